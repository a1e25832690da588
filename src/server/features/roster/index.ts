export { addDuty, listDuties, nursesOnDutyQuery, removeDuty } from './service';
