import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import { useGetList } from 'react-admin';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeSocket, FakeSocket } from '../../../tests/web/dashboard/realtimeFakes';
import { createInMemoryDataProvider } from '../../../tests/web/inMemoryDataProvider';
import { signInAs, TEST_TOKEN } from '../../../tests/web/session';
import { renderWithAdmin } from '../../../tests/web/TestApp';
import { createAuthProvider } from '../authProvider';
import { getStoredUser, getToken } from '../session';
import { useRealtimeEvent, useRealtimeStatus } from './context';
import { RealtimeProvider } from './RealtimeProvider';

const Probe = ({ onEvent }: { onEvent?: (instanceId: string) => void }) => {
  const online = useRealtimeStatus();
  useGetList('instances', { pagination: { page: 1, perPage: 10 } });
  useRealtimeEvent(['instance_connected'], (event) => onEvent?.(event.instanceId));
  return <p>{online ? 'ao vivo' : 'sem conexão'}</p>;
};

/** The query cache of the rendered app, for what no screen shows. */
const grabbed: { client?: QueryClient } = {};
const GrabQueryClient = () => {
  grabbed.client = useQueryClient();
  return null;
};

const renderProvider = (onEvent?: (instanceId: string) => void) => {
  signInAs('admin');
  const dataProvider = createInMemoryDataProvider();
  const getList = vi.spyOn(dataProvider, 'getList');
  const authProvider = createAuthProvider({ fetch: async () => new Response(null, { status: 500 }) });
  const logout = vi.spyOn(authProvider, 'logout');
  renderWithAdmin(
    <RealtimeProvider createSocket={createFakeSocket}>
      <Probe onEvent={onEvent} />
    </RealtimeProvider>,
    { dataProvider, authProvider },
  );
  return { getList, logout };
};

beforeEach(() => {
  FakeSocket.created = [];
});

describe('RealtimeProvider', () => {
  it('opens one socket with the stored token and reports when it is live', async () => {
    renderProvider();
    expect(await screen.findByText('sem conexão')).toBeVisible();
    expect(FakeSocket.created).toHaveLength(1);
    expect(FakeSocket.latest().url).toMatch(new RegExp(`^ws://[^/]+/ws\\?token=${TEST_TOKEN}$`));
    act(() => FakeSocket.latest().accept());
    expect(await screen.findByText('ao vivo')).toBeVisible();
  });

  it('opens no socket without a session', () => {
    renderWithAdmin(
      <RealtimeProvider createSocket={createFakeSocket}>
        <Probe />
      </RealtimeProvider>,
    );
    expect(FakeSocket.created).toHaveLength(0);
  });

  it('refetches a named cache at most twice for a burst of 100 events, and tells subscribers', async () => {
    const onEvent = vi.fn();
    const { getList } = renderProvider(onEvent);
    await waitFor(() => expect(getList).toHaveBeenCalledTimes(1));
    act(() => {
      FakeSocket.latest().accept();
      for (let index = 0; index < 100; index += 1) {
        FakeSocket.latest().receive({ type: 'instance_connected', instanceId: `i-${index}` });
      }
    });
    // The first event asks for the event schema; the burst is delivered once it has loaded.
    await waitFor(() => expect(onEvent).toHaveBeenCalledTimes(100));
    await waitFor(() => expect(getList).toHaveBeenCalledTimes(3), { timeout: 2_000 });
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(getList).toHaveBeenCalledTimes(3);
  });

  it("shows a toast when a contact's name changes", async () => {
    renderProvider();
    act(() => {
      FakeSocket.latest().accept();
      FakeSocket.latest().receive({
        type: 'contact_name_updated',
        instanceId: 'i-1',
        conversationId: 'c-1',
        oldName: '5511988887777',
        newName: 'Maria Silva',
      });
    });
    expect(
      await screen.findByText('Contato atualizado: 5511988887777 agora se chama Maria Silva'),
    ).toBeVisible();
  });

  it('does not announce a rename to the operator who made it', async () => {
    renderProvider();
    const me = getStoredUser();
    if (!me) throw new Error('signed in');
    act(() => {
      FakeSocket.latest().accept();
      FakeSocket.latest().receive({
        type: 'contact_name_updated',
        instanceId: 'i-1',
        conversationId: 'c-1',
        oldName: '5511988887777',
        newName: 'Maria Silva',
        byUserId: me.id,
      });
      FakeSocket.latest().receive({ type: 'qrcode_updated', instanceId: 'i-1' });
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByText(/Contato atualizado/)).toBeNull();
  });

  it('logs out when the server refuses the token (4401) and does not reconnect', async () => {
    const { logout } = renderProvider();
    act(() => FakeSocket.latest().serverClose(4401));
    await waitFor(() => expect(logout).toHaveBeenCalled());
    expect(getToken()).toBeNull();
    expect(
      await screen.findByText('Sessão Expirada: Sua sessão expirou. Faça login novamente.'),
    ).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(FakeSocket.created).toHaveLength(1);
  });

  it("marks a closed inbox's and board's lists stale on a new message, without asking for them", async () => {
    signInAs('admin');
    renderWithAdmin(
      <RealtimeProvider createSocket={createFakeSocket}>
        <GrabQueryClient />
      </RealtimeProvider>,
    );
    const client = grabbed.client;
    if (!client) throw new Error('no query client');
    const inbox = ['inbox-conversations', 'all', '', 'all'];
    const board = ['lead-board', 'all', ''];
    const asked = vi.fn(async () => ({ pages: [], pageParams: [] }));
    // Asked before a menu click, fresh, and no page on screen reads them.
    await client.prefetchQuery({ queryKey: inbox, queryFn: asked });
    await client.prefetchQuery({ queryKey: board, queryFn: asked });
    expect(client.getQueryState(inbox)?.isInvalidated).toBe(false);
    act(() => {
      FakeSocket.latest().accept();
      FakeSocket.latest().receive({
        type: 'new_message',
        instanceId: 'i-1',
        conversationId: 'c-1',
        messageId: 'm-1',
        origin: 'contact',
      });
    });
    // Opening the inbox or the board now asks again instead of showing them without the message.
    expect(client.getQueryState(inbox)?.isInvalidated).toBe(true);
    expect(client.getQueryState(board)?.isInvalidated).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(asked).toHaveBeenCalledTimes(2);
  });
});
