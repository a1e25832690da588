import { householdMemberSchema } from '@domain/bookings/schemas';
import { describe, expect, it } from 'vitest';
import { emptyHouseholdMember } from './household-member';

describe('emptyHouseholdMember', () => {
  it('opens on Male with the given package and nothing typed, which the form then asks for', () => {
    const member = emptyHouseholdMember(7);
    expect(member).toMatchObject({ gender: 'Male', packageId: '7', firstName: '', dateOfBirth: '' });
    const result = householdMemberSchema.safeParse(member);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path[0])).not.toContain('gender');
    expect(result.error?.issues.map((issue) => issue.path[0])).not.toContain('packageId');
  });
});
