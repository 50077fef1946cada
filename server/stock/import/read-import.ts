import type { StockImportBody } from '../../../contract/vehicles';
import {
  type AddressPolicy,
  BlockedAddressError,
  fetchPublicPage,
  publicAddressesOnly,
  ScrapeError,
} from '../../engine/jobs/scraping';
import { badRequest } from '../../lib/errors';
import { parseCsv } from './csv';
import { feedRecords } from './feed';
import { type ImportedRow, readRecord } from './records';

/** Lines one import may hold. */
export const MAX_IMPORT_ROWS = 5_000;

export interface FeedOptions {
  /** Tests allow their local fake feed; the product reads public addresses only. */
  policy?: AddressPolicy;
  userAgent: string;
}

async function downloadFeed(
  url: string,
  options: FeedOptions,
): Promise<{ body: string; contentType: string }> {
  try {
    const page = await fetchPublicPage(url, {
      policy: options.policy ?? publicAddressesOnly,
      userAgent: options.userAgent,
      maxBytes: 5 * 1024 * 1024,
      timeoutMs: 20_000,
      maxRedirects: 5,
    });
    if (page.status >= 400) throw badRequest(`O feed respondeu HTTP ${page.status}`, 'feed_unavailable');
    return { body: page.body.toString('utf8'), contentType: page.contentType };
  } catch (error) {
    if (error instanceof BlockedAddressError) {
      throw badRequest('Endereço do feed recusado: use um endereço público da internet', 'feed_blocked');
    }
    if (error instanceof ScrapeError)
      throw badRequest(`Não foi possível ler o feed: ${error.message}`, 'feed_unavailable');
    if (error instanceof Error && 'code' in error && typeof error.code === 'string') {
      throw badRequest(`Não foi possível ler o feed (${error.code})`, 'feed_unavailable');
    }
    throw error;
  }
}

/** Every line of the spreadsheet or feed, read and checked; nothing is stored here. */
export async function readImport(body: StockImportBody, options: FeedOptions): Promise<ImportedRow[]> {
  let rows: ImportedRow[];
  if (body.kind === 'csv') {
    const { headers, rows: lines } = parseCsv(body.content);
    if (headers.length === 0) throw badRequest('O arquivo CSV não tem cabeçalho', 'csv_empty');
    rows = lines.map(({ line, cells }) =>
      readRecord(line, Object.fromEntries(headers.map((header, index) => [header, cells[index] ?? '']))),
    );
  } else {
    const feed = await downloadFeed(body.url, options);
    let records: Record<string, string>[];
    try {
      records = feedRecords(feed.body, feed.contentType);
    } catch {
      throw badRequest('O feed não é um JSON ou XML válido', 'feed_invalid');
    }
    rows = records.map((record, index) => readRecord(index + 1, record));
  }
  if (rows.length === 0) throw badRequest('Nenhum veículo encontrado para importar', 'import_empty');
  if (rows.length > MAX_IMPORT_ROWS) {
    throw badRequest(`Importe no máximo ${MAX_IMPORT_ROWS} veículos por vez`, 'import_too_big');
  }
  return rows;
}
