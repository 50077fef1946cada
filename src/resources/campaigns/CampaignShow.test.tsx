import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type DataProvider, ResourceContextProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CampaignRecord, RecipientRecord } from '../../../contract/campaigns';
import { meFetch, signInAs } from '../../../tests/web/session';
import { renderWithAdmin } from '../../../tests/web/TestApp';
import { createAuthProvider } from '../../providers/authProvider';
import { clearSession } from '../../providers/session';
import { CampaignShow } from './CampaignShow';

afterEach(() => clearSession());

const campaign: CampaignRecord = {
  id: '5b0d8a52-54a0-4a7e-9d5c-1f7f3a0b9e21',
  name: 'Feirão de sábado',
  instanceId: '7c2f9b4e-1d3a-4e8b-9f61-2a5d0c8e7b13',
  templateId: null,
  text: 'Sábado tem feirão: Onix com taxa zero!',
  variables: [],
  audience: { statuses: [], qualifications: [], sellerIds: [], saleChannels: [], recentDays: 7 },
  status: 'running',
  scheduledAt: null,
  startedAt: '2026-11-28T12:00:00.000Z',
  finishedAt: null,
  createdAt: '2026-11-28T11:00:00.000Z',
  total: 4,
  sent: 2,
  failed: 1,
};

const recipients: RecipientRecord[] = [
  {
    id: 'r-1',
    leadId: 'l-1',
    conversationId: 'c-1',
    contactName: 'Mariana Costa',
    contactNumber: '5511991234567',
    status: 'replied',
    error: null,
    sentAt: '2026-11-28T12:00:00.000Z',
  },
  {
    id: 'r-2',
    leadId: 'l-2',
    conversationId: 'c-2',
    contactName: 'João Pereira',
    contactNumber: '5511987654321',
    status: 'failed',
    error: 'Número sem WhatsApp',
    sentAt: null,
  },
];

describe('a campaign at /campanhas/:id/show', () => {
  it('shows the progress and the recipients, and pauses it', async () => {
    const user = signInAs('admin');
    const getList = vi.fn(async (_resource: string) => ({ data: recipients, total: 2 }));
    const campaignAction = vi.fn(async () => ({ ...campaign, status: 'paused' }));
    renderWithAdmin(
      <ResourceContextProvider value="campanhas">
        <Routes>
          <Route path="/campanhas/:id/show" element={<CampaignShow />} />
        </Routes>
      </ResourceContextProvider>,
      {
        dataProvider: {
          getOne: async () => ({ data: campaign }),
          getList,
          campaignAction,
        } as unknown as DataProvider,
        authProvider: createAuthProvider({ fetch: meFetch(user) }),
        path: `/campanhas/${campaign.id}/show`,
      },
    );
    expect(
      await screen.findByText('2 de 4 enviadas · 1 falharam', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Mariana Costa')).toBeInTheDocument();
    expect(screen.getByText('Respondeu')).toBeInTheDocument();
    expect(screen.getByText('Número sem WhatsApp')).toBeInTheDocument();
    expect(getList.mock.calls[0]?.[0]).toBe(`campaigns/${campaign.id}/recipients`);
    expect(screen.queryByRole('button', { name: 'Continuar' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Pausar' }));
    await waitFor(() => expect(campaignAction).toHaveBeenCalledWith(campaign.id, 'pause'));
  });
});
