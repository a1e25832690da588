import * as domain from '@domain/messages';
import { describe, expect, it } from 'vitest';
import * as local from './messages';

describe('API Keys tab texts', () => {
  it('are the texts src/domain/messages.ts gives the server, word for word', () => {
    expect(local).toMatchObject({
      API_KEY_COPIED: domain.API_KEY_COPIED_MESSAGE,
      API_KEY_CREATED: domain.API_KEY_CREATED_MESSAGE,
      API_KEY_UPDATED: domain.API_KEY_UPDATED_MESSAGE,
      API_KEY_DELETED: domain.API_KEY_DELETED_MESSAGE,
      COPY_FAILED_TITLE: domain.COPY_FAILED_TITLE,
      COPY_FAILED_DESCRIPTION: domain.COPY_FAILED_DESCRIPTION,
      NO_API_KEYS: domain.NO_API_KEYS_MESSAGE,
    });
  });

  it('warns that applications using a key lose access', () => {
    expect(local.deleteApiKeyQuestion('Clinic reporting')).toBe(
      'Are you sure you want to delete the API key "Clinic reporting"? Applications using this key will lose access. This action cannot be undone.',
    );
  });
});
