import type { RunSheetVisit } from '@domain/run-sheet/schemas';

/** A paid visit of one person, Siti Nur's first of the day, as GET /api/admin/run-sheet gives it: the tests' fixture. */
export const runSheetVisit = (overrides: Partial<RunSheetVisit> = {}): RunSheetVisit => ({
  registrationId: '7d1f6a52-1b8e-4a47-9f0c-2d3c4b5a6e7f',
  referenceNumber: 'HS2611-0607-1234',
  time: '10:00',
  timeLabel: '10:00 AM',
  eventName: 'Home Based Health Screening',
  status: 'paid',
  firstName: 'Mei',
  lastName: 'Tan',
  personCount: 1,
  persons: [
    { firstName: 'Mei', lastName: 'Tan', packageName: 'Premium', isPrimary: true, consent: 'pending', flags: [] },
  ],
  packages: ['Premium'],
  address: '1 Orchard Road',
  unitNumber: '#05-12',
  postalCode: '238801',
  mobileNumber: '91234567',
  amountDue: '0.00',
  textsAllowed: true,
  onMyWay: null,
  nurse: { staffId: 3, displayName: 'Siti Nur' },
  order: 1,
  distanceFromPreviousKm: null,
  ...overrides,
});
