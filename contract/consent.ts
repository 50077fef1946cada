import { z } from 'zod';
import { Id } from './common';

/**
 * Consent to our proactive messages (issue 25): the words a contact sends, as the whole message,
 * to stop them or to have them back. Compared without case, accents, punctuation or extra spaces.
 */

export const CONSENT_STATUSES = ['unknown', 'opted_in', 'opted_out'] as const;
export type ConsentStatus = (typeof CONSENT_STATUSES)[number];

const OPT_OUT = [
  'parar',
  'pare',
  'sair',
  'cancelar',
  'cancela',
  'descadastrar',
  'descadastre',
  'descadastra',
  'stop',
  'nao quero mais receber',
  'nao quero receber',
  'nao quero mais receber mensagens',
  'nao quero receber mensagens',
  'nao me mande mais mensagens',
  'nao envie mais mensagens',
  'parar de receber',
  'quero sair',
  'me descadastre',
  'me tire da lista',
];

const OPT_IN = [
  'voltar',
  'quero receber',
  'quero voltar a receber',
  'quero receber mensagens',
  'voltar a receber',
];

/** Lower case, no accents, no punctuation, single spaces. */
export function normalizeKeyword(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

type ConsentKeyword = 'opted_out' | 'opted_in' | null;

/** The last text asked about and its answer: the intake asks three times about each message's text. */
let last: { text: string; keyword: ConsentKeyword } | undefined;

/** The consent a whole message asks for, or null when it is any other message. */
export function consentKeywordOf(text: string | null | undefined): ConsentKeyword {
  if (!text) return null;
  if (last?.text === text) return last.keyword;
  const normalized = normalizeKeyword(text);
  const keyword = OPT_OUT.includes(normalized)
    ? 'opted_out'
    : OPT_IN.includes(normalized)
      ? 'opted_in'
      : null;
  last = { text, keyword };
  return keyword;
}

/** The one confirmation sent after a keyword. */
export const CONSENT_CONFIRMATION: Record<'opted_out' | 'opted_in', string> = {
  opted_out:
    'Pronto, você não receberá mais mensagens automáticas nossas. Se mudar de ideia, é só enviar VOLTAR.',
  opted_in: 'Combinado! Você voltará a receber nossas mensagens.',
};

/** `PATCH /api/leads/:id/consent`: an operator records what the contact said (issue 25). */
export const LeadConsentBody = z.object({
  status: z.enum(['opted_in', 'opted_out'], { message: 'Consentimento deve ser opted_in ou opted_out' }),
});
export type LeadConsentBody = z.infer<typeof LeadConsentBody>;

export const LeadConsent = z.object({
  id: Id,
  consentStatus: z.enum(CONSENT_STATUSES),
  consentAt: z.string().nullable(),
  /** `keyword` (the contact's own words) or `operator`. */
  consentSource: z.string().nullable(),
});
export type LeadConsent = z.infer<typeof LeadConsent>;
