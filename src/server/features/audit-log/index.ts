export {
  type Actor,
  type AuditChange,
  type AuditRecord,
  adminActor,
  auditQuery,
  findRegistrationPaidAt,
  listAuditEntries,
  recordAudit,
  recordChange,
} from './service';
