// What the rest of the client may use from the admin feature: the session (provider, hook and the token
// holder's redirect), small and always loaded, and the header's side menu for a signed-in admin, which
// loads with the admin pages. The pages themselves are in routes.ts, on demand, so none of them, nor
// TanStack Table or the date picker, is part of the home page's bundle.

export { type AuthContextValue, AuthProvider, useAuth, useTokenHolderRedirect } from './auth/auth-provider';

export { AdminHeaderLinks, AdminSheetMenu } from './auth/header-admin-items';
