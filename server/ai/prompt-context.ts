/**
 * The lines of the prompt's "Contexto do atendimento" that carry the contact's name and the greeting
 * for the hour, and their reader. The offline demo has no model to follow the prompt, so it reads
 * these lines back: both sides live here so the wording cannot drift apart.
 */

/** The greeting of the hour, as the prompt and the demo say it. */
export type Greeting = 'bom dia' | 'boa tarde' | 'boa noite';

export function contactNameLine(name: string): string {
  return `O cliente se chama ${name}. Chame-o pelo nome de forma natural, sem repetir o nome em todas as mensagens.`;
}

export function greetingLine(greeting: Greeting): string {
  const word = greeting.charAt(0).toUpperCase() + greeting.slice(1);
  return `Ao cumprimentar o cliente, use "${word}", de acordo com o horário dele. Cumprimente só no início da conversa, não em toda mensagem.`;
}

export interface PromptContext {
  /** Present only when the prompt asks to call the customer by name. */
  contactName?: string;
  /** Present only when the prompt asks to greet by the time of day, as written ("Bom dia"). */
  greeting?: string;
}

const NAME = /^- O cliente se chama (.+)\. Chame-o pelo nome/m;
const GREETING = /^- Ao cumprimentar o cliente, use "([^"]+)"/m;

export function readPromptContext(system: string): PromptContext {
  const context: PromptContext = {};
  const name = NAME.exec(system)?.[1];
  if (name) context.contactName = name;
  const greeting = GREETING.exec(system)?.[1];
  if (greeting) context.greeting = greeting;
  return context;
}
