import type { AuditEntry, AuditLogResponse } from '@domain/audit-log/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import { withQuery } from '../query-string';

const AUDIT_LOG_PATH = '/api/admin/audit-log';
export const AUDIT_PAGE_SIZE = 25;

export interface AuditLogQuery {
  /** 1-based. */
  page: number;
  entity?: string;
}

/** GET /api/admin/audit-log: newest first, one page, optionally one entity's changes. */
export async function getAuditLog(query: AuditLogQuery): Promise<AuditLogResponse> {
  const envelope = await apiGet<AuditEntry[]>(withQuery(AUDIT_LOG_PATH, { ...query, pageSize: AUDIT_PAGE_SIZE }));
  return envelope as AuditLogResponse;
}

export const auditLogQueryOptions = (query: AuditLogQuery) =>
  queryOptions({
    queryKey: [AUDIT_LOG_PATH, query] as const,
    queryFn: () => getAuditLog(query),
    placeholderData: keepPreviousData,
    // The log grows with every change made anywhere: read it again each time the page opens.
    staleTime: 0,
  });

export const useAuditLog = (query: AuditLogQuery) => useQuery(auditLogQueryOptions(query));
