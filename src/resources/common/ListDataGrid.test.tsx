import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type DataProvider, type GetListParams, ListBase } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { renderWithAdmin } from '../../../tests/web/TestApp';
import { ListDataGrid } from './ListDataGrid';

interface Car {
  id: number;
  model: string;
}

const cars: Car[] = Array.from({ length: 30 }, (_, index) => ({
  id: index + 1,
  model: `Carro ${index + 1}`,
}));

/** A server that pages and sorts by itself, recording what the grid asked for. */
const pagingServer = () => {
  const calls: GetListParams[] = [];
  const provider = {
    getList: vi.fn(async (_resource: string, params: GetListParams) => {
      calls.push(params);
      const sorted = [...cars].sort((a, b) => (params.sort?.order === 'DESC' ? b.id - a.id : a.id - b.id));
      const { page, perPage } = params.pagination ?? { page: 1, perPage: 10 };
      return { data: sorted.slice((page - 1) * perPage, page * perPage), total: cars.length };
    }),
  } as unknown as DataProvider;
  return { provider, calls };
};

const renderGrid = (dataProvider: DataProvider) =>
  renderWithAdmin(
    <ListBase
      resource="cars"
      perPage={10}
      sort={{ field: 'id', order: 'ASC' }}
      disableSyncWithLocation
      disableAuthentication
    >
      <ListDataGrid<Car>
        disableVirtualization
        columns={[
          { field: 'id', headerName: 'Nº' },
          { field: 'model', headerName: 'Modelo', sortable: false },
        ]}
      />
    </ListBase>,
    { dataProvider },
  );

describe('ListDataGrid', () => {
  it('shows the page the server answered and its total', async () => {
    const { provider } = pagingServer();
    renderGrid(provider);
    expect(await screen.findByText('Carro 1')).toBeInTheDocument();
    expect(screen.queryByText('Carro 11')).not.toBeInTheDocument();
    expect(screen.getByText(/1–10 de 30/)).toBeInTheDocument();
  });

  it('asks the server for the next page and for the new sort', async () => {
    const { provider, calls } = pagingServer();
    renderGrid(provider);
    await screen.findByText('Carro 1');
    await userEvent.click(screen.getByRole('button', { name: /próxima página/i }));
    expect(await screen.findByText('Carro 11')).toBeInTheDocument();
    expect(calls.at(-1)?.pagination).toEqual({ page: 2, perPage: 10 });

    const header = screen.getByRole('columnheader', { name: /Nº/ });
    await userEvent.click(within(header).getByText('Nº'));
    await waitFor(() => expect(calls.at(-1)?.sort).toEqual({ field: 'id', order: 'DESC' }));
  });
});
