import { type AnyColumn, SQL, sql } from 'drizzle-orm';

/** A selection whose every field is named after its key in the statement's text (`… as "key"`). */
export type NamedColumns<T> = { [K in keyof T]: SQL.Aliased<unknown> };

/**
 * Names every column of a selection after its key (`"conversations"."id" as "id"`), so the driver's
 * own rows, by column name, carry the selection's keys in its order. For `rawRows`.
 */
export function namedColumns<T extends Record<string, AnyColumn | SQL | SQL.Aliased>>(
  fields: T,
): NamedColumns<T> {
  const named: Record<string, SQL.Aliased<unknown>> = {};
  for (const [key, field] of Object.entries(fields)) {
    named[key] = sql`${field instanceof SQL.Aliased ? field.sql : field}`.as(key);
  }
  return named as NamedColumns<T>;
}

/** What drizzle's prepared statements of both drivers (node-postgres and PGlite) offer besides `execute`. */
interface RawRowsStatement {
  all(placeholderValues?: Record<string, unknown>): Promise<unknown[]>;
}

/**
 * Runs a prepared select and answers the driver's rows as they come, one object per row keyed by
 * column name, instead of drizzle's mapping of every value (`execute`: a reduce with class checks
 * per value, on a page of 50 messages a fifth of the route's own work beyond its statement). The
 * values are the driver's: text, numbers and booleans as such, timestamps as their text (drizzle
 * keeps them so on both drivers), bigints as text on node-postgres and as numbers on PGlite. The
 * statement is the same prepared one (named on PostgreSQL). Select with `namedColumns`.
 */
export function rawRows<Row>(prepared: object, values: Record<string, unknown>): Promise<Row[]> {
  return (prepared as RawRowsStatement).all(values) as Promise<Row[]>;
}

/** A `timestamptz` as the driver's text, as drizzle reads it (`new Date(text)`). */
export const timeOf = (text: string): Date => new Date(text);

/** A timestamp column that may be null. */
export const maybeTimeOf = (text: string | null): Date | null => (text === null ? null : new Date(text));

/** A `bigint` column read in drizzle's number mode: text on node-postgres, a number on PGlite. */
export const bigintOf = (value: string | number): number => Number(value);
