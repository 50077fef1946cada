import { describe, expect, it } from 'vitest';
import { HttpError } from '../../../server/lib/errors';
import { assertPlanAllows } from '../../../server/lib/plan-limits';
import { slugify } from '../../../server/lib/slug';
import { splitName } from '../../../server/modules/users/mappers';

describe('assertPlanAllows', () => {
  it('passes below the limit and throws the plan message at it', () => {
    expect(() => assertPlanAllows('starter', 'instances', 1)).not.toThrow();
    expect(() => assertPlanAllows('starter', 'instances', 2)).toThrow(
      'Seu plano Starter permite até 2 instâncias. Faça upgrade para adicionar mais.',
    );
    expect(() => assertPlanAllows('enterprise', 'users', 10_000)).not.toThrow();
  });

  it('holds an unknown plan to the starter limits', () => {
    try {
      assertPlanAllows('gratis', 'users', 5);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(HttpError);
      expect((error as HttpError).status).toBe(403);
      expect((error as HttpError).code).toBe('plan_limit');
    }
  });
});

describe('slugify', () => {
  it('keeps letters and digits, drops accents and joins the rest with hyphens', () => {
    expect(slugify('  Atendimento Principal – São Paulo!! ')).toBe('atendimento-principal-sao-paulo');
    expect(slugify('***')).toBe('');
    expect(slugify('a'.repeat(50), 10)).toBe('aaaaaaaaaa');
  });
});

describe('splitName', () => {
  it('splits at the first space', () => {
    expect(splitName('Ana')).toEqual({ firstName: 'Ana', lastName: '' });
    expect(splitName('  Ana   Maria  Souza ')).toEqual({ firstName: 'Ana', lastName: 'Maria Souza' });
  });
});
