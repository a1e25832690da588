export {
  type Actor,
  type AuditChange,
  type AuditRecord,
  adminActor,
  listAuditEntries,
  recordAudit,
  recordChange,
} from './service';
