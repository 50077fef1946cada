import { and, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { ERASED_TEXT } from '../../../contract/privacy';
import type { Tx } from '../../db/client';
import { logs, messages } from '../../db/schema';
import { likePattern } from '../../lib/list-query';
import { withMobileForms } from '../../lib/phone-forms';

/** Who the log lines must stop naming, and what they must stop quoting. */
export interface LogSubject {
  organizationId: string;
  /** Digits, and the chat JIDs WhatsApp gave the contact (a mobile's other form is added here). */
  numbers: string[];
  /** The contact's name; too short a name is only replaced, never searched for. */
  name: string;
  conversationIds: string[];
}

/** A name shorter than this ("Ana") is too common to pick lines by; it is still replaced in them. */
const NAME_TO_SEARCH = 5;
/** Texts shorter than this ("ok") are replaced only where a whole value is that text. */
const TEXT_TO_REPLACE = 4;

/**
 * The erasure of a contact (LGPD), on the system log: the organization's lines that name the
 * contact (their number, JID or name) or are about their conversations keep their time, level,
 * category and the rest of their words, with the number, name and every text of those
 * conversations replaced by `ERASED_TEXT`. The line stays, so the log still tells what the system
 * did and when. Runs before the messages are erased (it reads their texts). Answers the lines
 * changed.
 */
export async function redactContactLogs(tx: Tx, subject: LogSubject): Promise<number> {
  const { organizationId, name, conversationIds } = subject;
  const numbers = withMobileForms(subject.numbers);
  const searched = [...numbers, ...conversationIds];
  if (name.trim().length >= NAME_TO_SEARCH) searched.push(name.trim());
  const picks: SQL[] = searched
    .filter((value) => value.length > 0)
    .map((value) => {
      const pattern = likePattern(value);
      return or(ilike(logs.message, pattern), sql`${logs.metadata}::text ilike ${pattern}`) as SQL;
    });
  if (picks.length === 0) return 0;
  const lines = await tx
    .select({ id: logs.id, message: logs.message, metadata: logs.metadata })
    .from(logs)
    .where(and(eq(logs.organizationId, organizationId), or(...picks)));
  if (lines.length === 0) return 0;

  const texts = conversationIds.length
    ? await tx
        .select({ content: messages.content, transcription: messages.transcription })
        .from(messages)
        .where(
          and(eq(messages.organizationId, organizationId), inArray(messages.conversationId, conversationIds)),
        )
    : [];
  const words = new Set<string>([...numbers, name.trim()]);
  for (const row of texts) {
    for (const text of [row.content, row.transcription]) if (text?.trim()) words.add(text.trim());
  }
  // Longest first: a message that quotes the name is replaced whole, not around the name.
  const replaced = [...words].filter((word) => word.length > 0).sort((a, b) => b.length - a.length);
  const redact = (text: string): string => {
    if (replaced.includes(text.trim())) return ERASED_TEXT;
    let result = text;
    for (const word of replaced) {
      if (word.length >= TEXT_TO_REPLACE || numbers.includes(word))
        result = result.split(word).join(ERASED_TEXT);
    }
    return result;
  };

  let changed = 0;
  for (const line of lines) {
    const message = redact(line.message);
    const metadata = line.metadata ? (redactValues(line.metadata, redact) as Record<string, unknown>) : null;
    if (message === line.message && JSON.stringify(metadata) === JSON.stringify(line.metadata)) continue;
    await tx.update(logs).set({ message, metadata }).where(eq(logs.id, line.id));
    changed += 1;
  }
  return changed;
}

/** A copy of a JSON value with every string passed through `redact`. */
function redactValues(value: unknown, redact: (text: string) => string): unknown {
  if (typeof value === 'string') return redact(value);
  if (Array.isArray(value)) return value.map((item) => redactValues(item, redact));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, redactValues(item, redact)]));
}
