import { eq } from 'drizzle-orm';
import {
  AI_CONFIG_DEFAULTS,
  AI_OPTION_KEYS,
  type AiConfigFields,
  type AiOptionKey,
  INSTANCE_SETTINGS_DEFAULTS,
  InstanceSettings,
} from '../../contract/ai-config';
import type { DbOrTx } from '../db/client';
import { aiConfigs, instanceSettings, instances, organizations, scrapedKnowledge } from '../db/schema';
import { decryptSecret } from '../lib/crypto';
import { notFound } from '../lib/errors';
import type { EngineDeps } from './deps';

/** The instance's AI as the pipeline uses it: keys decrypted, the five options flattened. */
export interface InstanceAiConfig extends Omit<AiConfigFields, 'provider' | 'qualificationProvider'> {
  /** As stored: one of the spec's providers, or 'demo' (chooseProvider turns anything else into the demo). */
  provider: string;
  qualificationProvider: string;
  apiKey: string | null;
  baseUrl: string | null;
  /** The key for the qualification provider: the main key when both providers are the same. */
  qualificationApiKey: string | null;
}

export interface InstanceConfig {
  instanceId: string;
  organizationId: string;
  instanceName: string;
  timeZone: string;
  ai: InstanceAiConfig;
  /** Every setting of spec 1 §3, defaults applied to what is missing or unreadable. */
  settings: InstanceSettings;
  /** The site's text when scraping is on and a reading succeeded once. */
  knowledge: string | null;
  /** The last "Reiniciar IA": the AI's context starts after it. */
  contextSince: Date | null;
  organizationAiEnabled: boolean;
}

/**
 * Stored values were validated on the way in, but rows may predate a rule or come from a seed;
 * each field that does not read as valid falls back to its default instead of failing the reply.
 */
export function resolveSettings(stored: Record<string, unknown> | null | undefined): InstanceSettings {
  // Every customer message and every reply resolves its instance's settings, several times; the
  // rules (one schema per key) cost far more than the stored text, so each distinct text is
  // resolved once. A copy is answered: callers complete it with the instance's columns.
  const text = JSON.stringify(stored ?? {});
  let resolved = resolvedSettings.get(text);
  if (!resolved) {
    resolved = resolveSettingsOnce(stored ?? {});
    if (resolvedSettings.size >= RESOLVED_SETTINGS_KEPT) resolvedSettings.clear();
    resolvedSettings.set(text, resolved);
  }
  return { ...resolved };
}

const RESOLVED_SETTINGS_KEPT = 1_000;
const resolvedSettings = new Map<string, Readonly<InstanceSettings>>();

function resolveSettingsOnce(values: Record<string, unknown>): InstanceSettings {
  const resolved: Record<string, unknown> = {};
  for (const [key, rule] of Object.entries(InstanceSettings.shape)) {
    const parsed = rule.safeParse(values[key]);
    resolved[key] = parsed.success ? parsed.data : INSTANCE_SETTINGS_DEFAULTS[key as keyof InstanceSettings];
  }
  return resolved as InstanceSettings;
}

/** A key that no longer decrypts (the server's key changed) behaves as no key, and says so in the log. */
export function readSecret(deps: EngineDeps, stored: string | null | undefined): string | null {
  if (!stored) return null;
  try {
    return decryptSecret(deps.config.encryptionKey, stored);
  } catch (error) {
    deps.log.warn({ err: error }, 'stored AI key could not be decrypted; using none');
    return null;
  }
}

function aiOptions(stored: Record<string, boolean> | null | undefined): Record<AiOptionKey, boolean> {
  const options = stored ?? {};
  return Object.fromEntries(
    AI_OPTION_KEYS.map((key) => [
      key,
      typeof options[key] === 'boolean' ? options[key] : AI_CONFIG_DEFAULTS[key],
    ]),
  ) as Record<AiOptionKey, boolean>;
}

/** The columns `toInstanceConfig` reads: the instance joined with its organization, AI config, settings and site. */
export const instanceConfigColumns = {
  instance: {
    id: instances.id,
    organizationId: instances.organizationId,
    name: instances.name,
    consultorNotificationEnabled: instances.consultorNotificationEnabled,
    consultorNotificationPhone: instances.consultorNotificationPhone,
    scrapingEnabled: instances.scrapingEnabled,
    aiMemoryResetAt: instances.aiMemoryResetAt,
  },
  organization: { timezone: organizations.timezone, globalAiEnabled: organizations.globalAiEnabled },
  ai: aiConfigs,
  settings: instanceSettings.values,
  knowledge: scrapedKnowledge.content,
};

export interface InstanceConfigRow {
  instance: {
    id: string;
    organizationId: string;
    name: string;
    consultorNotificationEnabled: boolean;
    consultorNotificationPhone: string | null;
    scrapingEnabled: boolean;
    aiMemoryResetAt: Date | null;
  };
  organization: { timezone: string; globalAiEnabled: boolean };
  ai: typeof aiConfigs.$inferSelect | null;
  settings: Record<string, unknown> | null;
  knowledge: string | null;
}

/**
 * Everything the pipeline needs about an instance, read in the caller's transaction when given one.
 * Deleted instances are returned too: whether to act on them is the caller's decision.
 */
export async function loadInstanceConfig(
  deps: EngineDeps,
  db: DbOrTx,
  instanceId: string,
): Promise<InstanceConfig> {
  const [row] = await db
    .select(instanceConfigColumns)
    .from(instances)
    .innerJoin(organizations, eq(organizations.id, instances.organizationId))
    .leftJoin(aiConfigs, eq(aiConfigs.instanceId, instances.id))
    .leftJoin(instanceSettings, eq(instanceSettings.instanceId, instances.id))
    .leftJoin(scrapedKnowledge, eq(scrapedKnowledge.instanceId, instances.id))
    .where(eq(instances.id, instanceId));
  if (!row) throw notFound('Instância não encontrada');
  return toInstanceConfig(deps, row);
}

/** The config from a row of `instanceConfigColumns`: defaults applied, keys decrypted. */
export function toInstanceConfig(deps: EngineDeps, row: InstanceConfigRow): InstanceConfig {
  const { instance, organization, ai } = row;

  const settings = resolveSettings(row.settings);
  settings.consultorNotificationEnabled = instance.consultorNotificationEnabled;
  settings.consultorNotificationPhone = instance.consultorNotificationPhone;

  const provider = ai?.provider ?? AI_CONFIG_DEFAULTS.provider;
  const qualificationProvider = ai?.qualificationProvider ?? AI_CONFIG_DEFAULTS.qualificationProvider;
  const apiKey = readSecret(deps, ai?.apiKeyEnc);
  const knowledge = instance.scrapingEnabled && row.knowledge?.trim() ? row.knowledge : null;

  return {
    instanceId: instance.id,
    organizationId: instance.organizationId,
    instanceName: instance.name,
    timeZone: organization.timezone,
    ai: {
      ...AI_CONFIG_DEFAULTS,
      ...(ai && {
        model: ai.model,
        prompt: ai.prompt,
        temperature: ai.temperature,
        topP: ai.topP,
        isActive: ai.isActive,
        qualificationModel: ai.qualificationModel,
        qualificationTemperature: ai.qualificationTemperature,
        qualificationTopP: ai.qualificationTopP,
        audioResponseEnabled: ai.audioResponseEnabled,
        audioVoice: ai.audioVoice as AiConfigFields['audioVoice'],
        audioSpeed: ai.audioSpeed,
      }),
      ...aiOptions(ai?.options),
      provider,
      qualificationProvider,
      apiKey,
      baseUrl: ai?.baseUrl ?? null,
      qualificationApiKey:
        qualificationProvider === provider ? apiKey : readSecret(deps, ai?.qualificationApiKeyEnc),
    },
    settings,
    knowledge,
    contextSince: instance.aiMemoryResetAt,
    organizationAiEnabled: organization.globalAiEnabled,
  };
}
