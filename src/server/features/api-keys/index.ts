export {
  API_KEY_PREFIX,
  type ApiKeyIdentity,
  authenticateApiKey,
  countApiKeys,
  hashApiKey,
  maskApiKey,
  newApiKey,
} from './service';
