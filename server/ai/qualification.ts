/**
 * Lead qualification shared by the real adapters: the instructions, the transcript we send and the
 * validation of the JSON that comes back. Providers are asked for JSON mode, but a model can still
 * answer with prose or out-of-range values, so nothing reaches the lead without passing zod.
 */
import { z } from 'zod';
import { QUALIFICATION_LEVELS, type QualificationLevel } from '../../contract/constants';
import { AiProviderError, type AiProviderId } from './errors';
import type { ChatMessage, QualificationResult } from './port';

export const QUALIFICATION_INSTRUCTIONS = `Você é um analista comercial de uma loja de veículos (concessionária ou revenda de seminovos) no Brasil.
Leia a conversa de WhatsApp entre o Cliente e o Atendente da loja e classifique a intenção de compra do Cliente.

Níveis:
- HOT (quente): pronto para avançar agora. Quer comprar ou fechar negócio, agendar visita ou test drive, simular ou aprovar financiamento, fala em valor de entrada ou parcela, quer avaliar o carro dele na troca, pergunta sobre documentação ou pede para falar com um vendedor para fechar.
- WARM (morno): interesse real, mas sem urgência. Pergunta preço, disponibilidade, versão, cor, ano, quilometragem ou condições, pede fotos, compara modelos ou lojas, diz que vai pensar.
- COLD (frio): sem intenção clara. Só curiosidade ou "só olhando", cumprimento sem continuidade, respostas vagas, sem orçamento nem prazo, engano, assunto sem relação com compra de veículo, ou pediu para não ser mais contatado.

Regras:
- Julgue pelas mensagens do Cliente; as do Atendente servem apenas de contexto.
- Pese mais o momento mais recente: se o cliente desistiu ou esfriou, rebaixe o nível.
- score é um inteiro de 0 a 100 coerente com o nível: HOT de 70 a 100, WARM de 40 a 69, COLD de 0 a 39.
- reason é uma frase curta em português do Brasil (até 200 caracteres) citando o sinal que decidiu a classificação.
- Responda somente com um objeto JSON válido, sem texto antes ou depois, neste formato:
{"level": "HOT" | "WARM" | "COLD", "score": 0-100, "reason": "..."}`;

/** Enough of the conversation to judge intent while keeping the call cheap. */
export const QUALIFICATION_TRANSCRIPT_BUDGET = 8_000;

/** Labels the turns and keeps the most recent ones within the budget. */
export function formatTranscript(
  messages: readonly ChatMessage[],
  budgetChars: number = QUALIFICATION_TRANSCRIPT_BUDGET,
): string {
  const lines: string[] = [];
  let used = 0;
  for (let i = messages.length - 1; i >= 0; i--) {
    const message = messages[i];
    if (!message) continue;
    const speaker = message.role === 'user' ? 'Cliente' : 'Atendente';
    const line = `${speaker}: ${message.content.trim().replace(/\s*\n\s*/g, ' ')}`;
    if (used + line.length > budgetChars && lines.length > 0) break;
    lines.unshift(line.slice(0, budgetChars));
    used += line.length + 1;
  }
  return lines.length > 0 ? `Conversa:\n${lines.join('\n')}` : 'Conversa: (sem mensagens)';
}

/** Models sometimes answer in Portuguese or lowercase despite the instructions; those are still clear. */
const LEVEL_ALIASES: Record<string, QualificationLevel> = {
  HOT: 'HOT',
  QUENTE: 'HOT',
  WARM: 'WARM',
  MORNO: 'WARM',
  COLD: 'COLD',
  FRIO: 'COLD',
};

const SCORE_BANDS: Record<QualificationLevel, readonly [number, number]> = {
  HOT: [70, 100],
  WARM: [40, 69],
  COLD: [0, 39],
};

const QualificationSchema = z.object({
  level: z.preprocess(
    (value) => (typeof value === 'string' ? LEVEL_ALIASES[value.trim().toUpperCase()] : value),
    z.enum(QUALIFICATION_LEVELS),
  ),
  score: z.coerce.number().min(0).max(100),
  reason: z.string().trim().min(1),
});

/** The first `{…}` block, so a stray code fence or sentence around the JSON is tolerated. */
function extractJsonObject(text: string): string {
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  return start >= 0 && end > start ? text.slice(start, end + 1) : text;
}

export function parseQualification(text: string, provider: AiProviderId): QualificationResult {
  const invalid = (detail: string, cause?: unknown) =>
    new AiProviderError({
      kind: 'invalid_response',
      provider,
      providerMessage: `Resposta de qualificação inválida (${detail}): ${text.slice(0, 200)}`,
      cause,
    });
  let json: unknown;
  try {
    json = JSON.parse(extractJsonObject(text));
  } catch (error) {
    throw invalid('não é JSON', error);
  }
  const parsed = QualificationSchema.safeParse(json);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((issue) => issue.path.join('.') || 'raiz').join(', ');
    throw invalid(`campos: ${fields}`, parsed.error);
  }
  const { level, reason } = parsed.data;
  // The board sorts by score: a HOT lead scored 30 would sit among the cold ones, so keep it in its band.
  const [min, max] = SCORE_BANDS[level];
  const score = Math.min(max, Math.max(min, Math.round(parsed.data.score)));
  return { level, score, reason: reason.slice(0, 300) };
}
