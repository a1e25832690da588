export {
  findBookingsWithPendingForms,
  findPreVisitSummaries,
  forgetAnswersOfBookings,
  forgetAnswersOfMembers,
} from './service';
