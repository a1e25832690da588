// The events feature's page, for src/web/routes.tsx only: the home page, part of the first load.
export { EventListPage } from './event-list-page';
