/**
 * The demo's answer shaped by the prompt's context, as a model following it would: the greeting of
 * the hour and the customer's name open the conversation (or answer the customer's own greeting),
 * and are not repeated in every message.
 */
import type { ChatMessage } from '../port';
import { readPromptContext } from '../prompt-context';
import type { DemoIntent } from './replies';

/** The plain salutation some canned replies start with, replaced by the personal one. */
const PLAIN_SALUTATION = /^(Olá|Oi)!\s*/;

export function personaliseReply(
  text: string,
  system: string,
  messages: readonly ChatMessage[],
  intent: DemoIntent,
): string {
  const opening = !messages.some((message) => message.role === 'assistant');
  if (!opening && intent !== 'greeting') return text;
  const { contactName, greeting } = readPromptContext(system);
  if (!contactName && !greeting) return text;
  const salutation = greeting ?? 'Olá';
  const head = contactName ? `${salutation}, ${contactName}!` : `${salutation}!`;
  return `${head} ${text.replace(PLAIN_SALUTATION, '')}`;
}
