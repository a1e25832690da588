// The API Keys tab (spec 001 §2, §5, §8 word for word; the rest where the spec leaves it open).
// src/domain/messages.ts holds these texts for the server too; they are written out here rather than
// imported because that module is part of the home page's bundle, and every text imported from it stays
// there. messages.test.ts keeps both copies equal.

export const API_KEY_COPIED = 'API key copied';
export const API_KEY_CREATED = 'API key created';
export const API_KEY_UPDATED = 'API key updated';
export const API_KEY_DELETED = 'API key deleted';
export const COPY_FAILED_TITLE = 'Failed to copy';
export const COPY_FAILED_DESCRIPTION = 'Could not copy API key to clipboard';
export const NO_API_KEYS = 'No API keys found. Generate one to get started.';

export const GENERATE_API_KEY_LABEL = 'Generate API Key';
export const NEVER_USED = 'Never';
export const deleteApiKeyQuestion = (description: string) =>
  `Are you sure you want to delete the API key "${description}"? Applications using this key will lose access. This action cannot be undone.`;
/** A new key's dialog clears what it showed this long after closing, once its closing animation is over (spec 001 §9). */
export const NEW_KEY_CLEAR_DELAY_MS = 300;
