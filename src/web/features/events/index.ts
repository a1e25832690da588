// What other features and the routes may use from the events feature.
export { type EventListItem, type EventListTimeslot, eventsQueryKey, eventsQueryOptions, useEvents } from './api';
export { EventListPage } from './event-list-page';
