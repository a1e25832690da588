// The texts of the admin session that every page may need (spec 001 §8): kept apart from the admin
// pages' texts so that the home page's bundle carries only these.
export const LOGIN_SUCCESS_TITLE = 'Login successful';
export const LOGIN_SUCCESS_TEXT = 'You are now logged in';
export const LOGIN_FAILED_TITLE = 'Login failed';
export const LOGIN_FAILED_FALLBACK = 'Invalid credentials';
export const LOGIN_ERROR_FALLBACK = 'An error occurred during login';
export const LOGOUT_SUCCESS_TITLE = 'Logout successful';
export const LOGOUT_SUCCESS_TEXT = 'You have been logged out';
export const LOGOUT_FAILED_TITLE = 'Logout failed';
export const USE_AUTH_OUTSIDE_PROVIDER = 'useAuth must be used within an AuthProvider';
