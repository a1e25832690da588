export {
  type Actor,
  type AuditChange,
  type AuditRecord,
  adminActor,
  findRegistrationPaidAt,
  listAuditEntries,
  recordAudit,
  recordChange,
} from './service';
