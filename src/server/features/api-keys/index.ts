export {
  API_KEY_PREFIX,
  type ApiKeyIdentity,
  authenticateApiKey,
  hashApiKey,
  maskApiKey,
  newApiKey,
} from './service';
