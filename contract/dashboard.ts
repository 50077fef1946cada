import { z } from 'zod';
import { CloudInstanceBody } from './cloud';
import { onlyDigits } from './common';
import { GatewayKind, Instance, InstanceUpdateBody } from './instances';

/** Bodies and answers of the instance dashboard's calls (spec 1 §3, §7). */

/** POST /api/instances on the organization's gateway (Evolution or the simulator). */
export const GatewayInstanceBody = InstanceUpdateBody.pick({ name: true, phone: true }).extend({
  provider: z.literal('evolution').optional(),
});

/** POST /api/instances: an instance for the calling user; `provider: "cloud"` for an official number. */
export const CreateInstanceBody = z.discriminatedUnion('provider', [GatewayInstanceBody, CloudInstanceBody]);
export type CreateInstanceBody = z.infer<typeof CreateInstanceBody>;

/** The created instance, with the gateway's first QR when it already had one. */
export const CreateInstanceResponse = Instance.extend({ qrCode: z.string().nullable() });
export type CreateInstanceResponse = z.infer<typeof CreateInstanceResponse>;

const consultorPhone = z
  .string({ message: 'Telefone do consultor inválido' })
  .trim()
  .transform(onlyDigits)
  .refine((digits) => digits === '' || (digits.length >= 10 && digits.length <= 15), {
    message: 'Telefone do consultor deve ter entre 10 e 15 dígitos',
  })
  .nullish();

/**
 * PATCH /api/instances/:id. `bikerhubApiKey` is the instance's own gateway key: write-only, stored
 * encrypted; a masked value (asterisks), 'not set' or a blank one leaves the stored key as it is,
 * and null clears it.
 */
export const InstancePatchBody = z.object({
  consultorNotificationEnabled: z
    .boolean({ message: 'Notificação do consultor deve ser verdadeiro ou falso' })
    .optional(),
  consultorNotificationPhone: consultorPhone,
  aiEnabled: z.boolean({ message: 'IA deve ser verdadeiro ou falso' }).optional(),
  bikerhubApiKey: z
    .string({ message: 'API Key inválida' })
    .max(500, { message: 'API Key muito longa' })
    .nullish(),
});
export type InstancePatchBody = z.infer<typeof InstancePatchBody>;

/** POST /api/instances/:id/disconnect. */
export const DisconnectResponse = z.object({
  success: z.literal(true),
  /** `already_closed` when the gateway had no session to end. */
  outcome: z.enum(['logged_out', 'already_closed']),
  message: z.string(),
  instance: Instance,
});
export type DisconnectResponse = z.infer<typeof DisconnectResponse>;

/**
 * GET /api/instances/:id/fetch-evolution-qr. `isTemporary`: no QR yet, poll again shortly.
 * `tokenStatus: 'expired'` with `requiresNewToken`: the gateway refused our key (offer the token
 * dialog). A gateway that is down answers 502 with `success: false`, `error` and `message`.
 */
export const QrResponse = z.object({
  success: z.boolean(),
  qrCode: z.string().nullable(),
  alreadyConnected: z.boolean(),
  isTemporary: z.boolean(),
  tokenStatus: z.enum(['valid', 'expired']).nullable(),
  requiresNewToken: z.boolean(),
  pairingCode: z.string().nullable(),
  gateway: GatewayKind,
  message: z.string(),
  error: z.string().optional(),
});
export type QrResponse = z.infer<typeof QrResponse>;

export const SyncReason = z.enum([
  'in_sync',
  'gateway_open',
  'gateway_closed',
  'gateway_connecting',
  'gateway_unauthorized',
  'gateway_unavailable',
]);
export type SyncReason = z.infer<typeof SyncReason>;

/**
 * POST /api/instances/:id/sync-status. `correction` is what was changed on the stored instance to
 * match the gateway; `canSync: false` when the gateway could not be asked (always HTTP 200, the
 * dialog polls it).
 */
export const SyncStatusResponse = z.object({
  correction: z
    .object({
      action: z.enum(['mark_connected', 'mark_disconnected']),
      newStatus: z.enum(['connected', 'disconnected']),
    })
    .nullable(),
  canSync: z.boolean(),
  isConnected: z.boolean(),
  message: z.string(),
  reason: SyncReason,
});
export type SyncStatusResponse = z.infer<typeof SyncStatusResponse>;

const Check = z.object({ ok: z.boolean(), reason: z.string() });

/** GET /api/instances/:id/diagnostics. */
export const DiagnosticsResponse = z.object({
  overallOk: z.boolean(),
  checks: z.object({
    aiConfig: Check.extend({
      provider: z.string(),
      usesDemoProvider: z.boolean(),
      /** AI replies that gave up (after their retries) in the last 24 hours. */
      recentFailures: z.number().int().nonnegative(),
    }),
    bikerHubConfig: Check.extend({ gateway: GatewayKind, connectionState: z.string().nullable() }),
  }),
});
export type DiagnosticsResponse = z.infer<typeof DiagnosticsResponse>;

/** POST /api/instances/:id/system-settings. */
export const SystemSettingsBody = z.object({
  globalAiEnabled: z.boolean({ message: 'globalAiEnabled deve ser verdadeiro ou falso' }),
});
export type SystemSettingsBody = z.infer<typeof SystemSettingsBody>;

export const SystemSettingsResponse = z.object({
  success: z.literal(true),
  instanceId: z.string(),
  globalAiEnabled: z.boolean(),
  message: z.string(),
});
export type SystemSettingsResponse = z.infer<typeof SystemSettingsResponse>;

const requiredCredential = z
  .string({ message: 'Token e API Key são obrigatórios' })
  .trim()
  .min(1, { message: 'Token e API Key são obrigatórios' })
  .max(500, { message: 'Token ou API Key muito longos' });

/**
 * POST /api/bikerhub/update-token: the organization's gateway credentials. `apikey` is the Evolution
 * global key (checked before storing), `token` is kept with it; `url` optionally names the Evolution
 * server when the environment does not (EVOLUTION_API_URL).
 */
export const UpdateTokenBody = z.object({
  token: requiredCredential,
  apikey: requiredCredential,
  url: z.url({ message: 'URL da Evolution API inválida' }).max(500).optional(),
});
export type UpdateTokenBody = z.infer<typeof UpdateTokenBody>;

/** `success: false` with `error` when the gateway refused the key (HTTP 200, the dialog shows it). */
export const UpdateTokenResponse = z.object({
  success: z.boolean(),
  instances: z.number().int(),
  error: z.string().nullable(),
  message: z.string(),
});
export type UpdateTokenResponse = z.infer<typeof UpdateTokenResponse>;
