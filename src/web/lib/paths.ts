/** Every client route, built in one place. */
export const paths = {
  home: () => '/',
  event: (slug: string) => `/events/${encodeURIComponent(slug)}`,
  bookingConfirmation: (reference: string, showPayment = false) =>
    `/booking/confirmation/${encodeURIComponent(reference)}${showPayment ? '?showPayment=true' : ''}`,
  cancelAppointment: () => '/cancel-appointment',
  adminLogin: () => '/admin/login',
  adminDashboard: () => '/admin/dashboard',
} as const;

/** Static assets opened in a new tab. */
export const assets = {
  packageSummaryPdf: '/package-summary.pdf',
  familyBundleMember: '/family-bundle-member.png',
  familyBundleRetail: '/family-bundle-retail.png',
} as const;
