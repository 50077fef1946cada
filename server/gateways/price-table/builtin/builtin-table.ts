import { matchBrand, matchModels } from '../match';
import { normalizeName, type PriceQuery, type PriceReference, type PriceTable } from '../port';
import { BUILTIN_MONTH, BUILTIN_PRICES } from './reference-prices';

/** Short names customers use for a brand. */
const BRAND_ALIASES: Record<string, string> = {
  vw: 'Volkswagen',
  volks: 'Volkswagen',
  gm: 'Chevrolet',
  chevy: 'Chevrolet',
  caoa: 'Caoa Chery',
};

const brands = [...new Set(BUILTIN_PRICES.map(([brand]) => brand))].map((nome) => ({ nome }));

/** The table shipped with the app: no network, the same answer every time. */
export function createBuiltinTable(): PriceTable {
  return {
    source: 'builtin',
    async quote(query: PriceQuery): Promise<PriceReference | null> {
      const brand = matchBrand(brands, BRAND_ALIASES[normalizeName(query.brand)] ?? query.brand);
      if (!brand) return null;
      const rows = BUILTIN_PRICES.filter(([name]) => name === brand.nome).map((row) => ({
        nome: row[1],
        row,
      }));
      for (const { row } of matchModels(rows, query.model)) {
        const [brandName, model, firstYear, prices] = row;
        const reference = prices[query.year - firstYear];
        if (reference === undefined) continue;
        return { reference, month: BUILTIN_MONTH, brand: brandName, model, year: query.year };
      }
      return null;
    },
  };
}
