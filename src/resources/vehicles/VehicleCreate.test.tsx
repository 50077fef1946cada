import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type DataProvider, HttpError, ResourceContextProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { meFetch, signInAs } from '../../../tests/web/session';
import { renderWithAdmin } from '../../../tests/web/TestApp';
import { createAuthProvider } from '../../providers/authProvider';
import { clearSession } from '../../providers/session';
import { VehicleCreate } from './VehicleEdit';

function renderCreate(create: DataProvider['create']) {
  const user = signInAs('admin');
  const dataProvider = { create: vi.fn(create) } as unknown as DataProvider;
  renderWithAdmin(
    <ResourceContextProvider value="estoque">
      <VehicleCreate />
    </ResourceContextProvider>,
    { dataProvider, authProvider: createAuthProvider({ fetch: meFetch(user) }), path: '/estoque/create' },
  );
  return dataProvider.create as ReturnType<typeof vi.fn>;
}

const field = (label: RegExp) => screen.findByLabelText(label, {}, { timeout: 15_000 });

const fill = async (label: RegExp, value: string) => {
  const input = await field(label);
  await userEvent.clear(input);
  await userEvent.type(input, value);
};

/** The helper text under a field, where its error shows. */
const errorUnder = async (label: RegExp) => {
  const input = await field(label);
  const describedBy = input.getAttribute('aria-describedby') ?? '';
  return describedBy
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
};

afterEach(() => clearSession());

describe('a new car at /estoque/create', () => {
  it("says under each wrong field what is wrong, by the contract's rules, and sends nothing", async () => {
    const create = renderCreate(async () => ({ data: { id: 'x' } }) as never);
    await fill(/^Marca/, 'Fiat');
    await fill(/^Modelo/, 'U'.repeat(120));
    await fill(/^Ano \*/, '1900');
    await fill(/^Ano modelo/, '2100');
    await fill(/^Preço/, '-5');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));

    await waitFor(async () =>
      expect(await errorUnder(/^Modelo/)).toContain('Modelo deve ter no máximo 100 caracteres'),
    );
    expect(await errorUnder(/^Ano \*/)).toContain('Ano deve ser de 1950 em diante');
    expect(await errorUnder(/^Ano modelo/)).toMatch(/Ano modelo deve ser até \d{4}/);
    expect(await errorUnder(/^Preço/)).toContain('Preço deve ser maior que zero');
    expect(screen.queryByText(/Modelo é obrigatório/)).not.toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  }, 60_000);

  it("shows the server's field errors on their fields, not in a toast", async () => {
    const create = renderCreate(async () => {
      throw new HttpError('400: Placa já cadastrada', 400, {
        error: 'validation_error',
        message: 'Placa já cadastrada',
        details: [{ field: 'plate', message: 'Placa já cadastrada' }],
      });
    });
    await fill(/^Marca/, 'Fiat');
    await fill(/^Modelo/, 'Uno');
    await fill(/^Ano \*/, '2020');
    await fill(/^Ano modelo/, '2021');
    await fill(/^Preço/, '45000');
    await fill(/^Placa/, 'ABC1D23');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));

    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    await waitFor(async () => expect(await errorUnder(/^Placa/)).toContain('Placa já cadastrada'));
    // At most react-admin's pointer to the highlighted fields; the message itself is on the field.
    const toasts = screen.queryAllByRole('alert').map((alert) => alert.textContent ?? '');
    expect(toasts.filter((text) => text.includes('Placa'))).toEqual([]);
  }, 60_000);
});
