import type { PriceSource } from '../../../contract/financing';

/**
 * The used-car reference price (the FIPE table) as the rest of the server sees it, the way
 * `CrmGateway` hides Autocerto. Adapters: `fipe/` (the public FIPE API over HTTP) and `builtin/`
 * (a table shipped with the app, the embedded default). `quote` resolves with null when the table
 * has no such car, and throws a `PriceTableError` when the table cannot be read.
 */
export interface PriceTable {
  readonly source: PriceSource;
  quote(query: PriceQuery): Promise<PriceReference | null>;
}

export interface PriceQuery {
  brand: string;
  model: string;
  /** The model year (FIPE's AnoModelo). */
  year: number;
}

export interface PriceReference {
  /** In reais. */
  reference: number;
  /** The table's month as it writes it, e.g. "novembro de 2026". */
  month: string;
  /** The names the table matched, for the staff to check the match. */
  brand: string;
  model: string;
  year: number;
}

export type PriceTableKind = 'builtin' | 'fipe';

/** The table could not be read (network, 5xx, a body we cannot parse); a pt-BR message. */
export class PriceTableError extends Error {
  override readonly name = 'PriceTableError';
}

/** "Volkswagen" ≡ "volkswagen", "Citroën" ≡ "citroen", "HB-20" ≡ "hb20": how names are compared. */
export function normalizeName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');
}
