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
