export { currentSession, requireAdminRole, requireSession, SESSION_COOKIE, sessionToken } from './guard';
export { adminLoginRoutes, adminSessionRoutes, LOGIN_ATTEMPTS_PER_MINUTE } from './routes';
export {
  type AdminSession,
  findSession,
  LOGIN_LOCK_MS,
  login,
  logout,
  MAX_LOGIN_FAILURES,
  SESSION_IDLE_MS,
} from './service';
