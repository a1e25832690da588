// Texts of the API Keys tab and the read API (spec 001 §2, §5 and §8 where it gives them).

/** Spec 001 §5, API key form. */
export const API_KEY_DESCRIPTION_MESSAGE = 'Description must be at least 3 characters';
export const NO_API_KEYS_MESSAGE = 'No API keys found. Generate one to get started.';
/** Spec 001 §8, API keys and discounts. */
export const API_KEY_COPIED_MESSAGE = 'API key copied';
export const COPY_FAILED_TITLE = 'Failed to copy';
export const COPY_FAILED_DESCRIPTION = 'Could not copy API key to clipboard';
export const API_KEY_CREATED_MESSAGE = 'API key created';
export const API_KEY_UPDATED_MESSAGE = 'API key updated';
export const API_KEY_DELETED_MESSAGE = 'API key deleted';
/** Not in the spec: API keys and the read API. */
export const API_KEY_DESCRIPTION_LENGTH_MESSAGE = 'Description must be at most 200 characters';
export const API_KEY_NOT_FOUND_MESSAGE = 'API key not found';
export const API_KEY_REQUIRED_MESSAGE = 'A valid, active API key is required (Authorization: Bearer <key>)';
export const UPDATED_SINCE_MESSAGE = 'updatedSince must be an ISO 8601 date and time, e.g. 2026-11-21T00:00:00Z';
/** A cursor not made by this server, or altered (cursors are opaque: decision 008). */
export const CURSOR_MESSAGE = 'Invalid cursor: pass the meta.nextCursor of an earlier answer, unchanged';
export const API_LIMIT_MESSAGE = 'limit must be a whole number from 1 to 200';
export const API_REGISTRATION_NOT_FOUND_MESSAGE = 'Registration not found';
