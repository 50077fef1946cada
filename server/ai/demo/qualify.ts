/** Demo qualification: keyword signals in the customer's own messages, with a reproducible score. */
import type { ChatMessage, QualificationResult } from '../port';
import { matchStems } from './keywords';

/** Signals of a customer ready to act now (buy, finance, visit). */
export const HOT_STEMS = [
  'financ',
  'entrada',
  'parcel',
  'simula',
  'quero comprar',
  'vou comprar',
  'vou levar',
  'quero fechar',
  'fechar negocio',
  'visitar hoje',
  'passar ai hoje',
  'ir ai hoje',
  'test drive',
  'agend',
  'ficha',
] as const;

/** Signals of interest without urgency (price, availability, details). */
export const WARM_STEMS = [
  'preco',
  'quanto',
  'valor',
  'custa',
  'tem disponivel',
  'disponiv',
  'ainda tem',
  'foto',
  'quilometragem',
  'km',
  'troca',
  'condic',
  'versao',
] as const;

const quoted = (words: readonly string[]): string =>
  words
    .slice(0, 3)
    .map((word) => `"${word}"`)
    .join(', ');

export function demoQualify(messages: readonly ChatMessage[]): QualificationResult {
  const customerText = messages
    .filter((message) => message.role === 'user')
    .map((message) => message.content)
    .join('\n');
  const hot = matchStems(customerText, HOT_STEMS);
  const warm = matchStems(customerText, WARM_STEMS);
  if (hot.length > 0) {
    return {
      level: 'HOT',
      score: Math.min(100, 70 + 10 * (hot.length - 1) + 3 * warm.length),
      reason: `Cliente demonstra intenção de compra imediata: ${quoted(hot)}.`,
    };
  }
  if (warm.length > 0) {
    return {
      level: 'WARM',
      score: Math.min(69, 45 + 6 * (warm.length - 1)),
      reason: `Cliente interessado, pesquisando condições: ${quoted(warm)}.`,
    };
  }
  const customerMessages = messages.filter((message) => message.role === 'user').length;
  return {
    level: 'COLD',
    score: Math.min(35, 10 + 5 * customerMessages),
    reason: 'Sem sinais de intenção de compra nas mensagens do cliente.',
  };
}
