import { screen } from '@testing-library/react';
import type { GetListParams } from 'react-admin';
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

const renderCard = (rows: TradeIn[]) => {
  const asked: GetListParams[] = [];
  const dataProvider = {
    ...createInMemoryDataProvider(),
    getList: async (resource: string, params: GetListParams) => {
      if (resource === 'trade-ins') asked.push(params);
      return { data: rows as never[], total: rows.length };
    },
  };
  renderWithAdmin(<TradeInCard leadId={LEAD} />, { dataProvider });
  return asked;
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
    const asked = renderCard([gol]);
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
});
