export {
  countAdminRegistrations,
  findAdminRegistration,
  listAdminRegistrations,
  streamAdminRegistrations,
} from './queries';
