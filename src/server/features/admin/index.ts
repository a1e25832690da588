export { adminArea } from './area';
