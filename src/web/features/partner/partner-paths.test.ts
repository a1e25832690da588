import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paths } from '@/lib/paths';
import { isPartnerPath } from './partner-paths';

describe('partner paths', () => {
  it("keeps the partner data on the partner event's page, its booking sub-paths and the entry page", () => {
    for (const path of [
      '/events/whitecoat-health-screening',
      '/events/whitecoat-health-screening/',
      '/booking/whitecoat-health-screening/participants',
      '/wc/100000000001',
      '/wc/',
      '/wc',
    ]) {
      expect(isPartnerPath(path), path).toBe(true);
    }
  });

  it('clears it everywhere else', () => {
    for (const path of [
      '/',
      '/events/home-health-screening',
      '/events/whitecoat-health-screening-2',
      '/booking/confirmation/HS2611-0607-1234',
      '/cancel-appointment',
      '/wcx/1',
    ]) {
      expect(isPartnerPath(path), path).toBe(false);
    }
  });
});

describe('the entry route', () => {
  it('matches /wc/{code}, and /wc without a code so that a missing code gets its message', () => {
    expect(paths.partnerEntry.getHref('100000000001')).toBe('/wc/100000000001');
    expect(matchPath(paths.partnerEntry.path, '/wc/100000000001')?.params).toEqual({ code: '100000000001' });
    expect(matchPath(paths.partnerEntry.path, '/wc')?.params.code).toBeUndefined();
    expect(matchPath(paths.partnerEntry.path, '/wc/')?.params.code).toBeUndefined();
  });
});
