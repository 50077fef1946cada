import { z } from 'zod';

/** What the gateway's webhook call is answered with: how many events the body carried. */
export const WebhookAck = z.object({ received: z.number().int() });
export type WebhookAck = z.infer<typeof WebhookAck>;
