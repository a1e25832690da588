// The API Keys tab (spec 001 §2, §5, §8 word for word; the rest where the spec leaves it open). The
// texts the server answers too come from the domain.

export {
  API_KEY_COPIED_MESSAGE as API_KEY_COPIED,
  API_KEY_CREATED_MESSAGE as API_KEY_CREATED,
  API_KEY_DELETED_MESSAGE as API_KEY_DELETED,
  API_KEY_UPDATED_MESSAGE as API_KEY_UPDATED,
  COPY_FAILED_DESCRIPTION,
  COPY_FAILED_TITLE,
  NO_API_KEYS_MESSAGE as NO_API_KEYS,
} from '@domain/api-keys/messages';

export const GENERATE_API_KEY_LABEL = 'Generate API Key';
export const NEVER_USED = 'Never';
export const deleteApiKeyQuestion = (description: string) =>
  `Are you sure you want to delete the API key "${description}"? Applications using this key will lose access. This action cannot be undone.`;
/** A new key's dialog clears what it showed this long after closing, once its closing animation is over (spec 001 §9). */
export const NEW_KEY_CLEAR_DELAY_MS = 300;
