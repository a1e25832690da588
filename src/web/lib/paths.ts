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
  cancelAppointment: { path: '/cancel-appointment', getHref: () => '/cancel-appointment' },
  /** Entry from a partner booking code (spec 001 §2); the code is optional so that a missing one gets its message. */
  partnerEntry: {
    path: '/wc/:code?',
    getHref: (code: string): string => generatePath(paths.partnerEntry.path, { code }),
  },
  /** The admin area: every path under it is the admin's (spec 001 §2, redirect rules). */
  admin: { path: '/admin', getHref: () => '/admin' },
  adminLogin: { path: '/admin/login', getHref: () => '/admin/login' },
  adminDashboard: { path: '/admin/dashboard', getHref: () => '/admin/dashboard' },
  /** The audit log: who changed what, when, before and after. */
  adminActivity: { path: '/admin/activity', getHref: () => '/admin/activity' },
  /** Any path no other route matches. */
  notFound: { path: '*' },
} as const;

/** Static assets opened in a new tab. */
export const assets = {
  packageSummaryPdf: '/package-summary.pdf',
  familyBundleMember: '/family-bundle-member.png',
  familyBundleRetail: '/family-bundle-retail.png',
} as const;
