export { locateAddress } from './locate';
