import {
  EMAIL_CONFIG_KEY_READ_ONLY_MESSAGE,
  EMAIL_CONFIG_KEY_TAKEN_MESSAGE,
  EMAIL_CONFIG_NOT_FOUND_MESSAGE,
  EMAIL_SENDER_ADDRESS_MESSAGE,
  templateErrorMessage,
} from '@domain/notifications/email-messages';
import { ESSENTIAL_CONFIG_DELETE_MESSAGE, isEssentialConfigKey } from '@domain/notifications/email-names';
import {
  EMAIL_CONFIG_KEYS,
  type EmailConfig,
  type EmailConfigForm,
  type EmailConfigUpdate,
  isSubjectKey,
  isTemplateKey,
} from '@domain/notifications/email-schemas';
import { splitConfigKey } from '@domain/notifications/localized-keys';
import {
  isTextChannelSetting,
  isTextTemplateKey,
  TEXT_CHANNEL_KEY,
  TEXT_CHANNEL_VALUE_MESSAGE,
} from '@domain/notifications/text-messages';
import { asc, count, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { emailConfigs } from '../../db/schema/notifications';
import { users } from '../../db/schema/staff';
import { badRequest, conflict, notFound } from '../../errors';
import { adminActor, recordChange } from '../audit-log';
import { sampleBooking } from './samples';
import { findUnknownVariables, knownVariableNames, unknownVariablesReason } from './template-references';
import { compileTemplate, renderTemplate, TemplateError } from './templates';
import { sampleTextVariables } from './text-compose';
import { templateVariables } from './variables';

/** The admin making a change: the row keeps who saved it last, the audit log who did what. */
export interface ConfigEditor {
  userId: number;
  username: string;
}

type Ctx = Pick<AppContext, 'db' | 'now' | 'config'>;
type ConfigRow = typeof emailConfigs.$inferSelect;

// The username of the last editor, read with the row (users belong to the admin sign-in; only the
// name is read, for the table's display).
const configColumns = {
  id: emailConfigs.id,
  configKey: emailConfigs.configKey,
  configValue: emailConfigs.configValue,
  description: emailConfigs.description,
  createdAt: emailConfigs.createdAt,
  updatedAt: emailConfigs.updatedAt,
  lastUpdatedBy: users.username,
};

function toEmailConfig(row: {
  id: number;
  configKey: string;
  configValue: string;
  description: string | null;
  createdAt: Date;
  updatedAt: Date;
  lastUpdatedBy: string | null;
}): EmailConfig {
  return { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

async function findConfig(db: Executor, id: number): Promise<EmailConfig | null> {
  const [row] = await db
    .select(configColumns)
    .from(emailConfigs)
    .leftJoin(users, eq(users.id, emailConfigs.lastUpdatedBy))
    .where(eq(emailConfigs.id, id));
  return row ? toEmailConfig(row) : null;
}

/** GET /api/admin/email-configs: every configuration by key. */
export async function listEmailConfigs(db: Executor): Promise<EmailConfig[]> {
  const rows = await db
    .select(configColumns)
    .from(emailConfigs)
    .leftJoin(users, eq(users.id, emailConfigs.lastUpdatedBy))
    .orderBy(asc(emailConfigs.configKey));
  return rows.map(toEmailConfig);
}

const senderAddressSchema = z.email();

/**
 * A value is refused (400, on the value field) when it could not work where it is used: a template or
 * subject that EJS cannot compile, that names a variable it is not given (which EJS would silently
 * write as nothing), that fails with the sample booking, gives anything but text or is stopped by the
 * template process's limits (time, memory) names the line (when known) and the reason; a sender
 * address must be an address.
 */
export async function checkConfigValue(
  key: string,
  value: string,
  options: { now: Date; publicBaseUrl: string },
): Promise<void> {
  const refuse = (message: string) => badRequest(message, [{ path: 'configValue', message }]);
  if (key === EMAIL_CONFIG_KEYS.senderAddress && !senderAddressSchema.safeParse(value.trim()).success) {
    throw refuse(EMAIL_SENDER_ADDRESS_MESSAGE);
  }
  if (key === TEXT_CHANNEL_KEY && !isTextChannelSetting(value)) throw refuse(TEXT_CHANNEL_VALUE_MESSAGE);
  if (!isTemplateKey(key)) return;
  // A row in another language (EMAIL_CONFIRMATION_TEMPLATE_ZH) is tried with the sample in that language.
  const { language } = splitConfigKey(key);
  try {
    compileTemplate(value);
    const given = templateVariables(sampleBooking('confirmation', options.now, language), {
      publicBaseUrl: options.publicBaseUrl,
    });
    const known: Record<string, unknown> = isTextTemplateKey(key)
      ? { ...given, text: sampleTextVariables(options.publicBaseUrl) }
      : { ...given };
    const unknown = findUnknownVariables(value, known);
    if (unknown.length > 0) {
      throw refuse(templateErrorMessage(unknown[0]!.line, unknownVariablesReason(unknown, knownVariableNames(known))));
    }
    // Both sides of the templates' usual branches: a booking still to pay, and a paid one.
    for (const type of ['confirmation', 'receipt'] as const) {
      const variables = templateVariables(sampleBooking(type, options.now, language), {
        publicBaseUrl: options.publicBaseUrl,
      });
      if (isTextTemplateKey(key)) {
        await renderTemplate(value, { ...variables, text: sampleTextVariables(options.publicBaseUrl) }, 'none');
      } else {
        await renderTemplate(value, variables, isSubjectKey(key) ? 'none' : 'html');
      }
    }
  } catch (error) {
    if (error instanceof TemplateError) throw refuse(templateErrorMessage(error.line, error.reason));
    throw error;
  }
}

const snapshot = (row: Pick<ConfigRow, 'configKey' | 'configValue' | 'description'>) => ({
  configKey: row.configKey,
  configValue: row.configValue,
  description: row.description,
});

/** POST /api/admin/email-configs. A key that exists already is a 409. */
export async function createEmailConfig(
  ctx: Ctx,
  { form, editor }: { form: EmailConfigForm; editor: ConfigEditor },
): Promise<EmailConfig> {
  const now = ctx.now();
  await checkConfigValue(form.configKey, form.configValue, { now, publicBaseUrl: ctx.config.PUBLIC_BASE_URL });
  const id = await ctx.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(emailConfigs)
      .values({ ...form, lastUpdatedBy: editor.userId, createdAt: now, updatedAt: now })
      .onConflictDoNothing({ target: emailConfigs.configKey })
      .returning();
    if (!created) throw conflict(EMAIL_CONFIG_KEY_TAKEN_MESSAGE);
    await recordChange(tx, {
      actor: adminActor(editor.username),
      entity: 'email_config',
      entityId: created.id,
      before: null,
      after: snapshot(created),
      now,
    });
    return created.id;
  });
  return (await findConfig(ctx.db, id))!;
}

/** PATCH /api/admin/email-configs/{id}: value and description; the key stays what it is. */
export async function updateEmailConfig(
  ctx: Ctx,
  { id, form, editor }: { id: number; form: EmailConfigUpdate; editor: ConfigEditor },
): Promise<EmailConfig> {
  const now = ctx.now();
  // The value is checked before the transaction: a template may take up to RENDER_TIMEOUT_MS per
  // render, too long to hold the row's lock. The key it is checked for cannot change.
  const [current] = await ctx.db
    .select({ configKey: emailConfigs.configKey })
    .from(emailConfigs)
    .where(eq(emailConfigs.id, id));
  if (!current) throw notFound(EMAIL_CONFIG_NOT_FOUND_MESSAGE);
  if (form.configKey !== undefined && form.configKey !== current.configKey) {
    throw badRequest(EMAIL_CONFIG_KEY_READ_ONLY_MESSAGE, [
      { path: 'configKey', message: EMAIL_CONFIG_KEY_READ_ONLY_MESSAGE },
    ]);
  }
  await checkConfigValue(current.configKey, form.configValue, { now, publicBaseUrl: ctx.config.PUBLIC_BASE_URL });
  await ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(emailConfigs).where(eq(emailConfigs.id, id)).for('update');
    if (!before) throw notFound(EMAIL_CONFIG_NOT_FOUND_MESSAGE);
    const [after] = await tx
      .update(emailConfigs)
      .set({
        configValue: form.configValue,
        description: form.description,
        lastUpdatedBy: editor.userId,
        updatedAt: now,
      })
      .where(eq(emailConfigs.id, id))
      .returning();
    await recordChange(tx, {
      actor: adminActor(editor.username),
      entity: 'email_config',
      entityId: id,
      before: snapshot(before),
      after: snapshot(after!),
      now,
    });
  });
  return (await findConfig(ctx.db, id))!;
}

/**
 * DELETE /api/admin/email-configs/{id}. A key the emails or texts read is refused (409): staff edit its
 * words instead, so no message silently goes out with a built-in default. Keys of staff's own go.
 */
export async function deleteEmailConfig(
  ctx: Pick<AppContext, 'db' | 'now'>,
  { id, editor }: { id: number; editor: ConfigEditor },
) {
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const [current] = await tx.select().from(emailConfigs).where(eq(emailConfigs.id, id)).for('update');
    if (!current) throw notFound(EMAIL_CONFIG_NOT_FOUND_MESSAGE);
    if (isEssentialConfigKey(current.configKey)) throw conflict(ESSENTIAL_CONFIG_DELETE_MESSAGE);
    const [deleted] = await tx.delete(emailConfigs).where(eq(emailConfigs.id, id)).returning();
    if (!deleted) throw notFound(EMAIL_CONFIG_NOT_FOUND_MESSAGE);
    await recordChange(tx, {
      actor: adminActor(editor.username),
      entity: 'email_config',
      entityId: id,
      before: snapshot(deleted),
      after: null,
      now,
    });
  });
}

/** How many email configurations there are (the dashboard's card). */
export async function countEmailConfigs(db: Executor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(emailConfigs);
  return row?.n ?? 0;
}
