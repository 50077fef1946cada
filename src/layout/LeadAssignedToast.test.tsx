import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { RealtimeEvent } from '../../contract/realtime';
import { signInAs } from '../../tests/web/session';
import { renderWithAdmin } from '../../tests/web/TestApp';
import { RealtimeContext, type RealtimeListener } from '../providers/realtime/context';
import { LeadAssignedToast } from './LeadAssignedToast';

const assigned = (toUserId: string, contactName = 'Marina Lopes'): RealtimeEvent => ({
  type: 'lead_assigned',
  instanceId: 'inst-1',
  leadId: 'lead-1',
  conversationId: 'conv-9',
  contactName,
  toUserId,
  fromUserId: 'someone-else',
  reason: 'Sem atividade do vendedor por 48 h (nenhuma mensagem nem mudança de status)',
});

const renderToast = () => {
  const listeners = new Set<RealtimeListener>();
  const subscribe = (listener: RealtimeListener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  renderWithAdmin(
    <RealtimeContext.Provider value={{ connected: true, subscribe }}>
      <LeadAssignedToast />
      <Routes>
        <Route path="/" element={<p>Início</p>} />
        <Route path="/chat" element={<p>Central de chat aberta</p>} />
      </Routes>
    </RealtimeContext.Provider>,
  );
  return (event: RealtimeEvent) =>
    act(() => {
      for (const listener of listeners) listener(event);
    });
};

describe('the toast of a lead moved to me', () => {
  it('pops up with the customer and the reason, and opens the conversation', async () => {
    const me = signInAs('vendedor');
    const emit = renderToast();
    emit(assigned(me.id));
    expect(await screen.findByText('Lead Marina Lopes foi redistribuído para você')).toBeVisible();
    expect(screen.getByText(/Sem atividade do vendedor por 48 h/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Ver conversa' }));
    expect(await screen.findByText('Central de chat aberta')).toBeInTheDocument();
  });

  it("stays silent for a lead moved to someone else (an admin's screen sees every move)", async () => {
    signInAs('admin');
    const emit = renderToast();
    emit(assigned('another-seller'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(/foi redistribuído para você/)).not.toBeInTheDocument();
  });

  it('names a customer without a name as such', async () => {
    const me = signInAs('vendedor');
    const emit = renderToast();
    emit(assigned(me.id, '  '));
    expect(await screen.findByText('Lead sem nome foi redistribuído para você')).toBeVisible();
  });
});
