import { describe, expect, it } from 'vitest';
import { withQuery } from './query-string';

describe('withQuery', () => {
  it('adds the parameters that are set, encoded', () => {
    expect(withQuery('/api/admin/registrations', { page: 2, pageSize: 20, search: 'Tan & Co', status: 'paid' })).toBe(
      '/api/admin/registrations?page=2&pageSize=20&search=Tan+%26+Co&status=paid',
    );
  });

  it('skips null, undefined and empty values', () => {
    expect(withQuery('/api/admin/audit-log', { entity: undefined, page: null, search: '' })).toBe(
      '/api/admin/audit-log',
    );
    expect(withQuery('/api/admin/audit-log', { entity: 'event', page: 0 })).toBe(
      '/api/admin/audit-log?entity=event&page=0',
    );
  });
});
