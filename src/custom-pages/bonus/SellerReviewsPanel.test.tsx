import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CreateParams, DeleteParams, GetListParams } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../../../tests/web/builders';
import { createInMemoryDataProvider } from '../../../tests/web/inMemoryDataProvider';
import { renderWithAdmin } from '../../../tests/web/TestApp';
import type { SellerReviewRow } from '../../providers/data/bonus';
import { SellerReviewsPanel } from './SellerReviewsPanel';

const ana = buildUser({ firstName: 'Ana', lastName: 'Souza', role: 'vendedor' });
const bruno = buildUser({ firstName: 'Bruno', lastName: 'Lima', role: 'vendedor' });

/** The `seller-reviews` resource over an array, as the server answers it (newest first). */
const renderPanel = (initial: SellerReviewRow[] = [], options: { failRecord?: string } = {}) => {
  let reviews = [...initial];
  const calls: { method: string; body?: unknown }[] = [];
  const base = createInMemoryDataProvider({ users: [ana, bruno] });
  const dataProvider = {
    ...base,
    getList: async (resource: string, params: GetListParams) => {
      if (resource !== 'seller-reviews') return base.getList(resource, params);
      calls.push({ method: 'GET', body: params.filter });
      return { data: reviews as never[], total: reviews.length };
    },
    create: async (resource: string, params: CreateParams) => {
      const body = params.data as Omit<SellerReviewRow, 'id' | 'sellerName'>;
      calls.push({ method: `POST ${resource}`, body });
      if (options.failRecord) throw new Error(options.failRecord);
      const seller = [ana, bruno].find((user) => user.id === body.userId);
      const row = {
        id: `r-${reviews.length + 1}`,
        sellerName: `${seller?.firstName} ${seller?.lastName}`,
        ...body,
      };
      reviews = [row, ...reviews];
      return { data: row as never };
    },
    delete: async (resource: string, params: DeleteParams) => {
      const id = String(params.id);
      calls.push({ method: `DELETE ${resource}`, body: id });
      reviews = reviews.filter((review) => review.id !== id);
      return { data: { id } as never };
    },
  };
  renderWithAdmin(<SellerReviewsPanel month={3} year={2025} />, { dataProvider });
  return calls;
};

describe('the Google reviews of the bonus page', () => {
  it('says when the month has none, and records one for the chosen seller', async () => {
    const calls = renderPanel();
    expect(await screen.findByText('Nenhuma avaliação registrada no período')).toBeVisible();
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Vendedor' }));
    await user.click(await screen.findByRole('option', { name: 'Bruno Lima' }));
    const date = screen.getByLabelText('Data');
    expect(date).toHaveValue('2025-03-01');
    await user.clear(date);
    await user.type(date, '2025-03-14');
    await user.type(screen.getByLabelText('Cliente (opcional)'), 'Carlos Mendes');
    await user.click(screen.getByRole('button', { name: 'Registrar avaliação' }));

    expect(await screen.findByText('Avaliação registrada!')).toBeVisible();
    expect(calls.find((call) => call.method === 'POST seller-reviews')?.body).toEqual({
      userId: bruno.id,
      reviewedOn: '2025-03-14',
      customerName: 'Carlos Mendes',
    });
    const grid = await screen.findByRole('grid');
    expect(within(grid).getByText('Bruno Lima')).toBeVisible();
    expect(within(grid).getByText('14/03/2025')).toBeVisible();
    expect(within(grid).getByText('Carlos Mendes')).toBeVisible();
  });

  it('asks for the seller before sending anything', async () => {
    const calls = renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Registrar avaliação' }));
    expect(screen.getByText('Escolha o vendedor')).toBeVisible();
    expect(calls.filter((call) => call.method === 'POST seller-reviews')).toEqual([]);
  });

  it("lists the month's reviews and deletes one", async () => {
    const calls = renderPanel([
      { id: 'r-1', userId: ana.id, sellerName: 'Ana Souza', reviewedOn: '2025-03-05', customerName: 'Paula' },
    ]);
    expect(calls[0]).toEqual({ method: 'GET', body: { month: 3, year: 2025 } });
    const remove = await screen.findByRole(
      'button',
      { name: 'Excluir avaliação: Ana Souza 05/03/2025' },
      { timeout: 10_000 },
    );
    await userEvent.click(remove);
    expect(await screen.findByText('Avaliação excluída')).toBeVisible();
    await waitFor(() => expect(screen.getByText('Nenhuma avaliação registrada no período')).toBeVisible());
  });

  it('tells when the review is refused', async () => {
    renderPanel([], { failRecord: 'Vendedor não encontrado nesta organização' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('combobox', { name: 'Vendedor' }));
    await user.click(await screen.findByRole('option', { name: 'Ana Souza' }));
    await user.click(screen.getByRole('button', { name: 'Registrar avaliação' }));
    expect(await screen.findByText('Erro ao registrar avaliação')).toBeVisible();
  });
});
