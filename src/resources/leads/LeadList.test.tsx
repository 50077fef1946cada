import { screen, within } from '@testing-library/react';
import { type DataProvider, ResourceContextProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildLead } from '../../../tests/web/kanban/builders';
import { meFetch, signInAs } from '../../../tests/web/session';
import { renderWithAdmin } from '../../../tests/web/TestApp';
import { createAuthProvider } from '../../providers/authProvider';
import { clearSession } from '../../providers/session';
import { LeadList } from './LeadList';
import { LeadShow } from './LeadShow';

afterEach(() => clearSession());

describe('the leads register (/leads)', () => {
  it('is headed, shows phones formatted, and names a lead without a name by its phone', async () => {
    const user = signInAs('admin');
    const rows = [
      buildLead({
        id: '00000000-0000-4000-8000-0000000000a1',
        contactName: 'Pedro Almeida',
        contactNumber: '5521998765432',
      }),
      buildLead({
        id: '00000000-0000-4000-8000-0000000000a2',
        contactName: '',
        contactNumber: '5519988887777',
      }),
    ];
    const getList = vi.fn(async () => ({ data: rows, total: rows.length }));
    renderWithAdmin(
      <ResourceContextProvider value="leads">
        <LeadList />
      </ResourceContextProvider>,
      {
        dataProvider: { getList, getMany: async () => ({ data: [] }) } as unknown as DataProvider,
        authProvider: createAuthProvider({ fetch: meFetch(user) }),
        path: '/leads',
      },
    );
    const pedro = (await screen.findByText('Pedro Almeida', {}, { timeout: 15000 })).closest(
      '[role="row"]',
    ) as HTMLElement;
    expect(within(pedro).getByText('+55 (21) 99876-5432')).toBeVisible();
    expect(screen.queryByText('5521998765432')).not.toBeInTheDocument();

    const nameless = screen.getAllByText('+55 (19) 98888-7777');
    // Once as the contact, once as the phone: the contact cell is never blank.
    expect(nameless).toHaveLength(2);
    expect(nameless[0]?.closest('[role="row"]')).toBe(nameless[1]?.closest('[role="row"]'));

    expect(screen.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
  });

  it("shows a lead's phone formatted on its page", async () => {
    const user = signInAs('admin');
    const lead = {
      ...buildLead({ contactName: '', contactNumber: '5519988887777' }),
      history: [],
      financingSimulations: [],
    };
    renderWithAdmin(
      <ResourceContextProvider value="leads">
        <Routes>
          <Route path="/leads/:id/show" element={<LeadShow />} />
        </Routes>
      </ResourceContextProvider>,
      {
        dataProvider: { getOne: async () => ({ data: lead }) } as unknown as DataProvider,
        authProvider: createAuthProvider({ fetch: meFetch(user) }),
        path: `/leads/${lead.id}/show`,
      },
    );
    expect(await screen.findByText('+55 (19) 98888-7777', {}, { timeout: 15000 })).toBeVisible();
    expect(screen.queryByText('5519988887777')).not.toBeInTheDocument();
  });
});
