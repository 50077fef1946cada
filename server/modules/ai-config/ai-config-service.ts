import type { FastifyInstance } from 'fastify';
import {
  AI_CONFIG_DEFAULTS,
  AI_OPTION_KEYS,
  type AiConfigBody,
  type AiConfigFields,
  type AiConfigResponse,
  AiConfigFields as AiConfigSchema,
  type AiKeysResponse,
} from '../../../contract/ai-config';
import { verifyApiKey } from '../../ai/key-check';
import { chooseProvider } from '../../ai/registry';
import { readSecret } from '../../engine/config';
import { clearInstanceFailure } from '../../engine/reply';
import { aiDefaults } from '../../engine/shared/ai-providers';
import type { AuthContext } from '../../lib/auth-context';
import { encryptSecret, maskSecret } from '../../lib/crypto';
import { validationError } from '../../lib/errors';
import { isMaskedKey } from '../instances/patch-service';
import { requireReadable, requireWritable } from './access';
import * as repo from './repository';

/** The stored row as the contract's fields; a value that no longer reads as valid shows its default. */
function fieldsOf(row: repo.AiConfigRow | undefined): AiConfigFields {
  if (!row) return { ...AI_CONFIG_DEFAULTS };
  const candidate: Record<string, unknown> = { ...row, ...row.options };
  const fields: Record<string, unknown> = {};
  for (const [key, rule] of Object.entries(AiConfigSchema.shape)) {
    const parsed = rule.safeParse(candidate[key]);
    fields[key] = parsed.success ? parsed.data : AI_CONFIG_DEFAULTS[key as keyof AiConfigFields];
  }
  return fields as AiConfigFields;
}

function toResponse(
  app: FastifyInstance,
  instanceId: string,
  row: repo.AiConfigRow | undefined,
): AiConfigResponse {
  const fields = fieldsOf(row);
  const apiKey = readSecret(app, row?.apiKeyEnc);
  const qualificationApiKey = readSecret(app, row?.qualificationApiKeyEnc);
  return {
    ...fields,
    instanceId,
    // A key that no longer decrypts is still "set": it shows as asterisks only.
    apiKey: row?.apiKeyEnc ? maskSecret(apiKey ?? 'unreadable') : '',
    qualificationApiKey: row?.qualificationApiKeyEnc ? maskSecret(qualificationApiKey ?? 'unreadable') : '',
    hasApiKey: !!row?.apiKeyEnc,
    hasQualificationApiKey: !!row?.qualificationApiKeyEnc,
    effectiveProvider: chooseProvider({ provider: row?.provider ?? fields.provider, apiKey }).provider,
    updatedAt: (row?.updatedAt ?? new Date(0)).toISOString(),
  };
}

export async function getAiConfig(app: FastifyInstance, actor: AuthContext, instanceId: string) {
  await requireReadable(app.db, actor, instanceId);
  return toResponse(app, instanceId, await repo.findAiConfig(app.db, actor.organizationId, instanceId));
}

/**
 * What a key field does to the stored key: a masked, 'not set' or blank value keeps it (the dialog
 * only ever had the mask), null removes it, anything else replaces it, encrypted.
 */
function nextKey(
  app: FastifyInstance,
  sent: string | null | undefined,
  stored: string | null,
): string | null {
  if (sent === undefined) return stored;
  if (sent === null) return null;
  if (isMaskedKey(sent)) return stored;
  return encryptSecret(app.config.encryptionKey, sent.trim());
}

const keyChanges = (sent: string | null | undefined): boolean =>
  sent === null || (sent !== undefined && !isMaskedKey(sent));

export async function saveAiConfig(
  app: FastifyInstance,
  actor: AuthContext,
  instanceId: string,
  body: AiConfigBody,
): Promise<AiConfigResponse> {
  const { apiKey, qualificationApiKey, ...changes } = body;
  const keyCheck = await checkNewKey(app, actor, instanceId, body);
  let wasActive: boolean = AI_CONFIG_DEFAULTS.isActive;
  const row = await app.db.transaction(async (tx) => {
    await requireWritable(tx, actor, instanceId, { lock: true });
    const current = await repo.findAiConfig(tx, actor.organizationId, instanceId);
    wasActive = current?.isActive ?? AI_CONFIG_DEFAULTS.isActive;
    // A new key (or none) deserves a fresh start: replies stop being refused for the old one.
    if (keyChanges(apiKey) || (body.provider !== undefined && body.provider !== current?.provider)) {
      await clearInstanceFailure(tx, instanceId);
    }
    const fields: AiConfigFields = { ...fieldsOf(current), ...definedOnly(changes) };
    const options = Object.fromEntries(AI_OPTION_KEYS.map((key) => [key, fields[key]]));
    const sameProvider = fields.qualificationProvider === fields.provider;
    return repo.saveAiConfig(tx, actor.organizationId, instanceId, {
      provider: fields.provider,
      model: fields.model,
      baseUrl: fields.baseUrl || null,
      prompt: fields.prompt,
      temperature: fields.temperature,
      topP: fields.topP,
      isActive: fields.isActive,
      qualificationProvider: fields.qualificationProvider,
      qualificationModel: fields.qualificationModel,
      qualificationTemperature: fields.qualificationTemperature,
      qualificationTopP: fields.qualificationTopP,
      audioResponseEnabled: fields.audioResponseEnabled,
      audioVoice: fields.audioVoice,
      audioSpeed: fields.audioSpeed,
      options: { ...(current?.options ?? {}), ...options },
      apiKeyEnc: nextKey(app, apiKey, current?.apiKeyEnc ?? null),
      // Same provider, same key: a second copy would only drift from the main one.
      qualificationApiKeyEnc: sameProvider
        ? null
        : nextKey(app, qualificationApiKey, current?.qualificationApiKeyEnc ?? null),
      updatedAt: app.clock.now(),
    });
  });
  if (body.isActive !== undefined && body.isActive !== wasActive) {
    // The card's badge and the inbox switch follow the AI config's switch live.
    await app.events.publish(actor.organizationId, {
      type: body.isActive ? 'ai_enabled' : 'ai_disabled',
      instanceId,
    });
  }
  return { ...toResponse(app, instanceId, row), ...(keyCheck && { keyCheck }) };
}

type KeyCheck = NonNullable<AiConfigResponse['keyCheck']>;

/**
 * A new key is tried against its provider before it is stored (a models list, no tokens): a
 * refused key answers 400 on its field with the provider's words; an unreachable provider keeps it.
 * The qualification's own key is checked the same way while its provider differs from the main one
 * (on the same provider the main key is used and a second one is not stored).
 */
async function checkNewKey(
  app: FastifyInstance,
  actor: AuthContext,
  instanceId: string,
  body: AiConfigBody,
): Promise<AiConfigResponse['keyCheck']> {
  const mainKey = newKeyOf(body.apiKey);
  const qualificationKey = newKeyOf(body.qualificationApiKey);
  if (!mainKey && !qualificationKey) return undefined;
  await requireWritable(app.db, actor, instanceId);
  const current = providersToSave(await repo.findAiConfig(app.db, actor.organizationId, instanceId), body);
  const checks: KeyCheck[] = [];
  if (mainKey) {
    checks.push(await tryKey(app, 'apiKey', 'Chave da API', current.provider, mainKey, current.baseUrl));
  }
  if (qualificationKey && current.qualificationProvider !== current.provider) {
    checks.push(
      await tryKey(
        app,
        'qualificationApiKey',
        'Chave da API da qualificação',
        current.qualificationProvider,
        qualificationKey,
        null,
      ),
    );
  }
  return checks.find((check) => check.status === 'unverified') ?? checks[0];
}

const newKeyOf = (sent: string | null | undefined): string | undefined =>
  sent && !isMaskedKey(sent) ? sent.trim() : undefined;

/** The providers and base URL the save will store: the body's where given, else the stored ones. */
function providersToSave(current: repo.AiConfigRow | undefined, body: AiConfigBody) {
  const stored = fieldsOf(current);
  return {
    provider: body.provider ?? stored.provider,
    qualificationProvider: body.qualificationProvider ?? stored.qualificationProvider,
    baseUrl: body.baseUrl !== undefined ? body.baseUrl : (current?.baseUrl ?? null),
  };
}

async function tryKey(
  app: FastifyInstance,
  field: 'apiKey' | 'qualificationApiKey',
  label: string,
  provider: AiConfigFields['provider'],
  apiKey: string,
  baseUrl: string | null,
): Promise<KeyCheck> {
  const verdict = await verifyApiKey({ provider, apiKey, baseUrl }, aiDefaults(app));
  if (verdict.status === 'rejected') throw validationError(field, `${label} recusada: ${verdict.message}`);
  return verdict.status === 'accepted'
    ? { status: 'accepted', message: `${label} aceita pelo provedor` }
    : { status: 'unverified', message: `${label} salva sem verificação: ${verdict.message}` };
}

/** The keys in clear text (spec 1 §6: the admin's "show keys"); the route admits admins only. */
export async function revealAiKeys(
  app: FastifyInstance,
  actor: AuthContext,
  instanceId: string,
): Promise<AiKeysResponse> {
  await requireWritable(app.db, actor, instanceId);
  const row = await repo.findAiConfig(app.db, actor.organizationId, instanceId);
  // Who saw a key in clear text is worth knowing later.
  await repo.writeLogLine(app.db, {
    organizationId: actor.organizationId,
    instanceId,
    level: 'info',
    category: 'security',
    message: `Chaves de IA da instância exibidas para ${actor.email}`,
    timestamp: app.clock.now(),
  });
  return {
    apiKey: readSecret(app, row?.apiKeyEnc),
    qualificationApiKey: readSecret(app, row?.qualificationApiKeyEnc),
  };
}

function definedOnly<T extends Record<string, unknown>>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>;
}
