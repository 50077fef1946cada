import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { HttpError } from '../../../server/lib/errors';
import { contentRange, likePattern, MAX_PAGE_SIZE, parseListQuery } from '../../../server/lib/list-query';

const spec = {
  sortable: ['name', 'createdAt'] as const,
  defaultSort: { field: 'createdAt' as const, order: 'ASC' as const },
  filter: z.object({ q: z.string().optional() }),
};

function fieldOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof HttpError) return (error.details as Array<{ field: string }>)[0]?.field;
    throw error;
  }
  return undefined;
}

describe('parseListQuery', () => {
  it('reads range, sort and filter', () => {
    expect(
      parseListQuery({ range: '[10,19]', sort: '["name","desc"]', filter: '{"q":"ana"}' }, spec),
    ).toEqual({
      offset: 10,
      limit: 10,
      sort: { field: 'name', order: 'DESC' },
      filter: { q: 'ana' },
    });
  });

  it('falls back to the first page, the default sort and no filter', () => {
    expect(parseListQuery({}, spec)).toEqual({
      offset: 0,
      limit: MAX_PAGE_SIZE,
      sort: { field: 'createdAt', order: 'ASC' },
      filter: {},
    });
  });

  it('caps the page size', () => {
    expect(parseListQuery({ range: '[0,999999]' }, spec).limit).toBe(MAX_PAGE_SIZE);
  });

  it('names the parameter that is wrong', () => {
    expect(fieldOf(() => parseListQuery({ range: '[1.5,3]' }, spec))).toBe('range');
    expect(fieldOf(() => parseListQuery({ range: '[-1,3]' }, spec))).toBe('range');
    expect(fieldOf(() => parseListQuery({ sort: '["password","ASC"]' }, spec))).toBe('sort');
    expect(fieldOf(() => parseListQuery({ sort: '"name"' }, spec))).toBe('sort');
    expect(fieldOf(() => parseListQuery({ filter: '[' }, spec))).toBe('filter');
    expect(fieldOf(() => parseListQuery({ filter: '{"q":5}' }, spec))).toBe('filter.q');
  });
});

describe('contentRange and likePattern', () => {
  it('formats the header react-admin reads', () => {
    expect(contentRange('users', 0, 25, 57)).toBe('users 0-24/57');
    expect(contentRange('users', 50, 7, 57)).toBe('users 50-56/57');
    expect(contentRange('users', 0, 0, 0)).toBe('users */0');
  });

  it('escapes the wildcard characters of ILIKE', () => {
    expect(likePattern('50%_a\\b')).toBe('%50\\%\\_a\\\\b%');
  });
});
