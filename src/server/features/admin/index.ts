export { type AdminAreaOptions, adminArea } from './area';
