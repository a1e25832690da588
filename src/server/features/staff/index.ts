export { currentSession, requireAdminRole, requireSession, SESSION_COOKIE, sessionToken, staffActor } from './guard';
export {
  type AdminSession,
  findSession,
  LOGIN_LOCK_MS,
  login,
  logout,
  MAX_LOGIN_FAILURES,
  SESSION_IDLE_MS,
} from './service';
