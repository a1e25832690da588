import { describe, expect, it } from 'vitest';
import * as local from './messages';

describe('API Keys tab texts', () => {
  it('warns that applications using a key lose access', () => {
    expect(local.deleteApiKeyQuestion('Clinic reporting')).toBe(
      'Are you sure you want to delete the API key "Clinic reporting"? Applications using this key will lose access. This action cannot be undone.',
    );
  });
});
