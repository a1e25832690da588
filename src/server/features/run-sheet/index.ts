export { sendOnMyWay } from './service';
export { findVisitByReference, listRunSheetVisits, type RunSheetBooking } from './visits';
