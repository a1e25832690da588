export {
  type Actor,
  type AuditChange,
  type AuditRecord,
  adminActor,
  auditQuery,
  listAuditEntries,
  recordAudit,
  recordChange,
} from './service';
