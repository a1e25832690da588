import { PRIVACY_NOTICE_PATH } from '@domain/privacy/notice';
import { generatePath } from 'react-router';

/**
 * Every client route in one place: `path` is the pattern the router matches, `getHref` builds a link
 * to it from the same pattern (parameters URI-encoded), so a route and its links cannot drift apart.
 */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  event: {
    path: '/events/:slug',
    getHref: (slug: string): string => generatePath(paths.event.path, { slug }),
  },
  bookingConfirmation: {
    path: '/booking/confirmation/:reference',
    getHref: (reference: string, showPayment = false): string =>
      `${generatePath(paths.bookingConfirmation.path, { reference })}${showPayment ? '?showPayment=true' : ''}`,
  },
  /** A paid booking's summary: where 'Confirm Booking' leads (spec 001 §4), with the receipt and calendar. */
  bookingConfirmed: {
    path: '/booking/confirmed/:referenceNumber',
    getHref: (referenceNumber: string): string => generatePath(paths.bookingConfirmed.path, { referenceNumber }),
  },
  /** Where the confirmation email's button leads: its page posts the code after '#' (DESIGN §8.2). */
  verifyHold: {
    path: '/booking/verify/:reference',
    getHref: (reference: string): string => generatePath(paths.verifyHold.path, { reference }),
  },
  /** The cancel page; with a reference it looks that booking up at once. */
  cancelAppointment: {
    path: '/cancel-appointment',
    getHref: (reference?: string): string =>
      reference ? `/cancel-appointment?${withQuery({ reference })}` : '/cancel-appointment',
  },
  /** "Manage your booking": the email's link, its booking token after '#' (never sent in the address). */
  manageBooking: {
    path: '/booking/manage/:reference',
    getHref: (reference: string, token?: string): string =>
      `${generatePath(paths.manageBooking.path, { reference })}${token ? `#token=${encodeURIComponent(token)}` : ''}`,
  },
  /** "Prepare for your visit": each person's pre-visit form, the email's link, its booking token after '#'. */
  prepareVisit: {
    path: '/booking/:reference/prepare',
    getHref: (reference: string, token?: string): string =>
      `${generatePath(paths.prepareVisit.path, { reference })}${token ? `#token=${encodeURIComponent(token)}` : ''}`,
  },
  /**
   * "Choose another time": the link of the email and text sent when a nurse cannot come (DESIGN §8.12),
   * its token in the query as the server writes it; the page takes it out of the address at once.
   */
  rebook: {
    path: '/booking/:reference/rebook',
    getHref: (reference: string, token?: string): string =>
      `${generatePath(paths.rebook.path, { reference })}${token ? `?${withQuery({ token })}` : ''}`,
  },
  /** The privacy notice (DESIGN §8.3), linked from the footer and from the consent of both booking flows. */
  privacyNotice: { path: PRIVACY_NOTICE_PATH, getHref: () => PRIVACY_NOTICE_PATH },
  /** The older flow (spec 000 §2): event page (step 2), personal details (3), booking confirmed (4). */
  legacyEvent: {
    path: '/legacy/events/:slug',
    getHref: (slug: string): string => generatePath(paths.legacyEvent.path, { slug }),
  },
  legacyRegistration: { path: '/registration', getHref: () => '/registration' },
  legacyConfirmation: { path: '/confirmation', getHref: () => '/confirmation' },
  /** Where 'Continue to Participants' leads (spec 000 §2); it opens the participants page of the event. */
  legacyParticipants: {
    path: '/participants',
    getHref: (query: { eventId: number; packageId: number; timeslotId?: number | null }): string =>
      `/participants?${withQuery(query)}`,
  },
  /** The participants page (spec 000 §2): eventId and packageId in the query, timeslotId and registrationId optional. */
  participants: {
    path: '/booking/:eventSlug/participants',
    getHref: (
      eventSlug: string,
      query: { eventId: number; packageId: number; timeslotId?: number | null; registrationId?: string | null },
    ): string => `${generatePath(paths.participants.path, { eventSlug })}?${withQuery(query)}`,
  },
  /** 'Back to Packages' (spec 000 §2): the event's package choice. */
  bookingPackages: {
    path: '/booking/packages',
    getHref: (eventId: number): string => `/booking/packages?${withQuery({ eventId })}`,
  },
  /** Where the participants page's 'Continue' leads (spec 000 §2): the personal details step. */
  bookingRegistration: {
    path: '/booking/registration',
    getHref: (query: { eventId: number; packageId: number }): string => `/booking/registration?${withQuery(query)}`,
  },
  /** Entry from a partner booking code (spec 001 §2); the code is optional so that a missing one gets its message. */
  partnerEntry: {
    path: '/wc/:code?',
    getHref: (code: string): string => generatePath(paths.partnerEntry.path, { code }),
  },
  /** A visit offered from the waitlist (DESIGN §8.6): the email's link, booked or declined there. */
  waitlistOffer: {
    path: '/waitlist/offer/:token',
    getHref: (token: string): string => generatePath(paths.waitlistOffer.path, { token }),
  },
  /** Leaving the waitlist: the email's link carries the token after '#', never sent in the address. */
  waitlistLeave: {
    path: '/waitlist/leave/:id',
    getHref: (id: number, token?: string): string =>
      `${generatePath(paths.waitlistLeave.path, { id: String(id) })}${token ? `#token=${encodeURIComponent(token)}` : ''}`,
  },
  /** Entering the code texted to a waitlist entry's mobile (DESIGN §8.9): the email's link, its token after '#'. */
  waitlistConfirm: {
    path: '/waitlist/confirm/:id',
    getHref: (id: number, token?: string): string =>
      `${generatePath(paths.waitlistConfirm.path, { id: String(id) })}${token ? `#token=${encodeURIComponent(token)}` : ''}`,
  },
  /** The admin area: every path under it is the admin's (spec 001 §2, redirect rules). */
  admin: { path: '/admin', getHref: () => '/admin' },
  adminLogin: { path: '/admin/login', getHref: () => '/admin/login' },
  adminDashboard: { path: '/admin/dashboard', getHref: () => '/admin/dashboard' },
  /** The audit log: who changed what, when, before and after. */
  adminActivity: { path: '/admin/activity', getHref: () => '/admin/activity' },
  /** A person's data (DESIGN §8.3): found by ID number or email, exported as JSON, erased on request. */
  adminPrivacy: { path: '/admin/privacy', getHref: () => '/admin/privacy' },
  /** The waitlist (DESIGN §8.6): its entries and their offers, demand by region and day. */
  adminWaitlist: { path: '/admin/waitlist', getHref: () => '/admin/waitlist' },
  /** Insights (DESIGN §8.7): bookings, revenue, utilisation, packages, rates and waitlist demand over a range. */
  adminInsights: { path: '/admin/insights', getHref: () => '/admin/insights' },
  /** Postal Code Timeslot Management (spec 001 §2): the postal-code-only search. */
  adminPostalTimeslots: { path: '/admin/postal-timeslots', getHref: () => '/admin/postal-timeslots' },
  /** The nurse's run sheet of a region and a day (printable, CSV). */
  adminRunSheet: {
    path: '/admin/run-sheet',
    getHref: (query: { region?: string; date?: string } = {}): string => {
      const search = withQuery(query);
      return search ? `/admin/run-sheet?${search}` : '/admin/run-sheet';
    },
  },
  /** Staff accounts (DESIGN §8.12): who signs in, with which role (admin, nurse, doctor). */
  adminStaff: { path: '/admin/staff', getHref: () => '/admin/staff' },
  /** The roster (DESIGN §8.12): which nurse works which region when, a week (Monday to Sunday) at a time. */
  adminRoster: {
    path: '/admin/roster',
    getHref: (week?: string): string => (week ? `/admin/roster?${withQuery({ week })}` : '/admin/roster'),
  },
  /**
   * The nurse's phone view (DESIGN §8.12): her visits of today or tomorrow in route order, with their
   * presses; outside the admin area, with its own layout and service worker.
   */
  nurse: {
    path: '/nurse',
    getHref: (day?: 'tomorrow'): string => (day ? `/nurse?${withQuery({ day })}` : '/nurse'),
  },
  /** Test page for auto-generated timeslots (spec 001 §2). */
  testAutoTimeslots: { path: '/test/auto-timeslots', getHref: () => '/test/auto-timeslots' },
  /** Email settings (spec 001 §2): configurations, template variables, help and the test tool. */
  adminEmail: { path: '/admin/email', getHref: () => '/admin/email' },
  /** Any path no other route matches. */
  notFound: { path: '*' },
} as const;

/** A query string of the given values in their order; empty (null or undefined) values are left out. */
function withQuery(values: Record<string, string | number | null | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value !== null && value !== undefined && value !== '') query.set(key, String(value));
  }
  return query.toString();
}

/** Static assets opened in a new tab. */
export const assets = {
  packageSummaryPdf: '/package-summary.pdf',
  familyBundleMember: '/family-bundle-member.png',
  familyBundleRetail: '/family-bundle-retail.png',
} as const;
