import { screen, within } from '@testing-library/react';
import { type DataProvider, ResourceContextProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Vehicle } from '../../../contract/vehicles';
import { DESKTOP_WIDTH, installMatchMedia, PHONE_WIDTH } from '../../../tests/web/matchMedia';
import { meFetch, signInAs } from '../../../tests/web/session';
import { renderWithAdmin } from '../../../tests/web/TestApp';
import { createAuthProvider } from '../../providers/authProvider';
import { clearSession } from '../../providers/session';
import { VehicleList } from './VehicleList';

const car = (overrides: Partial<Vehicle>): Vehicle => ({
  id: '00000000-0000-4000-8000-0000000000c1',
  source: 'crm',
  externalId: 'DM1022',
  make: 'Toyota',
  model: 'Corolla',
  version: 'XEi 2.0',
  year: 2019,
  modelYear: 2020,
  km: 54000,
  price: 98500,
  color: 'Prata',
  fuel: 'Flex',
  transmission: 'Automático',
  bodyType: 'sedan',
  plate: null,
  photos: [],
  status: 'available',
  createdAt: '2026-11-01T12:00:00.000Z',
  updatedAt: '2026-11-01T12:00:00.000Z',
  syncedAt: '2026-11-01T12:00:00.000Z',
  ...overrides,
});

function renderStock(role: 'admin' | 'vendedor', rows: Vehicle[]) {
  const user = signInAs(role);
  const getList = vi.fn(async () => ({ data: rows, total: rows.length }));
  renderWithAdmin(
    <ResourceContextProvider value="estoque">
      <VehicleList />
    </ResourceContextProvider>,
    {
      dataProvider: { getList } as unknown as DataProvider,
      authProvider: createAuthProvider({ fetch: meFetch(user) }),
      path: '/estoque',
    },
  );
  return getList;
}

afterEach(() => clearSession());

const headerNames = () => screen.getAllByRole('columnheader').map((header) => header.textContent?.trim());

describe('the stock list (/estoque)', () => {
  it('shows each car with year/model year, km, price, status and source, cheapest first from the server', async () => {
    const getList = renderStock('admin', [
      car({}),
      car({
        id: '00000000-0000-4000-8000-0000000000c2',
        source: 'csv',
        make: 'Chevrolet',
        model: 'Onix',
        version: 'LT 1.0',
        year: 2020,
        modelYear: 2020,
        km: 41000,
        price: 62900,
        status: 'reserved',
      }),
    ]);
    const onix = (await screen.findByText('Onix', {}, { timeout: 15000 })).closest(
      '[role="row"]',
    ) as HTMLElement;
    expect(within(onix).getByText('2020/2020')).toBeVisible();
    expect(within(onix).getByText(/R\$\s?62\.900/)).toBeVisible();
    expect(within(onix).getByText('Reservado')).toBeVisible();
    expect(within(onix).getByText('Planilha CSV')).toBeVisible();
    const corolla = screen.getByText('Corolla').closest('[role="row"]') as HTMLElement;
    expect(within(corolla).getByText('2019/2020')).toBeVisible();
    expect(within(corolla).getByText('CRM (Autocerto)')).toBeVisible();
    expect(within(corolla).getByText('Disponível')).toBeVisible();
    expect(await screen.findByRole('link', { name: 'Importar estoque' })).toHaveAttribute(
      'href',
      '/autocerto-settings',
    );
    expect(getList).toHaveBeenCalledWith(
      'estoque',
      expect.objectContaining({
        sort: { field: 'price', order: 'ASC' },
        pagination: { page: 1, perPage: 25 },
      }),
    );
  });

  it('offers the import and the new car to admins only', async () => {
    renderStock('vendedor', [car({})]);
    await screen.findByText('Corolla', {}, { timeout: 15000 });
    expect(screen.queryByRole('link', { name: 'Importar estoque' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /criar|novo/i })).not.toBeInTheDocument();
  });

  it('is headed by its name and paged once, by the grid', async () => {
    installMatchMedia(DESKTOP_WIDTH);
    renderStock('admin', [car({})]);
    await screen.findByText('Corolla', {}, { timeout: 15000 });
    expect(screen.getByRole('heading', { level: 1, name: 'Estoque' })).toBeVisible();
    // The grid's footer counts the rows; react-admin's own pagination would count them a second time.
    expect(screen.getAllByText(/1\s*[–-]\s*1 de 1/)).toHaveLength(1);
    expect(headerNames().slice(0, 3)).toEqual(['Marca', 'Modelo', 'Versão']);
  });

  it('puts the price right after the car on a phone, so it is on screen', async () => {
    installMatchMedia(PHONE_WIDTH);
    renderStock('vendedor', [car({})]);
    await screen.findByText('Corolla', {}, { timeout: 15000 });
    expect(headerNames().slice(0, 3)).toEqual(['Marca', 'Modelo', 'Preço']);
    expect(headerNames()).not.toContain('Versão');
    const corolla = screen.getByText('Corolla').closest('[role="row"]') as HTMLElement;
    expect(within(corolla).getByText(/R\$\s?98\.500/)).toBeVisible();
  });
});
