// The admin area's code, loaded on demand as one piece: its pages and the site header's menu for a
// signed-in admin. One piece, not one per page, keeps the home page's own chunks as they were: the
// bundler groups shared code by the set of pieces that use it, and every extra piece on demand splits
// the code the home page loads into more, smaller files.
export { SheetMenu } from '@/components/ui/sheet';
export { AutoTimeslotsPage } from '@/features/auto-timeslots';
export { ActivityPage } from './activity/activity-page';
export { LoginPage } from './auth/login-page';
export { DashboardPage } from './dashboard/dashboard-page';
export { EmailSettingsPage } from './email/email-settings-page';
export { PostalTimeslotsPage } from './postal-codes/postal-timeslots-page';
export { PrivacyPage } from './privacy/privacy-page';
export { RosterPage } from './roster/roster-page';
export { RunSheetPage } from './run-sheet/run-sheet-page';
export { AdminLayout } from './shell/admin-layout';
export { StaffPage } from './staff/staff-page';
export { WaitlistPage } from './waitlist/waitlist-page';
