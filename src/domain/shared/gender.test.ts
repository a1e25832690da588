import {
  BOOKER_GENDERS,
  bookerGenderOf,
  DEFAULT_MEMBER_GENDER,
  genderLabel,
  genderOptions,
  MEMBER_GENDERS,
  OLDER_FLOW_GENDERS,
  PARTICIPANT_GENDERS,
} from '@domain/shared/gender';
import { describe, expect, it } from 'vitest';

describe('gender', () => {
  it("keeps each request's spelling as the spec gives it", () => {
    expect(BOOKER_GENDERS).toEqual(['male', 'female']);
    expect(OLDER_FLOW_GENDERS).toEqual(['male', 'female', 'other']);
    expect(MEMBER_GENDERS).toEqual(['Male', 'Female']);
    expect(PARTICIPANT_GENDERS).toEqual(['Male', 'Female', 'Other']);
    expect(DEFAULT_MEMBER_GENDER).toBe('Male');
  });

  it('shows every spelling in the same words', () => {
    expect(OLDER_FLOW_GENDERS.map(genderLabel)).toEqual(['Male', 'Female', 'Other']);
    expect(PARTICIPANT_GENDERS.map(genderLabel)).toEqual(['Male', 'Female', 'Other']);
    expect(genderLabel('FEMALE')).toBe('Female');
  });

  it('offers the choices of a form with the values it sends', () => {
    expect(genderOptions(BOOKER_GENDERS)).toEqual([
      { value: 'male', label: 'Male' },
      { value: 'female', label: 'Female' },
    ]);
    expect(genderOptions(MEMBER_GENDERS)).toEqual([
      { value: 'Male', label: 'Male' },
      { value: 'Female', label: 'Female' },
    ]);
  });

  it("spells a household member's gender as the booking form does", () => {
    expect(MEMBER_GENDERS.map(bookerGenderOf)).toEqual(['male', 'female']);
  });
});
