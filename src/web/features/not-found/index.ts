// What the rest of the client may use from the not-found feature.
export { NotFoundPage } from './not-found-page';
