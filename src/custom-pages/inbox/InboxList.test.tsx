import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  buildConversation,
  buildConversations,
  buildInboxInstance,
  SOUTH_ID,
  STORE_ID,
} from '../../../tests/web/inbox/builders';
import { installFakeInboxServer } from '../../../tests/web/inbox/fakeInboxServer';
import { scrollListToEnd } from '../../../tests/web/inbox/layout';
import { currentLocation, renderInbox } from '../../../tests/web/inbox/renderInbox';
import { installMatchMedia, PHONE_WIDTH } from '../../../tests/web/matchMedia';

const listCalls = (server: ReturnType<typeof installFakeInboxServer>) =>
  server.callsTo('GET', /^\/api\/conversations$/).map((call) => Object.fromEntries(call.query));

const cardOf = (text: string) => {
  const list = screen.getByRole('list', { name: 'Conversas' });
  const card = within(list).getByText(text).closest('[role="listitem"]');
  if (!(card instanceof HTMLElement)) throw new Error(`no card shows ${text}`);
  return card;
};

describe('inbox list', () => {
  it('shows each conversation as a card with its title, time, unread badge, message and badges', async () => {
    installFakeInboxServer({
      conversations: [
        buildConversation({
          contactName: 'Maria Silva',
          contactNumber: '5511988887777',
          unreadCount: 150,
          lastMessage: '[Áudio]',
          lastMessageType: 'audio',
          lastMessageAt: new Date(Date.now() - 5 * 60_000).toISOString(),
          isFollowUpActive: true,
        }),
        buildConversation({
          contactName: 'Contato',
          contactNumber: '120363041234567890@lid',
          lastMessage: null,
          lastMessageAt: null,
          isAiActive: false,
        }),
      ],
    });
    renderInbox();

    await screen.findByText('+55 (11) 98888-7777');
    const maria = cardOf('+55 (11) 98888-7777');
    expect(within(maria).getByText('MS')).toBeInTheDocument();
    expect(within(maria).getByText('há 5min')).toBeVisible();
    expect(within(maria).getByText('99+')).toBeVisible();
    expect(within(maria).getByRole('img', { name: 'Áudio' })).toBeInTheDocument();
    expect(within(maria).getByText('[Áudio]')).toBeVisible();
    expect(within(maria).getByText('Loja Centro')).toBeVisible();
    expect(await within(maria).findByText('Online')).toBeVisible();
    expect(within(maria).getByText('AI')).toBeVisible();
    // The 'F-up' badge beside the 'F-up' button.
    expect(within(maria).getAllByText('F-up')).toHaveLength(2);

    const unnamed = cardOf('Contato');
    expect(within(unnamed).getByText('90')).toBeInTheDocument();
    expect(within(unnamed).getByText('Sem mensagens')).toBeVisible();
    expect(within(unnamed).queryByText('AI')).not.toBeInTheDocument();
    expect(within(unnamed).getAllByText('F-up')).toHaveLength(1);
  });

  it("previews the last message without WhatsApp's markers, on one line", async () => {
    installFakeInboxServer({
      conversations: [
        buildConversation({
          contactName: 'Maria Silva',
          lastMessage: '*Promoção* do _Civic_\n```R$ 89.900```',
          lastMessageType: 'text',
        }),
      ],
    });
    renderInbox();
    expect(await screen.findByText('Promoção do Civic R$ 89.900')).toBeVisible();
  });

  it('asks the server for the chosen instance and for the typed search', async () => {
    const server = installFakeInboxServer({
      conversations: [
        ...buildConversations(2),
        buildConversation({ contactName: 'Bruno Sul', contactNumber: '777@lid', instanceId: SOUTH_ID }),
      ],
      instances: [
        buildInboxInstance(),
        buildInboxInstance({ id: SOUTH_ID, name: 'Loja Sul', isConnected: false }),
      ],
    });
    renderInbox();
    await screen.findByText('Cliente 1');

    await userEvent.click(screen.getByRole('combobox', { name: 'Instância' }));
    await userEvent.click(await screen.findByRole('option', { name: /Loja Sul/ }));
    await waitFor(() => expect(screen.queryByText('Cliente 1')).not.toBeInTheDocument());
    expect(screen.getByText('Bruno Sul')).toBeVisible();
    expect(listCalls(server).at(-1)).toMatchObject({ page: '1', limit: '20', instanceId: SOUTH_ID });
    expect(currentLocation.search).toBe(`?instance=${SOUTH_ID}`);

    await userEvent.type(screen.getByRole('searchbox', { name: 'Pesquisar conversas' }), 'bruno');
    await waitFor(() =>
      expect(listCalls(server).at(-1)).toMatchObject({ instanceId: SOUTH_ID, search: 'bruno' }),
    );
    // The search waits for a pause in the typing: one call for the word, not one per letter.
    expect(listCalls(server).filter((query) => query.search)).toHaveLength(1);
  });

  it('loads the next page when the list is scrolled to its end', async () => {
    const server = installFakeInboxServer({ conversations: buildConversations(45) });
    renderInbox();
    await screen.findByText('Cliente 1');
    expect(listCalls(server).map((query) => query.page)).toEqual(['1']);

    scrollListToEnd(screen.getByRole('list', { name: 'Conversas' }));
    await waitFor(() => expect(listCalls(server).map((query) => query.page)).toEqual(['1', '2']));
  });

  it('opens a conversation from a link even when it is not on the first page', async () => {
    const conversations = buildConversations(30);
    const target = conversations[27];
    if (!target) throw new Error('builders');
    const server = installFakeInboxServer({ conversations });
    renderInbox(`/whatsapp?instance=${STORE_ID}&conversation=${target.id}`);

    expect(await screen.findByRole('heading', { name: 'Cliente 28' })).toBeVisible();
    expect(server.callsTo('GET', new RegExp(`^/api/conversations/${target.id}$`))).toHaveLength(1);
    expect(listCalls(server)[0]).toMatchObject({ instanceId: STORE_ID });
  });

  it('opens a clicked conversation, puts it in the URL and clears its unread badge', async () => {
    const [first, second] = buildConversations(2, 1, { unreadCount: 3 });
    if (!first || !second) throw new Error('builders');
    installFakeInboxServer({ conversations: [first, second] });
    renderInbox();

    await screen.findByText('Cliente 2');
    await userEvent.click(cardOf('Cliente 2').querySelector('[role="button"]') ?? cardOf('Cliente 2'));
    expect(await screen.findByRole('heading', { name: 'Cliente 2' })).toBeVisible();
    expect(currentLocation.search).toBe(`?conversation=${second.id}`);
    expect(within(cardOf('Cliente 2')).queryByText('3')).not.toBeInTheDocument();
    expect(within(cardOf('Cliente 1')).getByText('3')).toBeVisible();
  });

  it("shows one pane at a time on a phone, and 'Voltar' returns to the list", async () => {
    installMatchMedia(PHONE_WIDTH);
    installFakeInboxServer({ conversations: buildConversations(2) });
    renderInbox();

    await userEvent.click(await screen.findByText('Cliente 1'));
    expect(await screen.findByRole('heading', { name: 'Cliente 1' })).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Conversas' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(await screen.findByRole('list', { name: 'Conversas' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Cliente 1' })).not.toBeInTheDocument();
  });

  it("says 'HTTP {status}' when the list cannot be loaded", async () => {
    const server = installFakeInboxServer();
    server.on('GET', /^\/api\/conversations$/, () => new Response('boom', { status: 500 }));
    renderInbox();
    expect((await screen.findAllByText('HTTP 500', {}, { timeout: 5_000 })).length).toBeGreaterThan(0);
  });
});
