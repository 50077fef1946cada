import type { ContextMessage } from '../../shared/conversation-context';
import type { HotLead } from './queue';

/** How many of the latest messages the consultant reads in the notice. */
export const NOTICE_RECENT_MESSAGES = 5;
const LINE_CHARS = 160;

const SPEAKERS: Record<ContextMessage['origin'], string> = {
  contact: 'Cliente',
  ai: 'IA',
  human: 'Atendente',
  followup: 'Follow-up',
  system: 'Sistema',
};

const MEDIA_LABELS: Record<string, string> = {
  image: '[imagem]',
  audio: '[áudio]',
  video: '[vídeo]',
  document: '[documento]',
  sticker: '[figurinha]',
};

export interface NoticeFacts {
  instanceName: string;
  contactName: string;
  contactNumber: string;
  keywords: readonly string[];
  hot: HotLead | null;
  /** Why the AI's reply gave up, when it did. */
  aiFailure?: string | null;
  /** Why the AI handed the customer to a human, when it did. */
  handOver?: string | null;
  /** Oldest first. */
  recent: readonly ContextMessage[];
  link: string;
}

function lineOf(message: ContextMessage): string {
  const said = (message.transcription ?? message.content).replace(/\s+/g, ' ').trim();
  const text = said || (message.mediaType ? (MEDIA_LABELS[message.mediaType] ?? '[arquivo]') : '');
  const cut = text.length > LINE_CHARS ? `${text.slice(0, LINE_CHARS - 1)}…` : text;
  return `• ${SPEAKERS[message.origin]}: ${cut}`;
}

/** The WhatsApp message the consultant gets: who, why, what was said and where to answer. */
export function noticeText(facts: NoticeFacts): string {
  const lines: string[] = [];
  if (facts.aiFailure) {
    lines.push(`🚨 *A IA não conseguiu responder* — ${facts.instanceName}`);
    lines.push(`Motivo: ${facts.aiFailure}`, 'Responda o cliente pelo Vendaí.');
  }
  if (facts.handOver) {
    lines.push(`🙋 *A IA transferiu o cliente para você* — ${facts.instanceName}`);
    lines.push(`Motivo: ${facts.handOver}`);
  }
  if (facts.hot) {
    lines.push(`🔥 *Lead quente* — ${facts.instanceName}`);
    lines.push(`Score: ${facts.hot.score}/100${facts.hot.reason ? ` — ${facts.hot.reason}` : ''}`);
  } else if (!facts.aiFailure && !facts.handOver) {
    lines.push(`⚠️ *Alerta de palavra-chave* — ${facts.instanceName}`);
  }
  if (facts.keywords.length > 0) lines.push(`Palavras-chave: ${facts.keywords.join(', ')}`);
  const name = facts.contactName.trim();
  lines.push('', `Cliente: ${name && name !== facts.contactNumber ? name : 'Sem nome'}`);
  lines.push(`Número: +${facts.contactNumber}`);
  const recent = facts.recent.map(lineOf).filter((line) => !line.endsWith(': '));
  if (recent.length > 0) lines.push('', 'Últimas mensagens:', ...recent);
  lines.push('', `Abrir conversa: ${facts.link}`);
  return lines.join('\n');
}
