import type { FastifyInstance } from 'fastify';
import {
  type FollowUpSettingsResponse,
  INSTANCE_SETTINGS_DEFAULTS,
  type InstanceSettings,
  type InstanceSettingsPatchBody,
  type InstanceSettingsView,
  NUMERIC_SETTING_KEYS,
  workDayList,
} from '../../../contract/ai-config';
import { onlyDigits } from '../../../contract/common';
import type { DbOrTx } from '../../db/client';
import { resolveSettings } from '../../engine/config';
import type { AuthContext } from '../../lib/auth-context';
import { validationError } from '../../lib/errors';
import { type AuditActor, recordChange } from '../audit/record';
import { requireReadable, requireWritable } from './access';
import type { ConfigInstanceRow, InstanceColumnChanges } from './repository';
import * as repo from './repository';
import { scrapingStatus } from './scraping-service';

/** The settings as the pipeline reads them: stored values over the defaults, the notification from the row. */
function settingsOf(row: ConfigInstanceRow): InstanceSettings {
  return {
    ...resolveSettings(row.settings),
    consultorNotificationEnabled: row.consultorNotificationEnabled,
    consultorNotificationPhone: row.consultorNotificationPhone,
  };
}

async function viewOf(db: DbOrTx, row: ConfigInstanceRow): Promise<InstanceSettingsView> {
  return {
    ...settingsOf(row),
    instanceId: row.id,
    globalAiEnabled: row.globalAiEnabled,
    globalFollowupEnabled: row.globalFollowupEnabled,
    scrapingEnabled: row.scrapingEnabled,
    scrapingUrl: row.scrapingUrl,
    scrapingSchedule: row.scrapingSchedule,
    scraping: await scrapingStatus(db, row),
  };
}

/** GET /api/instances/:id/settings, for anyone who sees the instance. */
export async function getSettingsView(db: DbOrTx, actor: AuthContext, instanceId: string) {
  return viewOf(db, await requireReadable(db, actor, instanceId));
}

/** '7, 1,3,3' → '1,3,7': the form the schedule and the dialog's day chips read. */
const normaliseWorkDays = (value: string): string =>
  [...new Set(workDayList(value))].sort((a, b) => a - b).join(',');

/** The body over the current settings; a numeric field sent as null takes its default. */
function merged(current: InstanceSettings, body: InstanceSettingsPatchBody): InstanceSettings {
  const next: Record<string, unknown> = { ...current };
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined) continue;
    const numeric = (NUMERIC_SETTING_KEYS as readonly string[]).includes(key);
    next[key] = value === null && numeric ? INSTANCE_SETTINGS_DEFAULTS[key as keyof InstanceSettings] : value;
  }
  const settings = next as InstanceSettings;
  settings.aiWorkDays = normaliseWorkDays(settings.aiWorkDays);
  const phone = settings.consultorNotificationPhone ? onlyDigits(settings.consultorNotificationPhone) : '';
  settings.consultorNotificationPhone = phone || null;
  return settings;
}

/**
 * PATCH /api/instances/:id/settings (admins): every field within the bounds of spec 1 §5, stored in
 * one transaction. The consultant notification is written to the instance row, where PATCH
 * /api/instances/:id keeps it too, so both screens show the same number.
 */
export async function patchSettings(
  app: FastifyInstance,
  actor: AuthContext,
  instanceId: string,
  body: InstanceSettingsPatchBody,
  source: AuditActor,
): Promise<InstanceSettingsView> {
  return app.db.transaction(async (tx) => {
    const row = await requireWritable(tx, actor, instanceId, { lock: true });
    const settings = merged(settingsOf(row), body);
    if (settings.consultorNotificationEnabled && !settings.consultorNotificationPhone) {
      throw validationError(
        'consultorNotificationPhone',
        'Informe o telefone do consultor para ativar a notificação',
      );
    }
    const now = app.clock.now();
    const { consultorNotificationEnabled, consultorNotificationPhone, ...values } = settings;
    // Keys this version does not know (written by an older one) are kept, not dropped.
    await repo.saveSettingsValues(
      tx,
      actor.organizationId,
      instanceId,
      { ...(row.settings ?? {}), ...values },
      now,
    );
    const columns: InstanceColumnChanges = { consultorNotificationEnabled, consultorNotificationPhone };
    await repo.updateInstanceColumns(tx, actor.organizationId, instanceId, columns, now);
    const target = { type: 'instance', id: instanceId };
    await recordChange(tx, source, 'settings.updated', target, settingsOf(row), settings);
    const saved = await requireReadable(tx, actor, instanceId);
    return viewOf(tx, saved);
  });
}

const filled = (text: string): string | null => (text.trim() ? text.trim() : null);

/** GET /api/instances/:id/follow-up-settings (spec 1 §3): what a silent customer will receive. */
export async function getFollowUpSettings(
  db: DbOrTx,
  actor: AuthContext,
  instanceId: string,
): Promise<FollowUpSettingsResponse> {
  const row = await requireReadable(db, actor, instanceId);
  const settings = settingsOf(row);
  const configured = [settings.followUpMessage1, settings.followUpMessage2, settings.followUpMessage3];
  const defaults = [
    INSTANCE_SETTINGS_DEFAULTS.followUpMessage1,
    INSTANCE_SETTINGS_DEFAULTS.followUpMessage2,
    INSTANCE_SETTINGS_DEFAULTS.followUpMessage3,
  ];
  return {
    intervalHours: settings.followUpInterval,
    messageCount: settings.maxFollowUps,
    customMessages: configured
      .slice(0, settings.maxFollowUps)
      .map((text, index) => filled(text) ?? defaults[index] ?? ''),
    enabled: row.globalFollowupEnabled,
    blacklist: settings.followUpBlacklist
      .split(/\r?\n|,/)
      .map(onlyDigits)
      .filter(Boolean),
  };
}
