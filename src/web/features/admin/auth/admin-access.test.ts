import type { AdminUser } from '@domain/staff/schemas';
import { describe, expect, it } from 'vitest';
import { isAdmin, isAdminPath, protectedRouteView, tokenHolderRedirect } from './admin-access';

const user = (role: string): AdminUser => ({
  id: 1,
  username: 'admin',
  displayName: 'admin',
  email: null,
  role,
  lastLogin: null,
});

describe('admin paths', () => {
  it('counts /admin and the paths under it, not look-alikes', () => {
    expect(isAdminPath('/admin')).toBe(true);
    expect(isAdminPath('/admin/')).toBe(true);
    expect(isAdminPath('/admin/login')).toBe(true);
    expect(isAdminPath('/admin/activity')).toBe(true);
    expect(isAdminPath('/administrator')).toBe(false);
    expect(isAdminPath('/')).toBe(false);
    expect(isAdminPath('/events/admin')).toBe(false);
  });
});

describe('token holder redirect', () => {
  it('sends a token holder from a customer page to the dashboard', () => {
    expect(tokenHolderRedirect('/', true)).toBe('/admin/dashboard');
    expect(tokenHolderRedirect('/events/home-health-screening', true)).toBe('/admin/dashboard');
    expect(tokenHolderRedirect('/booking/confirmation/HS2611-0607-1234', true)).toBe('/admin/dashboard');
  });

  it('leaves admin pages and visitors without a token alone', () => {
    expect(tokenHolderRedirect('/admin/login', true)).toBeNull();
    expect(tokenHolderRedirect('/admin', true)).toBeNull();
    expect(tokenHolderRedirect('/', false)).toBeNull();
  });
});

describe('admin role', () => {
  it('lets only the admin role in', () => {
    expect(isAdmin(user('admin'))).toBe(true);
    expect(isAdmin(user('staff'))).toBe(false);
    expect(isAdmin(null)).toBe(false);
  });
});

describe('protected route view', () => {
  const base = { isLoading: false, hasUser: false, hasToken: false, pathname: '/admin/dashboard', reloadedPath: null };

  it('shows the spinner while the user loads', () => {
    expect(protectedRouteView({ ...base, isLoading: true, hasToken: true })).toBe('loading');
  });

  it('shows the page to a signed-in user', () => {
    expect(protectedRouteView({ ...base, hasUser: true, hasToken: true })).toBe('page');
  });

  it('sends a visitor without a token to the login page', () => {
    expect(protectedRouteView(base)).toBe('login');
  });

  it('reloads once when a stored token brought no user, then goes to the login page', () => {
    expect(protectedRouteView({ ...base, hasToken: true })).toBe('reload');
    expect(protectedRouteView({ ...base, hasToken: true, reloadedPath: '/admin/dashboard' })).toBe('login');
    // Reloaded on another path: this one still gets its one reload.
    expect(protectedRouteView({ ...base, hasToken: true, reloadedPath: '/admin/activity' })).toBe('reload');
  });
});
