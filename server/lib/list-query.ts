import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { ListQuery } from '../../contract/common';
import { validationError } from './errors';

/** Largest page a list answers, with or without `range`, so one request cannot pull a whole table. */
export const MAX_PAGE_SIZE = 1000;

export type SortOrder = 'ASC' | 'DESC';

export interface ListParams<Field extends string, Filter> {
  offset: number;
  limit: number;
  sort: { field: Field; order: SortOrder };
  filter: Filter;
}

export interface ListSpec<Field extends string, Filter> {
  sortable: readonly Field[];
  defaultSort: { field: Field; order: SortOrder };
  filter: z.ZodType<Filter>;
}

function parseJson(field: string, text: string, message: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw validationError(field, message);
  }
}

function parseRange(text: string | undefined): { offset: number; limit: number } {
  if (text === undefined || text === '') return { offset: 0, limit: MAX_PAGE_SIZE };
  const message = 'Parâmetro range inválido: use [início, fim]';
  const value = parseJson('range', text, message);
  if (!Array.isArray(value) || value.length !== 2) throw validationError('range', message);
  const [start, end] = value as unknown[];
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end)) throw validationError('range', message);
  const first = start as number;
  const last = end as number;
  if (first < 0 || last < first) throw validationError('range', message);
  return { offset: first, limit: Math.min(last - first + 1, MAX_PAGE_SIZE) };
}

function parseSort<Field extends string>(
  text: string | undefined,
  spec: ListSpec<Field, unknown>,
): { field: Field; order: SortOrder } {
  if (text === undefined || text === '') return spec.defaultSort;
  const message = 'Parâmetro sort inválido: use ["campo","ASC"]';
  const value = parseJson('sort', text, message);
  if (!Array.isArray(value) || value.length !== 2) throw validationError('sort', message);
  const [field, order] = value as unknown[];
  const upper = typeof order === 'string' ? order.toUpperCase() : '';
  if (upper !== 'ASC' && upper !== 'DESC') throw validationError('sort', message);
  const known = spec.sortable.find((candidate) => candidate === field);
  if (known === undefined) throw validationError('sort', `Campo de ordenação inválido: ${String(field)}`);
  return { field: known, order: upper };
}

function parseFilter<Filter>(text: string | undefined, schema: z.ZodType<Filter>): Filter {
  const raw = text === undefined || text === '' ? {} : parseJson('filter', text, 'Parâmetro filter inválido');
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const path = issue?.path.map(String).join('.') ?? '';
  throw validationError(path ? `filter.${path}` : 'filter', issue?.message ?? 'Parâmetro filter inválido');
}

/**
 * Reads the ra-data-simple-rest list dialect: `range=[0,24]`, `sort=["email","ASC"]`,
 * `filter={"q":"ana"}`. Bad JSON, an unknown sort field or a bad filter value is a 400 naming
 * the parameter, so nothing malformed reaches a query.
 */
export function parseListQuery<Field extends string, Filter>(
  query: ListQuery,
  spec: ListSpec<Field, Filter>,
): ListParams<Field, Filter> {
  return {
    ...parseRange(query.range),
    sort: parseSort(query.sort, spec),
    filter: parseFilter(query.filter, spec.filter),
  };
}

/**
 * Whether a list request speaks the simple-rest dialect: a list with `range`, `sort` or `filter`,
 * or react-admin's getMany (only `filter`). Routes that also answer a spec's own query (`?page=`)
 * answer that one when none of the three is present.
 */
export function isSimpleRestQuery(query: ListQuery): boolean {
  return query.range !== undefined || query.sort !== undefined || query.filter !== undefined;
}

/** `users 0-24/57`; an empty page has no first-last part (`users` then an asterisk). react-admin reads the total. */
export function contentRange(resource: string, offset: number, count: number, total: number): string {
  if (count === 0) return `${resource} */${total}`;
  return `${resource} ${offset}-${offset + count - 1}/${total}`;
}

/** Sets the headers a ra-data-simple-rest list needs, including for a cross-origin client. */
export function setListHeaders(
  reply: FastifyReply,
  resource: string,
  page: { offset: number; count: number; total: number },
): void {
  reply.header('Content-Range', contentRange(resource, page.offset, page.count, page.total));
  reply.header('Access-Control-Expose-Headers', 'Content-Range');
}

/** Escapes `%`, `_` and `\` so a search text is matched literally inside an ILIKE pattern. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
