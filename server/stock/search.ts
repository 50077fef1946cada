import { and, asc, desc, eq, gte, ilike, lte, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { vehicles } from '../db/schema';
import { hasCriteria, parseStockRequest, type StockCriteria } from './parse-request';

/** A car as the AI is given it: what it may quote, nothing else. */
export interface OfferedCar {
  id: string;
  make: string;
  model: string;
  version: string;
  year: number;
  modelYear: number;
  km: number;
  price: number;
  color: string;
  fuel: string;
  transmission: string;
  bodyType: string;
  photo: string | null;
}

export interface StockAnswer {
  /** What was read from the customer's words. */
  criteria: StockCriteria;
  /** `exact`: the cars match; `closest`: nothing matched and these are the nearest; `none`: no stock. */
  kind: 'exact' | 'closest' | 'none';
  cars: OfferedCar[];
}

/** The few cars given to the model: enough to choose from, few enough to stay truthful. */
export const MAX_OFFERED = 5;

const columns = {
  id: vehicles.id,
  make: vehicles.make,
  model: vehicles.model,
  version: vehicles.version,
  year: vehicles.year,
  modelYear: vehicles.modelYear,
  km: vehicles.km,
  price: vehicles.price,
  color: vehicles.color,
  fuel: vehicles.fuel,
  transmission: vehicles.transmission,
  bodyType: vehicles.bodyType,
  photo: sql<string | null>`${vehicles.photos}->>0`,
};

/**
 * Whether a word names the car: short words and numbers ("gol", "208") must be whole words, or "gol"
 * would find "golf"; longer ones may be misspelt ("corola") and match by trigram similarity.
 */
function termMatches(term: string): SQL {
  if (term.length <= 3 || /\d/.test(term)) {
    const pattern = `(^| )${term.replace(/[.]/g, '\\.')}( |$)`;
    return sql`${vehicles.searchText} ~ ${pattern}`;
  }
  return sql`(${vehicles.searchText} like ${`%${term}%`} or word_similarity(${term}, ${vehicles.searchText}) >= 0.6)`;
}

function filtersOf(c: StockCriteria, relax: { price?: boolean; year?: boolean; extras?: boolean }): SQL[] {
  const where: SQL[] = [];
  if (!relax.price && c.priceMin !== undefined) where.push(gte(vehicles.price, c.priceMin));
  if (!relax.price && c.priceMax !== undefined) where.push(lte(vehicles.price, c.priceMax));
  if (!relax.year && c.yearMin !== undefined) {
    where.push(or(gte(vehicles.year, c.yearMin), gte(vehicles.modelYear, c.yearMin)) as SQL);
  }
  if (!relax.year && c.yearMax !== undefined) where.push(lte(vehicles.year, c.yearMax));
  if (!relax.extras) {
    if (c.kmMax !== undefined) where.push(lte(vehicles.km, c.kmMax));
    if (c.bodyType) where.push(eq(vehicles.bodyType, c.bodyType));
    if (c.transmission === 'automatic') where.push(ilike(vehicles.transmission, 'autom%'));
    if (c.transmission === 'manual') where.push(ilike(vehicles.transmission, 'manual%'));
    if (c.fuel) where.push(sql`${vehicles.searchText} like ${`%${c.fuel}%`}`);
    if (c.color) where.push(sql`${vehicles.searchText} like ${`% ${c.color}%`}`);
  }
  return where;
}

/** The terms that name something on the lot, in one statement. */
async function termsOnTheLot(db: DbOrTx, tenantId: string, terms: readonly string[]): Promise<string[]> {
  if (terms.length === 0) return [];
  const checks = terms.map((term) =>
    db
      .select({ term: sql<string>`${term}::text` })
      .from(vehicles)
      .where(and(eq(vehicles.organizationId, tenantId), eq(vehicles.status, 'available'), termMatches(term)))
      .limit(1),
  );
  const found = await Promise.all(checks);
  return terms.filter((_, index) => (found[index]?.length ?? 0) > 0);
}

async function query(
  db: DbOrTx,
  tenantId: string,
  terms: readonly string[],
  filters: SQL[],
  target: number | undefined,
): Promise<OfferedCar[]> {
  const score = terms.length
    ? sql<number>`(${sql.join(
        terms.map((term) => sql`(case when ${termMatches(term)} then 1 else 0 end)`),
        sql` + `,
      )})`
    : sql<number>`(0)::int`;
  const rows = await db
    .select({ ...columns, score })
    .from(vehicles)
    .where(
      and(
        eq(vehicles.organizationId, tenantId),
        eq(vehicles.status, 'available'),
        ...filters,
        ...(terms.length ? [sql`${score} > 0`] : []),
      ),
    )
    .orderBy(
      desc(score),
      target === undefined ? asc(vehicles.price) : sql`abs(${vehicles.price} - ${target})`,
      desc(vehicles.modelYear),
    )
    .limit(MAX_OFFERED * 3);
  // "Chevrolet Onix": the Onix (both words) before the other Chevrolets (one word).
  const best = rows[0]?.score ?? 0;
  return rows
    .filter((row) => Number(row.score) === Number(best))
    .slice(0, MAX_OFFERED)
    .map(({ score: _score, ...car }) => ({ ...car, price: Number(car.price) }));
}

/**
 * The cars of the shop that answer the customer's message. When nothing matches, the closest ones:
 * the same model in any year or price, else the same kind of car near the budget.
 * Null when the message asks for no car at all.
 */
export async function findCarsFor(
  db: DbOrTx,
  tenantId: string,
  message: string,
): Promise<StockAnswer | null> {
  const criteria = parseStockRequest(message);
  if (!hasCriteria(criteria)) return null;
  const lotTerms = await termsOnTheLot(db, tenantId, criteria.terms);
  // A make or model the shop does not carry: no exact match can exist.
  const missingCar = criteria.carTerms.some((term) => !lotTerms.includes(term));
  const target = criteria.priceMax ?? criteria.priceMin;
  if (!missingCar) {
    const exact = await query(db, tenantId, lotTerms, filtersOf(criteria, {}), undefined);
    if (exact.length > 0) return { criteria, kind: 'exact', cars: exact };
  }
  const attempts: [readonly string[], Parameters<typeof filtersOf>[1]][] = [
    [lotTerms, { price: true, year: true }],
    [lotTerms, { price: true, year: true, extras: true }],
    [[], { year: true }],
    [[], { price: true, year: true }],
    [[], { price: true, year: true, extras: true }],
  ];
  for (const [terms, relax] of attempts) {
    if (terms.length === 0 && lotTerms.length > 0 && relax.extras) continue;
    const closest = await query(db, tenantId, terms, filtersOf(criteria, relax), target);
    if (closest.length > 0) return { criteria, kind: 'closest', cars: closest };
  }
  return { criteria, kind: 'none', cars: [] };
}
