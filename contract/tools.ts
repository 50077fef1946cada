import { z } from 'zod';

/** The admin's workbench at `/tools`: re-sync an instance's webhook, replay a stored webhook event. */

export const ResyncWebhookResponse = z.object({
  success: z.boolean(),
  url: z.string(),
  message: z.string(),
});
export type ResyncWebhookResponse = z.infer<typeof ResyncWebhookResponse>;

export const ReplayResponse = z.object({
  success: z.literal(true),
  received: z.number().int(),
  message: z.string(),
});
export type ReplayResponse = z.infer<typeof ReplayResponse>;

/** The prompt playground: a customer's message tried against an instance's real AI settings. */
export const PlaygroundBody = z.object({
  message: z
    .string({ error: 'Digite a mensagem do cliente' })
    .trim()
    .min(1, 'Digite a mensagem do cliente')
    .max(2000, 'A mensagem pode ter no máximo 2000 caracteres'),
  contactName: z.string().trim().max(80, 'O nome pode ter no máximo 80 caracteres').optional(),
});
export type PlaygroundBody = z.infer<typeof PlaygroundBody>;

export const PlaygroundVehicle = z.object({
  id: z.string(),
  car: z.string(),
  price: z.number(),
  km: z.number(),
  color: z.string(),
});

export const PlaygroundResponse = z.object({
  /** The whole answer, or null when the provider failed (then `error` says why, in pt-BR). */
  answer: z.string().nullable(),
  /** The WhatsApp messages the answer would be sent as. */
  parts: z.array(z.string()),
  error: z.string().nullable(),
  provider: z.string(),
  model: z.string(),
  /** Why the offline demo answered instead of the configured provider, when it did. */
  demoReason: z.string().nullable(),
  decision: z.object({
    shouldRespond: z.boolean(),
    reason: z.string(),
    switches: z.object({
      organizationAiEnabled: z.boolean(),
      instanceAiEnabled: z.boolean(),
      aiConfigActive: z.boolean(),
      instanceGlobalAiEnabled: z.boolean(),
      enableAutoResponse: z.boolean(),
      aiScheduleEnabled: z.boolean(),
    }),
  }),
  prompt: z.object({
    system: z.string(),
    messages: z.array(z.object({ role: z.enum(['user', 'assistant']), content: z.string() })),
    temperature: z.number(),
    topP: z.number(),
  }),
  stock: z.object({
    match: z.enum(['exact', 'closest']).nullable(),
    vehicles: z.array(PlaygroundVehicle),
  }),
  durationMs: z.number().int(),
});
export type PlaygroundResponse = z.infer<typeof PlaygroundResponse>;

/** A failed message of ours to the customer (the AI's, a follow-up) that can be sent again. */
export const FailedMessage = z.object({
  id: z.string(),
  conversationId: z.string(),
  instanceId: z.string(),
  instanceName: z.string(),
  contactNumber: z.string(),
  contactName: z.string(),
  origin: z.enum(['ai', 'followup']),
  content: z.string(),
  error: z.string().nullable(),
  timestamp: z.string(),
});
export type FailedMessage = z.infer<typeof FailedMessage>;

export const FailedMessageFilter = z.object({
  instanceId: z.uuid('Instância inválida').optional(),
  origin: z.enum(['ai', 'followup']).optional(),
});

export const ResendResult = z.object({
  /** The failed message that was sent again. */
  messageId: z.string(),
  /** The new message the send stored (null when the conversation is gone). */
  resentMessageId: z.string().nullable(),
  status: z.enum(['sent', 'failed']),
  error: z.string().nullable(),
});
export type ResendResult = z.infer<typeof ResendResult>;

export const ResendBatchBody = z.object({
  ids: z
    .array(z.uuid('Mensagem inválida'), { error: 'Informe as mensagens a reenviar' })
    .min(1, 'Selecione ao menos uma mensagem')
    .max(50, 'Reenvie no máximo 50 mensagens por vez'),
});
export type ResendBatchBody = z.infer<typeof ResendBatchBody>;

export const ResendBatchResponse = z.object({
  sent: z.number().int(),
  failed: z.number().int(),
  /** Ids that were not failed messages of ours any more (already re-sent, or not visible). */
  skipped: z.number().int(),
  results: z.array(ResendResult),
});
export type ResendBatchResponse = z.infer<typeof ResendBatchResponse>;
