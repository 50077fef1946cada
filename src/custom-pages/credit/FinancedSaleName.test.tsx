import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createInMemoryDataProvider } from '../../../tests/web/inMemoryDataProvider';
import { renderWithAdmin } from '../../../tests/web/TestApp';
import { EMPTY_EXTRAS, SaleExtrasFields } from '../kanban/dialogs/SaleExtrasFields';
import LeadsOkScreen from './LeadsOkScreen';

describe('the financed-sale checkbox', () => {
  it('has one name in the sold dialog and on /leadsok, the bonus category of the spec', async () => {
    renderWithAdmin(<SaleExtrasFields value={EMPTY_EXTRAS} onChange={() => {}} />);
    expect(screen.getByRole('checkbox', { name: 'Financeira Retorno' })).toBeInTheDocument();

    const dataProvider = {
      ...createInMemoryDataProvider(),
      getFinancedLeads: async () => [],
      getPortals: async () => ({ crmUrl: 'https://crm.example', creditPortalUrl: 'https://credito.example' }),
    };
    renderWithAdmin(<LeadsOkScreen />, { dataProvider, path: '/leadsok' });
    expect(await screen.findByText(/Vendas marcadas com "Financeira Retorno"/)).toBeVisible();
  });
});
