import { describe, expect, it } from 'vitest';
import { partnerPaidSummary } from './partner-greeting';

describe("the partner visitor's greeting", () => {
  it('names the package and what the partner says was already paid', () => {
    expect(partnerPaidSummary('Comprehensive', { whitecoatPaidAmount: '50.00' })).toBe(
      'Comprehensive, $50.00 already paid',
    );
  });

  it('says nothing was paid rather than "$0.00 already paid"', () => {
    expect(partnerPaidSummary('Superior', { whitecoatPaidAmount: '0.00' })).toBe('Superior, nothing paid yet');
    expect(partnerPaidSummary('Superior', { whitecoatPaidAmount: 'n/a' })).toBe('Superior, nothing paid yet');
  });
});
