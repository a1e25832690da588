export { findVisitByReference, listRunSheetVisits, type RunSheetBooking } from './visits';
