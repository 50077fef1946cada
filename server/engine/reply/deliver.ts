import type { SQL } from 'drizzle-orm';
import type { SpeechProvider } from '../../ai/port';
import { SPEECH_MAX_CHARS } from '../../ai/speech-formats';
import { splitReply } from '../../ai/split-reply';
import type { PresenceKind } from '../../gateways/port';
import { gatewayForInstance, type ResolvedGateway } from '../../gateways/resolve';
import { sleepOn } from '../../lib/clock';
import type { EngineDeps } from '../deps';
import { followUpLadderInStatement, followUpLadderWithSend } from '../followup';
import type { OutboundTarget } from '../outbound';
import {
  type AfterSent,
  markAnsweredReadWithSend,
  type OutboundRoute,
  READ_RECEIPTS_MARKED,
  receiptIdsOf,
  sendOutbound,
  sendReadReceipts,
} from '../outbound';
import { pauseBeforeNextPartMs, type Random, type TypingSettings, typingDurationMs } from './typing';

/** Longest text message of a split reply: a paragraph or two, as a person would send. */
export const MAX_PART_CHARS = 600;

export interface ReplyTarget {
  organizationId: string;
  instanceId: string;
  conversationId: string;
}

export interface DeliverySettings extends TypingSettings {
  singleMessage: boolean;
}

export interface VoiceOptions {
  speech: SpeechProvider;
  voice: string;
  speed: number;
}

export interface DeliveryReport {
  sent: number;
  failed: number;
  audio: number;
  /** Parts meant as audio that went out as text because the voice could not be made. */
  audioFallbacks: string[];
  /** Why delivery stopped before the end (the AI was switched off meanwhile). */
  stoppedBecause?: string;
  errors: string[];
  /** Where the last part went, for what follows the reply (the read receipts). */
  route?: OutboundRoute;
  /**
   * Customer messages marked read with the last part (`markReadWithLast`), receipts sent; undefined
   * when that did not happen (the caller marks them itself).
   */
  markedRead?: number;
  /** The caller's `finishWithLast` statement was made with the last part's record. */
  finished?: boolean;
}

/**
 * The answer of `stillWanted` before each part: why to stop, or where the part goes (null when the
 * check could not tell; the send then looks it up itself).
 */
/** The monitor's word for a reply the 24-hour window stopped. */
export const OUTSIDE_WINDOW_STOP = 'fora da janela de 24 h';

export type PartCheck =
  | { stop: string }
  | {
      stop: null;
      target: OutboundTarget | null;
      /** The part, stored as pending by the check when it was given the text (see `stillWanted`). */
      storedAs?: string;
      /** The follow-up ladder's facts, when the check was asked for them (`ladderNowText`). */
      ladder?: string | null;
    };

/** The reply as WhatsApp messages: one voice note (cut at the TTS limit), one text, or natural parts. */
export function replyParts(text: string, settings: DeliverySettings, asAudio: boolean): string[] {
  if (asAudio) return splitReply(text, SPEECH_MAX_CHARS);
  if (settings.singleMessage) return [text.trim()].filter(Boolean);
  return splitReply(text, MAX_PART_CHARS);
}

/** "digitando…"/"gravando…" on the customer's phone; blocks for the duration, as the gateway does. */
async function showPresence(
  deps: EngineDeps,
  target: ReplyTarget,
  presence: PresenceKind,
  durationMs: number,
  route: OutboundRoute | undefined,
) {
  if (durationMs <= 0) return;
  const { organizationId, instanceId, conversationId } = target;
  const shown = await sendOutbound(
    deps,
    { kind: 'presence', organizationId, instanceId, conversationId, presence, durationMs },
    route,
  );
  // Typing is decoration: the reply goes out without it, after the same wait.
  if (shown.status === 'failed') await sleepOn(deps.clock, durationMs);
}

/**
 * The gateway of the reply's instance, resolved once for all its parts (resolving reads the
 * organization's credentials). A failure leaves it to the send, which records why.
 */
async function routeTo(
  deps: EngineDeps,
  target: OutboundTarget | null,
  previous: OutboundRoute | undefined,
): Promise<OutboundRoute | undefined> {
  if (!target) return undefined;
  let gateway: ResolvedGateway | null = previous?.gateway ?? null;
  if (!gateway) gateway = await gatewayForInstance(deps, target.instance).catch(() => null);
  return { target, gateway };
}

/**
 * `after`, also marking the customer's messages read in the same statement (first, so `after`'s
 * writes may count them: `READ_RECEIPTS_MARKED`); `read` gets their gateway ids once it is recorded.
 */
function withReadMarks(
  deps: Pick<EngineDeps, 'db'>,
  target: ReplyTarget,
  after: AfterSent,
  read: (gatewayMessageIds: string[]) => void,
): AfterSent {
  return {
    ...after,
    with: (sent) => {
      const own = after.with?.(sent) ?? { ctes: [], columns: [] };
      const marks = markAnsweredReadWithSend(deps.db, target);
      return { ctes: [...marks.ctes, ...own.ctes], columns: [...own.columns, ...marks.columns] };
    },
    onRecorded: async (db, sent, answer) => {
      read(receiptIdsOf(answer));
      await after.onRecorded?.(db, sent, answer);
    },
  };
}

async function voiceOf(voice: VoiceOptions, text: string): Promise<{ base64: string; mimetype: string }> {
  const audio = await voice.speech.synthesize({
    text,
    voice: voice.voice,
    speed: voice.speed,
    format: 'opus',
  });
  return { base64: Buffer.from(audio.bytes).toString('base64'), mimetype: audio.mimetype };
}

/**
 * Sends the reply part by part: a smart pause between parts, the typing (or recording) presence for
 * the part's typing time, then the message through `sendOutbound`. Before each part the caller's
 * `stillWanted` is asked again, so an operator switching the AI off mid-reply stops the rest.
 */
export async function deliverReply(
  deps: EngineDeps,
  target: ReplyTarget,
  input: {
    text: string;
    settings: DeliverySettings;
    voice: VoiceOptions | null;
    /**
     * Asked before each part; given the part's text when nothing but its send follows the check
     * (a text part), it may store the part as pending in the same round trip (`storedAs`). With
     * `forLast` (the check right before the last part's send) it reads the ladder's facts too.
     */
    stillWanted: (text?: string, forLast?: boolean) => Promise<PartCheck>;
    /**
     * Mark the customer's messages read in the statement that records the last part sent, and send
     * the receipts after it (as `markAnsweredRead` does after the reply), instead of a statement
     * of their own; only when nothing else is sent after the reply.
     */
    markReadWithLast?: boolean;
    /**
     * The caller's closing writes (the job's done with its monitor record) as common table
     * expressions, given the report as it stands once the last part is recorded and, when the
     * customer's messages are marked read in the same statement, how many (an SQL count): made by
     * the statement that records the last part, so the reply is finished exactly when its last part
     * is recorded sent. Only with a known route, and only when nothing else is sent after the reply.
     */
    finishWithLast?: (report: DeliveryReport, markedRead: SQL | null) => SQL[];
    random?: Random;
  },
): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, failed: 0, audio: 0, audioFallbacks: [], errors: [] };
  const parts = replyParts(input.text, input.settings, input.voice !== null);
  for (const [index, part] of parts.entries()) {
    const previous = parts[index - 1];
    if (previous !== undefined)
      await sleepOn(deps.clock, pauseBeforeNextPartMs(previous, input.settings, input.random));
    // Known before the check (it draws on `random` as it did after it): without typing, the check
    // is the last thing before a text part's send, so it stores the part too.
    const typingMs = typingDurationMs(part, input.settings, input.random);
    const isLast = index === parts.length - 1;
    let check = await input.stillWanted(
      typingMs <= 0 && !input.voice ? part : undefined,
      isLast && typingMs <= 0,
    );
    if (check.stop !== null) {
      report.stoppedBecause = check.stop;
      return report;
    }
    let storedAs = check.storedAs;
    report.route = await routeTo(deps, check.target, report.route);
    let audio: { base64: string; mimetype: string } | undefined;
    if (input.voice) {
      try {
        audio = await voiceOf(input.voice, part);
      } catch (error) {
        deps.log.warn({ err: error, conversationId: target.conversationId }, 'voice reply not synthesized');
        report.audioFallbacks.push(error instanceof Error ? error.message : String(error));
      }
    }
    await showPresence(deps, target, audio ? 'recording' : 'composing', typingMs, report.route);
    // The customer may answer "parar" to the typing indicator: asked again after a wait.
    if (typingMs > 0) {
      const afterTyping = await input.stillWanted(audio ? undefined : part, isLast);
      if (afterTyping.stop !== null) {
        report.stoppedBecause = afterTyping.stop;
        return report;
      }
      check = afterTyping;
      storedAs = afterTyping.storedAs;
    }
    let receipts: string[] | undefined;
    const route = report.route;
    const finish = isLast && route ? input.finishWithLast : undefined;
    const markReadWithLast = Boolean(input.markReadWithLast && isLast && route);
    const sentSoFar = (): DeliveryReport => ({
      ...report,
      sent: report.sent + 1,
      audio: report.audio + (audio ? 1 : 0),
      route,
    });
    // Our message restarts the follow-up ladder with the statement that records it sent: a part
    // before the last in that statement's transaction, the last with the reply's closing writes in
    // that one statement alone (its rung decided from the check's facts, see start.ts).
    const ladder = check.ladder ?? null;
    let after: AfterSent = finish
      ? followUpLadderInStatement(deps.db, target, ladder, () => ({
          ctes: finish(sentSoFar(), markReadWithLast ? READ_RECEIPTS_MARKED : null),
          columns: [],
        }))
      : followUpLadderWithSend(target);
    if (markReadWithLast) {
      after = withReadMarks(deps, target, after, (ids) => {
        receipts = ids;
      });
    }
    const result = await sendOutbound(
      deps,
      { ...target, origin: 'ai', text: part, audio, storedAs },
      route,
      after,
    );
    if (result.status === 'sent') {
      report.sent += 1;
      if (audio) report.audio += 1;
      if (finish) report.finished = true;
      if (receipts && route) {
        await sendReadReceipts(deps, route.target, receipts, route.gateway);
        report.markedRead = receipts.length;
      }
    } else if (result.reason === 'outside_window') {
      // The official API's 24-hour window closed: no free text may go, so the reply ends here,
      // visible on the monitor record, and nothing is stored as a failed bubble.
      report.stoppedBecause = OUTSIDE_WINDOW_STOP;
      return report;
    } else {
      report.failed += 1;
      if (result.error) report.errors.push(result.error);
    }
  }
  return report;
}
