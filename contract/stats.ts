import { z } from 'zod';

/** `GET /api/stats`: the dashboard's cards (spec 1 §3 "Stats"), computed from stored data. */
export const Stats = z.object({
  totalInstances: z.number().int(),
  /** Conversations with a message in the last 24 hours. */
  activeChats: z.number().int(),
  /** Instances whose AI is on and not switched off globally for the instance. */
  activeAI: z.number().int(),
  /** Percent string with one decimal, e.g. '87.5%'; '0.0%' when nobody wrote in the last 24 hours. */
  aiResponseRate: z.string(),
  /** Messages whose WhatsApp time falls on today's date in the organization's time zone. */
  messagesProcessedToday: z.number().int(),
  transferredToConsultant: z.number().int(),
});
export type Stats = z.infer<typeof Stats>;
