export {
  currentSession,
  requireAdminRole,
  requireSession,
  SESSION_COOKIE,
  sessionToken,
  staffActor,
  staffSessionOf,
} from './guard';
export {
  type AdminSession,
  findSession,
  findStaffMember,
  findStaffNames,
  listStaff,
  login,
  loginWaitMs,
  logout,
  logoutEverywhere,
  type PasswordOutcome,
  SESSION_IDLE_MS,
  sessionMaxMs,
  setAdminPassword,
} from './service';
