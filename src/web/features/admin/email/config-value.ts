import { EMAIL_CONFIG_NOT_AVAILABLE_TEXT } from '@domain/notifications/email-messages';
import { EMAIL_CONFIG_KEYS, EMAIL_CONFIG_LIMITS, type EmailConfig } from '@domain/notifications/email-schemas';
import { ApiError } from '@/lib/api';
import { formatTimestamp } from '../format';

/**
 * Spec 001 §2, §9: the table shows a value's first 30 characters and an ellipsis. Counted in code
 * points, so an emoji or a CJK character is never cut in half; line breaks show as spaces.
 */
export function truncateConfigValue(value: string, length: number = EMAIL_CONFIG_LIMITS.valuePreviewLength): string {
  const characters = Array.from(value.replace(/\s+/g, ' '));
  return characters.length > length ? `${characters.slice(0, length).join('')}...` : characters.join('');
}

/** Spec 001 §2: the table's 'Last Updated', or 'N/A' when the row carries no (readable) time. */
export function lastUpdatedText(updatedAt: string | null | undefined): string {
  if (!updatedAt || Number.isNaN(new Date(updatedAt).getTime())) return EMAIL_CONFIG_NOT_AVAILABLE_TEXT;
  return formatTimestamp(updatedAt);
}

/** How the form edits a value: an address, a multi-line EJS template, or one line of text (a subject). */
export type ConfigValueKind = 'email' | 'template' | 'text';

/**
 * Spec 001 §5 gives the value an email input when the key's name includes 'email'. Every key the emails
 * read starts with EMAIL_, so taken case-blind that rule would turn the templates into address fields:
 * an address is a key naming 'email' in lower case (the spec's rule as written) or EMAIL with ADDRESS
 * (EMAIL_SENDER_ADDRESS). A key naming a TEMPLATE is a body and gets a multi-line editor first.
 */
export function configValueKind(key: string): ConfigValueKind {
  const upper = key.toUpperCase();
  if (upper.includes('TEMPLATE')) return 'template';
  if (key.includes('email') || (upper.includes('EMAIL') && upper.includes('ADDRESS'))) return 'email';
  return 'text';
}

/** A key the emails read (deleting it puts the built-in default back in its place). */
export function isEmailKey(key: string): boolean {
  return (Object.values(EMAIL_CONFIG_KEYS) as string[]).includes(key);
}

/** The keys the emails read that the list does not have (offered when adding, e.g. after a delete). */
export function missingConfigKeys(configs: readonly Pick<EmailConfig, 'configKey'>[]): string[] {
  const present = new Set(configs.map((config) => config.configKey));
  return Object.values(EMAIL_CONFIG_KEYS).filter((key) => !present.has(key));
}

/** By key, as the server lists them; the table keeps that order until a header sorts it. */
export function sortConfigs(configs: readonly EmailConfig[]): EmailConfig[] {
  return [...configs].sort((a, b) => a.configKey.localeCompare(b.configKey));
}

const FORM_FIELDS = ['configKey', 'configValue', 'description'] as const;
export type ConfigFormField = (typeof FORM_FIELDS)[number];

/**
 * The fields a refused save names (the server's 400 `errors`, e.g. a template that does not compile:
 * 'Template error on line 3: …' on configValue), to show under the field as well as in the toast.
 */
export function serverFieldErrors(error: unknown): { field: ConfigFormField; message: string }[] {
  if (!(error instanceof ApiError)) return [];
  return (error.body?.errors ?? []).flatMap(({ path, message }) => {
    const field = FORM_FIELDS.find((name) => name === path);
    return field ? [{ field, message }] : [];
  });
}

/** An outbox message's kind as the failed list names it ('reminder' → 'Reminder', 'on-my-way' → 'On my way'). */
export function emailKindLabel(kind: string): string {
  const words = kind.replaceAll('-', ' ');
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : words;
}
