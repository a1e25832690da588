import {
  EMAIL_CONFIG_CREATED_MESSAGE,
  EMAIL_CONFIG_DELETED_MESSAGE,
  EMAIL_CONFIG_UPDATED_MESSAGE,
  EMAIL_RESENT_MESSAGE,
  EMAIL_SENT_TITLE,
  EMAIL_TEST_FAILED_DESCRIPTION,
  EMAIL_TEST_FAILED_TITLE,
} from '@domain/notifications/email-messages';
import type { EmailPreview, EmailPreviewRequest } from '@domain/notifications/email-names';
import type {
  EmailConfig,
  EmailConfigForm,
  EmailConfigUpdate,
  EmailResendResult,
  OutboxItem,
  TestEmailResult,
  TestEmailType,
} from '@domain/notifications/email-schemas';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiDelete, apiFetch, apiGet, apiPatch, apiPost, authTokenStorage, readApiError } from '@/lib/api';
import { toast } from '@/lib/toast';
import { toastChangeFailed } from '../change-toasts';
import { ERROR_TITLE } from '../messages';
import { withQuery } from '../query-string';

const CONFIGS_PATH = '/api/admin/email-configs';
const OUTBOX_PATH = '/api/admin/email-outbox';
const TEST_EMAIL_PATH = '/api/test-email';
const TEST_PDF_PATH = '/api/test-pdf';

export const emailConfigsQueryKey = [CONFIGS_PATH] as const;

/** GET /api/admin/email-configs. */
export async function getEmailConfigs(): Promise<EmailConfig[]> {
  return (await apiGet<EmailConfig[]>(CONFIGS_PATH)).data;
}

export const emailConfigsQueryOptions = () =>
  queryOptions({ queryKey: emailConfigsQueryKey, queryFn: getEmailConfigs });

/** The configurations, shared by the dashboard's card and tab and the email settings page. */
export const useEmailConfigs = () => useQuery(emailConfigsQueryOptions());

function useRefreshConfigs() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: emailConfigsQueryKey });
}

/** POST /api/admin/email-configs (a key that exists: 409; a template that does not compile: 400). */
export function useCreateEmailConfig() {
  const refresh = useRefreshConfigs();
  return useMutation({
    mutationFn: async (form: EmailConfigForm) => (await apiPost<EmailConfig>(CONFIGS_PATH, form)).data,
    onSuccess: async () => {
      toast.success(EMAIL_CONFIG_CREATED_MESSAGE);
      await refresh();
    },
    onError: (error) => toastChangeFailed('create', 'configuration', error),
  });
}

/** PATCH /api/admin/email-configs/{id}: value and description (the key it sends is the stored one). */
export function useUpdateEmailConfig() {
  const refresh = useRefreshConfigs();
  return useMutation({
    mutationFn: async ({ id, form }: { id: number; form: EmailConfigUpdate }) =>
      (await apiPatch<EmailConfig>(`${CONFIGS_PATH}/${id}`, form)).data,
    onSuccess: async () => {
      toast.success(EMAIL_CONFIG_UPDATED_MESSAGE);
      await refresh();
    },
    onError: (error) => toastChangeFailed('update', 'configuration', error),
  });
}

export function useDeleteEmailConfig() {
  const refresh = useRefreshConfigs();
  return useMutation({
    mutationFn: async (id: number) => {
      await apiDelete<unknown>(`${CONFIGS_PATH}/${id}`);
    },
    onSuccess: async () => {
      toast.success(EMAIL_CONFIG_DELETED_MESSAGE);
      await refresh();
    },
    onError: (error) => toastChangeFailed('delete', 'configuration', error),
  });
}

// ---- outbox ------------------------------------------------------------------------------------

export const failedEmailsQueryKey = [OUTBOX_PATH, { status: 'failed' }] as const;

/** GET /api/admin/email-outbox?status=failed: the messages of every channel that used up their tries, newest first. */
export async function getFailedEmails(): Promise<OutboxItem[]> {
  return (await apiGet<OutboxItem[]>(withQuery(OUTBOX_PATH, { status: 'failed' }))).data;
}

export const useFailedEmails = () => useQuery({ queryKey: failedEmailsQueryKey, queryFn: getFailedEmails });

/** POST /api/admin/email-outbox/{id}/resend: queued again, the worker sends it within seconds. */
export function useResendEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => (await apiPost<EmailResendResult>(`${OUTBOX_PATH}/${id}/resend`)).data,
    onSuccess: async () => {
      toast.success(EMAIL_RESENT_MESSAGE);
      await queryClient.invalidateQueries({ queryKey: [OUTBOX_PATH] });
    },
    onError: (error) => toast.error(ERROR_TITLE, { description: `Failed to resend message: ${error.message}` }),
  });
}

// ---- test tool ---------------------------------------------------------------------------------

/**
 * The sample email rendered as a page (GET /api/test-email?…&render=1), opened in a new tab where
 * only the session cookie goes along. The recipient is left out unless it is one (the server checks it).
 */
export function testEmailPreviewUrl(type: TestEmailType, email?: string): string {
  return withQuery(TEST_EMAIL_PATH, { email: email?.trim(), type, render: 1 });
}

/** The sample PDF (GET /api/test-pdf?type=): the invoice of a confirmation or invoice, or the receipt. */
export function testPdfUrl(type: TestEmailType): string {
  return withQuery(TEST_PDF_PATH, { type });
}

/**
 * GET /api/test-email?email=&type=: sends the sample and answers `{ success, message }` (spec 001 §7).
 * The route is admin-only but outside /api/admin/, where the client does not add the token by itself:
 * it goes along here as well as the cookie, so a session kept only as a token can send too.
 */
export async function sendTestEmail(query: { email: string; type: TestEmailType }): Promise<TestEmailResult> {
  const token = authTokenStorage.read();
  const response = await apiFetch(withQuery(TEST_EMAIL_PATH, { email: query.email.trim(), type: query.type }), {
    headers: { Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });
  if (!response.ok) throw await readApiError(response);
  return (await response.json()) as TestEmailResult;
}

export function useSendTestEmail() {
  return useMutation({
    mutationFn: sendTestEmail,
    onSuccess: (result) => toast.success(EMAIL_SENT_TITLE, { description: result.message }),
    // A stored template that fails (400) is named with its line and reason; anything else gets the spec's text.
    onError: (error) =>
      toast.error(EMAIL_TEST_FAILED_TITLE, {
        description: error instanceof ApiError && error.status === 400 ? error.message : EMAIL_TEST_FAILED_DESCRIPTION,
      }),
  });
}

const PREVIEW_PATH = '/api/admin/email-preview';

/** POST /api/admin/email-preview: one email of the sample booking, a template as typed in place of the stored one. */
export async function previewEmail(request: EmailPreviewRequest): Promise<EmailPreview> {
  return (await apiPost<EmailPreview>(PREVIEW_PATH, request)).data;
}

/** The preview of `request` (debounced by the caller); the last one stays on screen while the next renders. */
export const useEmailPreview = (request: EmailPreviewRequest) =>
  useQuery({
    queryKey: [PREVIEW_PATH, request] as const,
    queryFn: () => previewEmail(request),
    placeholderData: keepPreviousData,
    // A saved template changes what the stored preview shows: read it again each time it is shown.
    staleTime: 0,
  });
