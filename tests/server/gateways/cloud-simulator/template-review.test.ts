import { describe, expect, it } from 'vitest';
import { reviewReason, shapeProblem } from '../../../../server/gateways/cloud-simulator/templates';

/** The simulated review keeps Meta's rules on a template's body. */

const template = (body: string, overrides: Record<string, unknown> = {}) => ({
  name: 'aviso',
  language: 'pt_BR',
  category: 'UTILITY',
  components: [{ type: 'BODY', text: body }],
  ...overrides,
});

describe('the review of a submitted template', () => {
  it('approves a body with variables inside the text, numbered in order', () => {
    expect(reviewReason(template('Olá {{1}}, seu carro fica pronto {{2}}. Obrigado!'))).toBeNull();
    expect(reviewReason(template('Sem variáveis.'))).toBeNull();
  });

  it('rejects a body that starts or ends with a variable', () => {
    expect(reviewReason(template('{{1}}, temos novidades para você.'))).toBe('INVALID_FORMAT');
    expect(reviewReason(template('Temos novidades para você, {{1}}'))).toBe('INVALID_FORMAT');
  });

  it('rejects variables that skip a number', () => {
    expect(reviewReason(template('Olá {{1}}, o {{3}} chegou.'))).toBe('INVALID_FORMAT');
  });

  it('refuses at once a name or category Meta does not accept, naming the parameter', () => {
    expect(shapeProblem(template('Oi', { name: 'Aviso Novo' }))).toMatch(/^name:/);
    expect(shapeProblem(template('Oi', { category: 'PROMO' }))).toMatch(/^category:/);
    expect(shapeProblem(template('Oi', { components: [{ type: 'FOOTER', text: 'x' }] }))).toMatch(/BODY/);
  });
});
