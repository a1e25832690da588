// What other features may use from the events feature: the list of events, one event, and the key both
// are cached under. The home page is in routes.ts.
export { eventQueryOptions, eventsQueryKey, eventsQueryOptions, useEvent, useEvents } from './api';
