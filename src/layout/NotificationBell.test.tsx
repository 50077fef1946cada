import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { Notification } from '../../contract/notifications';
import { signInAs } from '../../tests/web/session';
import { createFakeSettingsServer } from '../../tests/web/settings/fakeSettingsServer';
import { renderWithAdmin } from '../../tests/web/TestApp';
import { NotificationBell } from './NotificationBell';

const notice = (overrides: Partial<Notification>): Notification => ({
  id: '11111111-1111-4111-8111-111111111111',
  kind: 'hot_lead',
  title: 'Lead quente: Marina Lopes',
  body: 'Auto Center Vila: score 92.',
  link: '/chat?conversation=abc',
  createdAt: '2025-03-10T13:00:00.000Z',
  read: false,
  ...overrides,
});

const render = (notifications: Notification[]) => {
  signInAs('vendedor');
  const server = createFakeSettingsServer({
    notifications: { notifications, unreadCount: notifications.filter((n) => !n.read).length },
  });
  vi.stubGlobal('fetch', server.fetch);
  renderWithAdmin(
    <Routes>
      <Route path="/" element={<NotificationBell />} />
      <Route path="/chat" element={<p>Central de chat aberta</p>} />
    </Routes>,
  );
  return server;
};

describe('NotificationBell', () => {
  it('shows the unread count and the latest notices', async () => {
    render([
      notice({}),
      notice({ id: '22222222-2222-4222-8222-222222222222', title: 'Falha na IA', read: true, link: null }),
    ]);
    const bell = await screen.findByRole('button', { name: 'Notificações: 1 não lidas' }, { timeout: 4000 });
    await userEvent.click(bell);
    expect(screen.getByText('Lead quente: Marina Lopes')).toBeInTheDocument();
    expect(screen.getByText('Falha na IA')).toBeInTheDocument();
  });

  it('opens a notice where it is handled and marks it read', async () => {
    const server = render([notice({})]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Notificações: 1 não lidas/ }));
    await user.click(screen.getByText('Lead quente: Marina Lopes'));
    expect(await screen.findByText('Central de chat aberta')).toBeInTheDocument();
    expect(server.writes().map((call) => call.path)).toEqual([
      '/api/notifications/11111111-1111-4111-8111-111111111111/read',
    ]);
  });

  it('says when there is nothing, and marks all read', async () => {
    render([]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Notificações' }));
    expect(screen.getByText('Nenhuma notificação por enquanto.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Marcar todas como lidas' })).toBeDisabled(),
    );
  });
});
