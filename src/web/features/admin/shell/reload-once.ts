// Spec 001 §2: a protected page whose stored token brought no user reloads once on its path. The path
// reloaded is remembered for this tab, so a second failure goes to the login page instead of looping.
const RELOADED_PATH_KEY = 'admin_reloaded_path';

export function readReloadedPath(): string | null {
  try {
    return sessionStorage.getItem(RELOADED_PATH_KEY);
  } catch {
    return null;
  }
}

export function rememberReload(pathname: string): void {
  try {
    sessionStorage.setItem(RELOADED_PATH_KEY, pathname);
  } catch {
    // without session storage the page is not reloaded again anyway: protectedRouteView sees no path
  }
}

export function forgetReload(): void {
  try {
    sessionStorage.removeItem(RELOADED_PATH_KEY);
  } catch {
    // nothing stored
  }
}
