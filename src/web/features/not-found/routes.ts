// The not-found page, for src/web/routes.tsx only.
export { NotFoundPage } from './not-found-page';
