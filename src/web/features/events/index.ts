// What other features and the routes may use from the events feature.
export { eventsQueryKey, eventsQueryOptions, useEvents } from './api';
export { EventListPage } from './event-list-page';
