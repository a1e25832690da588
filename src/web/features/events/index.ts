// What other features may use from the events feature.
export { type EventListItem, type EventListTimeslot, eventsQueryKey, eventsQueryOptions, useEvents } from './api';
