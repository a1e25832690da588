export { auditLogRoutes } from './routes';
export { type Actor, type AuditRecord, adminActor, listAuditEntries, recordAudit } from './service';
