import { describe, expect, it } from 'vitest';
import { householdMemberFixture } from './test-fixtures';
import { initialWizardState, type WizardState, wizardReducer } from './use-booking-wizard';

const verified = { verifiedFor: 'S1234567D|1980-01-01|', isAiaMember: true, isVitalityMember: false };
const at = (step: WizardState['step'], extra: Partial<WizardState> = {}): WizardState => ({
  ...initialWizardState,
  step,
  verification: verified,
  ...extra,
});

describe('booking wizard state', () => {
  it('keeps the verification when going back from the package step to the details', () => {
    expect(wizardReducer(at(2), { type: 'goTo', step: 1 }).verification).toEqual(verified);
  });

  it('clears the verification when going back from the appointment step to the details', () => {
    const state = wizardReducer(at(3), { type: 'goTo', step: 1 });
    expect(state.step).toBe(1);
    expect(state.verification.verifiedFor).toBeNull();
    expect(state.verification.isAiaMember).toBe(false);
  });

  it('clears the verification when going back from the appointment step to the details through the package step', () => {
    const atPackage = wizardReducer(wizardReducer(at(2), { type: 'goTo', step: 3 }), { type: 'goTo', step: 2 });
    expect(atPackage.verification).toEqual(verified);
    const atDetails = wizardReducer(atPackage, { type: 'goTo', step: 1 });
    expect(atDetails.step).toBe(1);
    expect(atDetails.verification.verifiedFor).toBeNull();
    expect(atDetails.verification.isAiaMember).toBe(false);
  });

  it('keeps a new verification when only the package step was seen since it ran', () => {
    // 3 → 2 → 1 cleared it; Next verifies again and reaches the package step; back to 1 keeps it this time.
    const cleared = wizardReducer(
      wizardReducer(wizardReducer(at(3), { type: 'goTo', step: 2 }), { type: 'goTo', step: 1 }),
      { type: 'verified', verification: verified },
    );
    const atPackage = wizardReducer(cleared, { type: 'detailsDone', postalCode: '238801' });
    expect(wizardReducer(atPackage, { type: 'goTo', step: 1 }).verification).toEqual(verified);
  });

  it('resets the chosen time when another date is chosen, not when the same one is', () => {
    const chosen = at(3, { date: '2026-11-23', timeslotId: 7 });
    expect(wizardReducer(chosen, { type: 'selectDate', date: '2026-11-23' }).timeslotId).toBe(7);
    const moved = wizardReducer(chosen, { type: 'selectDate', date: '2026-11-27' });
    expect(moved).toMatchObject({ date: '2026-11-27', timeslotId: null });
  });

  it('drops the chosen date and time when the postal code changes', () => {
    const chosen = at(1, { appointmentPostalCode: '238801', date: '2026-11-23', timeslotId: 7 });
    expect(wizardReducer(chosen, { type: 'detailsDone', postalCode: '238801' })).toMatchObject({
      step: 2,
      date: '2026-11-23',
      timeslotId: 7,
    });
    expect(wizardReducer(chosen, { type: 'detailsDone', postalCode: '560123' })).toMatchObject({
      step: 2,
      appointmentPostalCode: '560123',
      date: null,
      timeslotId: null,
    });
  });

  it('takes a partner visitor with details, a package and timeslots straight to the appointment step', () => {
    const start = { ...initialWizardState, packageId: 1 };
    const skipped = wizardReducer(start, { type: 'skipToAppointment', postalCode: '238801' });
    expect(skipped).toMatchObject({
      step: 3,
      packageId: 1,
      appointmentPostalCode: '238801',
      hasReachedAppointment: true,
    });
    // Back to the details from there clears the verification like any visit past the appointment step.
    expect(wizardReducer(skipped, { type: 'goTo', step: 1 }).verification.verifiedFor).toBeNull();
  });

  it('adds and removes household members', () => {
    const member = householdMemberFixture;
    const added = wizardReducer(at(4), { type: 'addMember', member });
    expect(added.members).toEqual([member]);
    expect(wizardReducer(added, { type: 'removeMember', id: '1' }).members).toEqual([]);
  });
});
