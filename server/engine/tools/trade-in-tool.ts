import { and, desc, eq, gte } from 'drizzle-orm';
import { z } from 'zod';
import { formatBRL, TradeInBody } from '../../../contract/financing';
import { messages } from '../../db/schema';
import { findTradeInOfLead, referenceFor, saveTradeIn } from '../../financing/trade-ins';
import type { AiTool, ToolContext } from './types';

/** Photos of the car are the ones the customer sent around the question, not last month's. */
const PHOTO_WINDOW_MS = 24 * 60 * 60 * 1000;
const MAX_PHOTOS = 10;

/** Said with every reference, so the AI never turns it into a promise. */
export const EVALUATION_NOTE =
  'O valor final do usado depende de uma avaliação presencial na loja; a referência não é uma proposta.';

const Args = TradeInBody.extend({
  make: TradeInBody.shape.make.describe('Marca do carro do cliente, ex.: Volkswagen'),
  model: TradeInBody.shape.model.describe('Modelo, ex.: Gol'),
  year: TradeInBody.shape.year.describe('Ano do modelo'),
  km: z.number().int().min(0).max(2_000_000).nullable().default(null).describe('Quilometragem'),
  plate: TradeInBody.shape.plate.default(null).describe('Placa, se o cliente informou'),
  conditionNotes: z.string().trim().max(2000).default('').describe('Estado do carro nas palavras do cliente'),
});

/** The images the customer sent in this conversation lately, oldest first. */
async function recentPhotos(context: ToolContext): Promise<string[]> {
  const rows = await context.deps.db
    .select({ id: messages.id })
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, context.conversationId),
        eq(messages.organizationId, context.organizationId),
        eq(messages.direction, 'in'),
        eq(messages.mediaType, 'image'),
        gte(messages.timestamp, new Date(context.now.getTime() - PHOTO_WINDOW_MS)),
      ),
    )
    .orderBy(desc(messages.timestamp), desc(messages.seq))
    .limit(MAX_PHOTOS);
  return rows.map((row) => row.id).reverse();
}

const SOURCE_LABEL = { fipe: 'FIPE', builtin: 'tabela' } as const;

export const registerTradeInTool: AiTool<typeof Args> = {
  name: 'registrar_usado',
  description:
    'Registra o carro que o cliente quer dar na troca (marca, modelo, ano, km, placa, estado), com as fotos ' +
    'que ele enviou, e consulta o valor de referência. Nunca prometa um valor: a avaliação é presencial.',
  parameters: Args,
  async run(context, args) {
    if (!context.leadId)
      return { ok: false, error: 'Esta conversa não tem lead; não é possível registrar o usado' };
    const reference = await referenceFor(context.deps.config, args);
    const previous = await findTradeInOfLead(context.deps.db, context.organizationId, context.leadId);
    const photos = [...new Set([...(previous?.photoMessageIds ?? []), ...(await recentPhotos(context))])];
    const row = await saveTradeIn(
      context.deps.db,
      context.organizationId,
      context.leadId,
      { ...args, photoMessageIds: photos.slice(-MAX_PHOTOS), ...reference },
      'ai',
      context.now,
    );
    const source =
      row.referenceSource === 'fipe' || row.referenceSource === 'builtin' ? row.referenceSource : null;
    const parts = [
      `IA registrou usado — ${row.model} ${row.year}`,
      row.km === null ? null : `${row.km.toLocaleString('pt-BR')} km`,
      row.referencePrice !== null && source
        ? `ref. ${SOURCE_LABEL[source]} ${formatBRL(row.referencePrice)}`
        : 'sem referência',
    ];
    return {
      ok: true,
      result: {
        tradeIn: {
          make: row.make,
          model: row.model,
          year: row.year,
          km: row.km,
          plate: row.plate,
          conditionNotes: row.conditionNotes,
          photos: row.photoMessageIds.length,
        },
        reference:
          row.referencePrice === null
            ? null
            : { value: row.referencePrice, source, month: row.referenceMonth, currency: 'BRL' },
        note: EVALUATION_NOTE,
      },
      timeline: parts.filter(Boolean).join(' — '),
    };
  },
};
