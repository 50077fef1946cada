import type { z } from 'zod';
import { matchBrand, matchModels } from '../match';
import { type PriceQuery, type PriceReference, type PriceTable, PriceTableError } from '../port';
import { Brands, Models, PATHS, Price, parseValor, Years } from './wire';

export interface FipeOptions {
  /** FIPE_API_URL, e.g. https://parallelum.com.br/fipe/api/v1. */
  baseUrl: string;
  /** Per request (default 8 s: the AI is waiting to answer a customer). */
  timeoutMs?: number;
  /** How long an answer is reused (default 1 h; the table changes once a month). */
  cacheMs?: number;
  /** Model versions whose years are read before giving up (default 5). */
  maxCandidates?: number;
  now?: () => number;
}

/**
 * The FIPE adapter: walks brands → models → years → price by the names the customer gave. Every
 * answer is kept for `cacheMs`, so a chat quoting one car twice, or several chats the same brand,
 * asks the API once (the public API limits requests per day).
 */
export function createFipeTable(options: FipeOptions): PriceTable & { requests: () => number } {
  const base = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 8_000;
  const cacheMs = options.cacheMs ?? 60 * 60 * 1000;
  const now = options.now ?? Date.now;
  const cache = new Map<string, { at: number; value: unknown }>();
  let requests = 0;

  async function get<T>(path: string, schema: z.ZodType<T>): Promise<T | null> {
    const cached = cache.get(path);
    if (cached && now() - cached.at < cacheMs) return cached.value as T | null;
    requests++;
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new PriceTableError('Não foi possível consultar a tabela FIPE', { cause: error });
    }
    // The API answers 404 (or 400) for a code it does not know: the car is not in the table.
    if (response.status === 404 || response.status === 400) {
      cache.set(path, { at: now(), value: null });
      return null;
    }
    if (!response.ok) throw new PriceTableError(`Tabela FIPE indisponível (${response.status})`);
    const body: unknown = await response.json().catch(() => undefined);
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw new PriceTableError('A tabela FIPE respondeu num formato desconhecido');
    cache.set(path, { at: now(), value: parsed.data });
    return parsed.data;
  }

  async function quote(query: PriceQuery): Promise<PriceReference | null> {
    const brand = matchBrand((await get(PATHS.brands, Brands)) ?? [], query.brand);
    if (!brand) return null;
    const models = (await get(PATHS.models(brand.codigo), Models))?.modelos ?? [];
    const candidates = matchModels(models, query.model).slice(0, options.maxCandidates ?? 5);
    for (const model of candidates) {
      const years = (await get(PATHS.years(brand.codigo, model.codigo), Years)) ?? [];
      const year = years.find((entry) => entry.codigo.split('-')[0] === String(query.year));
      if (!year) continue;
      const price = await get(PATHS.price(brand.codigo, model.codigo, year.codigo), Price);
      const reference = price ? parseValor(price.Valor) : null;
      if (!price || reference === null || price.AnoModelo !== query.year) continue;
      return {
        reference,
        month: price.MesReferencia.trim(),
        brand: price.Marca,
        model: price.Modelo,
        year: price.AnoModelo,
      };
    }
    return null;
  }

  return { source: 'fipe', quote, requests: () => requests };
}
