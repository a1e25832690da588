export {
  type Actor,
  type AuditChange,
  type AuditRecord,
  adminActor,
  auditQuery,
  findRefundEntries,
  findRegistrationPaidAt,
  listAuditEntries,
  recordAudit,
  recordChange,
} from './service';
