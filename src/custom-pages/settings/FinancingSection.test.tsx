import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import type { FinancingSettings } from '../../../contract/financing';
import { createInMemoryDataProvider } from '../../../tests/web/inMemoryDataProvider';
import { renderWithAdmin } from '../../../tests/web/TestApp';
import { FinancingSection } from './FinancingSection';
import { parseDecimal } from './financingForm';

const table: FinancingSettings = {
  minDownPaymentPercent: 20,
  banks: [
    { name: 'Banco Aliança', monthlyRate: 1.89, maxTermMonths: 60 },
    { name: 'Crédito Rápido', monthlyRate: 2.29, maxTermMonths: 36 },
  ],
};

const renderSection = (options: { refuse?: HttpError } = {}) => {
  const saved: FinancingSettings[] = [];
  const dataProvider = {
    ...createInMemoryDataProvider(),
    getFinancingSettings: async () => table,
    saveFinancingSettings: async (settings: FinancingSettings) => {
      saved.push(settings);
      if (options.refuse) throw options.refuse;
      return settings;
    },
  };
  renderWithAdmin(<FinancingSection />, { dataProvider });
  return saved;
};

describe('the financing table on /settings', () => {
  it('edits a rate typed with a comma, removes a bank, adds one and saves the table', async () => {
    const saved = renderSection();
    const user = userEvent.setup();
    const rates = await screen.findAllByLabelText('Taxa ao mês (%)');
    expect(rates[0]).toHaveValue('1,89');
    await user.clear(rates[0] as HTMLElement);
    await user.type(rates[0] as HTMLElement, '1,79');
    await user.click(screen.getAllByRole('button', { name: 'Remover banco' })[1] as HTMLElement);
    await user.click(screen.getByRole('button', { name: 'Adicionar banco' }));
    const names = screen.getAllByLabelText('Banco');
    await user.type(names[1] as HTMLElement, 'Banco Novo');
    await user.type(screen.getAllByLabelText('Taxa ao mês (%)')[1] as HTMLElement, '2.5');
    await user.click(screen.getByRole('button', { name: 'Salvar financiamento' }));

    expect(await screen.findByText('Tabela de financiamento salva!')).toBeVisible();
    expect(saved).toEqual([
      {
        minDownPaymentPercent: 20,
        banks: [
          { name: 'Banco Aliança', monthlyRate: 1.79, maxTermMonths: 60 },
          { name: 'Banco Novo', monthlyRate: 2.5, maxTermMonths: 48 },
        ],
      },
    ]);
  });

  it('shows the server’s message beside the field it names', async () => {
    renderSection({
      refuse: new HttpError('Dados inválidos', 400, {
        error: 'validation_error',
        message: 'Dados inválidos',
        details: [{ field: 'banks.1.maxTermMonths', message: 'Prazo máximo de 120 meses' }],
      }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Salvar financiamento' }));
    expect(await screen.findByText('Prazo máximo de 120 meses')).toBeVisible();
    const terms = screen.getAllByLabelText('Prazo máximo (meses)');
    expect(terms[1]).toHaveAttribute('aria-invalid', 'true');
    expect(terms[0]).toHaveAttribute('aria-invalid', 'false');
    expect(within(document.body).getByText(/Erro ao salvar a tabela de financiamento/)).toBeVisible();
  });

  it('the last bank cannot be removed', async () => {
    renderSection();
    const user = userEvent.setup();
    await user.click((await screen.findAllByRole('button', { name: 'Remover banco' }))[0] as HTMLElement);
    expect(screen.getByRole('button', { name: 'Remover banco' })).toBeDisabled();
  });
});

describe('decimal input', () => {
  it('reads pt-BR and dotted decimals, and nothing as not a number', () => {
    expect(parseDecimal('1,99')).toBe(1.99);
    expect(parseDecimal('1.99')).toBe(1.99);
    expect(parseDecimal('1.234,5')).toBe(1234.5);
    expect(parseDecimal('')).toBeNaN();
    expect(parseDecimal('abc')).toBeNaN();
  });
});
