import type { z } from 'zod';
import type { EngineDeps } from '../deps';

/** Who and where a tool acts: the conversation of one reply job. */
export interface ToolContext {
  readonly deps: EngineDeps;
  readonly organizationId: string;
  readonly instanceId: string;
  readonly conversationId: string;
  /** The conversation's lead, when it has one. */
  readonly leadId: string | null;
  /** The customer's phone number, digits only. */
  readonly contactPhone: string;
  /** The time the reply job runs at (the app's clock), for relative dates such as "amanhã". */
  readonly now: Date;
}

/**
 * What a tool answers: a JSON-able result for the model, or a short error the model can recover from.
 * `timeline` is the pt-BR line staff see in the chat (never sent to the customer), e.g.
 * "IA agendou test drive — sáb 06/12 10:00 — Corolla XEi 2020".
 */
export type ToolOutcome =
  | { readonly ok: true; readonly result: Record<string, unknown>; readonly timeline?: string }
  | { readonly ok: false; readonly error: string };

export interface AiTool<Args extends z.ZodType = z.ZodType> {
  /** pt-BR snake_case, e.g. `agendar_visita`. */
  readonly name: string;
  /** For the model, pt-BR, one or two sentences. */
  readonly description: string;
  /** Arguments, checked before `run`; also turned into the providers' JSON schema. */
  readonly parameters: Args;
  run(context: ToolContext, args: z.infer<Args>): Promise<ToolOutcome>;
}
