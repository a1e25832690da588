import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { memberVerifications } from '../../db/schema/members';
import { bookedMembership, NOW } from '../../testing/bookings';
import { observedRosterInsurer } from '../../testing/insurer';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { forgetStaleVerifications, MEMBER_VERIFICATION_TTL_MS } from './service';

const AIA_MEMBER = { identificationNumber: 'S1234567D', dateOfBirth: '1980-01-01' };

const verify = (t: TestApp, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/verify-aia-healthshield', payload });

describe('POST /api/verify-aia-healthshield', () => {
  const observed = observedRosterInsurer();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: NOW, insurer: observed.insurer });
  });
  afterAll(() => t.close());

  it('confirms the roster AIA Health Shield member', async () => {
    const res = await verify(t, { identificationNumber: 's1234567d', dateOfBirth: '1980-01-01' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: {
        status: 'success',
        isAiaMember: true,
        isVitalityMember: false,
        message: 'AIA Health Shield membership verified. Member pricing will apply.',
        benefitProfileData: { programme: 'AIA Health Shield' },
      },
    });
  });

  it('confirms the roster Vitality member with the Vitality number', async () => {
    const res = await verify(t, {
      identificationNumber: 'S2345678H',
      dateOfBirth: '1985-06-15',
      vitalityMembershipNo: 'V123456789',
    });
    expect(res.json().data).toMatchObject({ status: 'success', isAiaMember: false, isVitalityMember: true });
  });

  it('answers anyone else with no benefits and standard pricing', async () => {
    const res = await verify(t, { identificationNumber: 'T7654321Z', dateOfBirth: '1990-03-03' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      status: 'not_found',
      isAiaMember: false,
      isVitalityMember: false,
      message: 'No active member benefits detected. Standard pricing will apply.',
      benefitProfileData: null,
    });
  });

  it('stores verifications under a hash, never the readable ID or date of birth', async () => {
    await verify(t, AIA_MEMBER);
    await verify(t, {
      identificationNumber: 'S2345678H',
      dateOfBirth: '1985-06-15',
      vitalityMembershipNo: 'V123456789',
    });
    await verify(t, { identificationNumber: 'T7654321Z', dateOfBirth: '1990-03-03' });
    const rows = await t.db.select().from(memberVerifications);
    expect(rows.length).toBeGreaterThanOrEqual(3);
    const stored = JSON.stringify(rows);
    expect(stored).not.toMatch(/S1234567D|1980-01-01/i);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.subjectHash))).toBe(true);
    // Keyed: the plain SHA-256 of a guessable ID and birth date matches nothing.
    const plain = createHash('sha256').update('S1234567D|1980-01-01|').digest('hex');
    expect(rows.some((row) => row.subjectHash === plain)).toBe(false);
  });

  it('forgets verifications once they can no longer be reused, in the recurring clean-up', async () => {
    await verify(t, AIA_MEMBER);
    const later = new Date(NOW.getTime() + 16 * 60 * 1000);
    t.setNow(later);
    await verify(t, { identificationNumber: 'S7654321A', dateOfBirth: '1990-05-15' });
    t.setNow(NOW);
    // The file's other tests verify too: what matters is which rows are past reuse at `later`.
    const reusableAt = (rows: Array<{ verifiedAt: Date }>) =>
      rows.filter((row) => row.verifiedAt.getTime() > later.getTime() - MEMBER_VERIFICATION_TTL_MS).length;
    const before = await t.db.select().from(memberVerifications);
    expect(before.length).toBeGreaterThan(reusableAt(before));
    expect(await forgetStaleVerifications(t.db, later)).toBe(before.length - reusableAt(before));
    const after = await t.db.select().from(memberVerifications);
    expect(after).toHaveLength(reusableAt(before));
    expect(reusableAt(after)).toBe(after.length);
  });

  it.each([
    [
      'an ID that is neither NRIC/FIN nor Vitality ID',
      { identificationNumber: 'X1234', dateOfBirth: '1980-01-01' },
      'Invalid ID Format: Please enter a valid Singapore NRIC/FIN (e.g., S1234567A) or Vitality ID (e.g., V123456789).',
    ],
    [
      'a date that is not a date',
      { identificationNumber: 'S1234567D', dateOfBirth: '1980-02-31' },
      'Please enter a valid date in DD/MM/YYYY format',
    ],
    [
      'a date of birth in the future',
      { identificationNumber: 'S1234567D', dateOfBirth: '2030-01-01' },
      'Date of birth cannot be in the future',
    ],
    [
      'a malformed Vitality number',
      { identificationNumber: 'S1234567D', dateOfBirth: '1980-01-01', vitalityMembershipNo: 'V12' },
      'Vitality membership number must follow format V123456789',
    ],
  ])('refuses %s with 400 and the spec message', async (_case, payload, message) => {
    const res = await verify(t, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message });
  });

  it('answers 503 with the spec message when the insurer cannot answer', async () => {
    observed.state.down = true;
    const res = await verify(t, AIA_MEMBER);
    observed.state.down = false;
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      success: false,
      message: 'Verification Error: Unable to verify AIA Health Shield status. Standard pricing will apply.',
    });
  });
});

describe('membership as a booking decides it', () => {
  const observed = observedRosterInsurer();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: NOW, insurer: observed.insurer });
  });
  afterAll(() => t.close());
  beforeEach(() => t.setNow(NOW));

  it('reuses a verification for 15 minutes, then asks the insurer again', async () => {
    // A day of its own, so no verification of another test is recent.
    const day = new Date(NOW.getTime() + 24 * 60 * 60 * 1000);
    const at = (minutes: number) => new Date(day.getTime() + minutes * 60 * 1000);
    t.setNow(day);
    const callsBefore = observed.state.calls;
    await verify(t, AIA_MEMBER);
    expect(observed.state.calls).toBe(callsBefore + 1);
    t.setNow(at(14));
    expect(await bookedMembership(t, AIA_MEMBER)).toEqual({
      isAiaMember: true,
      isVitalityMember: false,
    });
    expect(observed.state.calls).toBe(callsBefore + 1);
    t.setNow(at(16));
    expect(await bookedMembership(t, AIA_MEMBER)).toEqual({
      isAiaMember: true,
      isVitalityMember: false,
    });
    expect(observed.state.calls).toBe(callsBefore + 2);
  });

  it('falls back to standard pricing when the insurer is down and nothing recent is stored', async () => {
    observed.state.down = true;
    // Two days on: later than any verification the other tests store.
    t.setNow(new Date(NOW.getTime() + 2 * 24 * 60 * 60 * 1000));
    const status = await bookedMembership(t, AIA_MEMBER);
    observed.state.down = false;
    expect(status).toEqual({ isAiaMember: false, isVitalityMember: false });
  });
});

describe('verification rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: NOW });
  });
  afterAll(() => t.close());

  it("refuses a client's 21st verification within a minute with 429", async () => {
    // A different ID each time, so that only the client's own limit applies.
    const someone = (i: number) => ({ identificationNumber: `S${String(5_100_000 + i)}A`, dateOfBirth: '1990-05-15' });
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) statuses.push((await verify(t, someone(i))).statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(20);
    const limited = await verify(t, someone(21));
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ success: false, message: 'Too many requests. Please try again shortly.' });
  });
});
