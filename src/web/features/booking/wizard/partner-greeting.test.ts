import { describe, expect, it } from 'vitest';
import { partnerGreetingName, partnerPaidSummary } from './partner-greeting';

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

describe('the name a partner visitor is greeted by', () => {
  it('is the whole name as the partner gives it, not its first word (often the family name)', () => {
    expect(partnerGreetingName({ firstName: 'Tan', lastName: 'Wei Ming' })).toBe('Tan Wei Ming');
    expect(partnerGreetingName({ firstName: 'Nur', lastName: 'Aisyah binte Rahman' })).toBe('Nur Aisyah binte Rahman');
  });

  it('is the one name of a partner who gives only one', () => {
    expect(partnerGreetingName({ firstName: 'Suresh', lastName: '' })).toBe('Suresh');
  });
});
