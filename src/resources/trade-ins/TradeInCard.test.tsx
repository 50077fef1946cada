import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type CreateParams, type GetListParams, HttpError, type UpdateParams } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TradeIn } from '../../../contract/financing';
import { createInMemoryDataProvider } from '../../../tests/web/inMemoryDataProvider';
import { renderWithAdmin } from '../../../tests/web/TestApp';
import { TradeInCard } from './TradeInCard';

const LEAD = '11111111-1111-4111-8111-111111111111';
const PHOTO = '22222222-2222-4222-8222-222222222222';

const gol: TradeIn = {
  id: '33333333-3333-4333-8333-333333333333',
  leadId: LEAD,
  make: 'Volkswagen',
  model: 'Gol',
  year: 2015,
  km: 80_000,
  plate: 'ABC1D23',
  conditionNotes: '<b>Riscos</b> no para-choque',
  photoMessageIds: [PHOTO],
  referencePrice: 38_412,
  referenceSource: 'fipe',
  referenceMonth: 'novembro de 2026',
  createdBy: 'ai',
  createdAt: '2026-11-28T15:00:00.000Z',
  updatedAt: '2026-11-28T15:00:00.000Z',
};

const renderCard = (initial: TradeIn[], options: { refuse?: HttpError } = {}) => {
  let rows = [...initial];
  const asked: GetListParams[] = [];
  const written: { method: string; data: unknown }[] = [];
  const dataProvider = {
    ...createInMemoryDataProvider(),
    getList: async (resource: string, params: GetListParams) => {
      if (resource === 'trade-ins') asked.push(params);
      return { data: rows as never[], total: rows.length };
    },
    create: async (_resource: string, params: CreateParams) => {
      written.push({ method: 'create', data: params.data });
      const row = { ...gol, ...params.data, photoMessageIds: [], createdBy: 'staff' as const };
      rows = [row];
      return { data: row as never };
    },
    update: async (_resource: string, params: UpdateParams) => {
      written.push({ method: 'update', data: params.data });
      if (options.refuse) throw options.refuse;
      const row = { ...(rows[0] as TradeIn), ...params.data };
      rows = [row];
      return { data: row as never };
    },
  };
  renderWithAdmin(<TradeInCard leadId={LEAD} />, { dataProvider });
  return { asked, written };
};

beforeEach(() => {
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    writable: true,
    value: () => 'blob:loja/1',
  });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, writable: true, value: () => {} });
  vi.spyOn(globalThis, 'fetch').mockImplementation(
    async () => new Response('jpg', { headers: { 'content-type': 'image/jpeg' } }),
  );
});
afterEach(() => vi.restoreAllMocks());

describe('the trade-in card of a lead', () => {
  it('shows the car, km, plate, notes as text, the photo and the reference in reais', async () => {
    const { asked } = renderCard([gol]);
    expect(await screen.findByText('Volkswagen Gol 2015')).toBeVisible();
    expect(asked[0]?.filter).toEqual({ leadId: LEAD });
    expect(screen.getByText('80.000 km · Placa ABC1D23')).toBeVisible();
    expect(screen.getByText('Estado: <b>Riscos</b> no para-choque')).toBeVisible();
    expect(screen.getByText('Registrado pela IA')).toBeVisible();
    expect(screen.getByText(/^Referência FIPE \(novembro de 2026\): R\$\s38\.412,00$/)).toBeVisible();
    expect(screen.getByText('O valor final depende da avaliação presencial.')).toBeVisible();
    expect(await screen.findByRole('img', { name: 'Foto 1 do usado' })).toBeVisible();
    expect(vi.mocked(fetch).mock.calls[0]?.[0]).toBe(`/api/messages/${PHOTO}/media`);
  });

  it('says when the lead has no trade-in', async () => {
    renderCard([]);
    expect(await screen.findByText('Nenhum usado registrado para este lead.')).toBeVisible();
  });

  it('says when the car is not in the reference table', async () => {
    renderCard([
      { ...gol, referencePrice: null, referenceSource: null, referenceMonth: null, createdBy: 'staff' },
    ]);
    expect(await screen.findByText('Sem valor de referência na tabela.')).toBeVisible();
    expect(screen.getByText('Registrado pela equipe')).toBeVisible();
  });

  it('staff register the car of a lead that has none', async () => {
    const { written } = renderCard([]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Registrar usado' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Marca'), 'Fiat');
    await user.type(within(dialog).getByLabelText('Modelo'), 'Uno');
    await user.type(within(dialog).getByLabelText('Ano do modelo'), '2016');
    await user.type(within(dialog).getByLabelText('Quilometragem'), '95.000');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar usado' }));
    expect(await screen.findByText('Usado salvo!')).toBeVisible();
    expect(written).toEqual([
      {
        method: 'create',
        data: {
          leadId: LEAD,
          make: 'Fiat',
          model: 'Uno',
          year: 2016,
          km: 95_000,
          plate: null,
          conditionNotes: '',
        },
      },
    ]);
    expect(await screen.findByText('Fiat Uno 2016')).toBeVisible();
  });

  it('shows the server’s message beside the field it refuses', async () => {
    renderCard([gol], {
      refuse: new HttpError('Dados inválidos', 400, {
        error: 'validation_error',
        message: 'Dados inválidos',
        details: [{ field: 'plate', message: 'Placa inválida (ex.: ABC1D23)' }],
      }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Editar usado' }));
    const dialog = await screen.findByRole('dialog');
    const plate = within(dialog).getByLabelText('Placa (opcional)');
    expect(plate).toHaveValue('ABC1D23');
    await user.clear(plate);
    await user.type(plate, '123');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar usado' }));
    expect(await within(dialog).findByText('Placa inválida (ex.: ABC1D23)')).toBeVisible();
    expect(plate).toHaveAttribute('aria-invalid', 'true');
  });
});
