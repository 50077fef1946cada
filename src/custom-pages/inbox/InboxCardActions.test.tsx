import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RealtimeEvent } from '../../../contract/realtime';
import { buildConversations, STORE_ID } from '../../../tests/web/inbox/builders';
import { installFakeInboxServer } from '../../../tests/web/inbox/fakeInboxServer';
import { currentLocation, renderInbox } from '../../../tests/web/inbox/renderInbox';

const cardOf = (text: string) => {
  const list = screen.getByRole('list', { name: 'Conversas' });
  const card = within(list).getByText(text).closest('[role="listitem"]');
  if (!(card instanceof HTMLElement)) throw new Error(`no card shows ${text}`);
  return card;
};

describe("the card's edit-name and quick-notes buttons", () => {
  it('rename the contact from the card: the chat opens with the dialog and the card takes the new name', async () => {
    const [first, second] = buildConversations(2);
    if (!first || !second) throw new Error('builders');
    const server = installFakeInboxServer({ conversations: [first, second] });
    renderInbox();
    await screen.findByText('Cliente 2');

    await userEvent.click(
      within(cardOf('Cliente 2')).getByRole('button', { name: 'Editar nome do contato' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Editar nome do contato' });
    // Under the dialog, the chat of that conversation is open.
    expect(screen.getByRole('heading', { name: 'Cliente 2', hidden: true })).toBeInTheDocument();
    expect(currentLocation.search).toBe(`?conversation=${second.id}&dialog=rename`);

    const field = within(dialog).getByRole('textbox', { name: 'Nome do contato' });
    expect(field).toHaveValue('Cliente 2');
    await userEvent.clear(field);
    await userEvent.type(field, 'Bruno Lima{Enter}');

    expect(await screen.findByText('Nome atualizado com sucesso!')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.callsTo('PATCH', new RegExp(`^/api/conversations/${second.id}$`))).toMatchObject([
      { body: { contactName: 'Bruno Lima' } },
    ]);
    expect(within(cardOf('Bruno Lima')).getByText('BL')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Bruno Lima' })).toBeVisible();
    expect(currentLocation.search).toBe(`?conversation=${second.id}`);
  });

  it("open the conversation's internal notes, kept on the server", async () => {
    const [first] = buildConversations(1);
    if (!first) throw new Error('builders');
    const server = installFakeInboxServer({ conversations: [first] });
    renderInbox();
    await screen.findByText('Cliente 1');

    await userEvent.click(within(cardOf('Cliente 1')).getByRole('button', { name: 'Notas internas' }));
    const drawer = await screen.findByRole('dialog', { name: 'Notas internas' });
    expect(currentLocation.search).toBe(`?conversation=${first.id}&dialog=notes`);
    expect(
      within(drawer).getByText('Visíveis apenas para a equipe. Nunca são enviadas ao cliente.'),
    ).toBeVisible();
    expect(await within(drawer).findByText('Nenhuma nota ainda')).toBeVisible();

    await userEvent.type(
      within(drawer).getByRole('textbox', { name: 'Nova nota interna' }),
      'Prefere ligação depois das 18h',
    );
    await userEvent.click(within(drawer).getByRole('button', { name: 'Adicionar nota' }));
    expect(await within(drawer).findByText('Prefere ligação depois das 18h')).toBeVisible();
    expect(server.callsTo('POST', /\/notes$/)).toMatchObject([
      { path: '/api/notes', body: { conversationId: first.id, text: 'Prefere ligação depois das 18h' } },
    ]);
    // A note is for the staff: nothing was sent to the customer.
    expect(server.callsTo('POST', /^\/api\/messages/)).toEqual([]);

    await userEvent.click(within(drawer).getByRole('button', { name: 'Fechar notas' }));
    await waitFor(() => expect(currentLocation.search).toBe(`?conversation=${first.id}`));
  });

  it('reopen the notes from a link', async () => {
    const conversations = buildConversations(2);
    const target = conversations[1];
    if (!target) throw new Error('builders');
    const server = installFakeInboxServer({ conversations });
    server.state.notes.set(target.id, [
      {
        id: 'note-1',
        conversationId: target.id,
        authorId: null,
        authorName: 'Bruno Lima',
        text: 'Cliente quer financiar em 48x',
        createdAt: new Date().toISOString(),
      },
    ]);
    renderInbox(`/whatsapp?conversation=${target.id}&dialog=notes`);

    const drawer = await screen.findByRole('dialog', { name: 'Notas internas' });
    expect(await within(drawer).findByText('Cliente quer financiar em 48x')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Cliente 2', hidden: true })).toBeInTheDocument();
  });
});

describe('the open conversation', () => {
  it('leaves no unread badge on its card after messages that arrived while it was open', async () => {
    const conversations = buildConversations(2, 1, { unreadCount: 4 });
    const [first, second] = conversations;
    if (!first || !second) throw new Error('builders');
    const server = installFakeInboxServer({ conversations });
    const { emit } = renderInbox(`/whatsapp?conversation=${first.id}`);
    expect(await screen.findByRole('heading', { name: 'Cliente 1' })).toBeVisible();
    await waitFor(() => expect(server.callsTo('GET', /^\/api\/messages$/).length).toBeGreaterThan(0));

    // Two customer messages while the chat is open. The list's refresh was answered before the
    // chat's read of them reached the server, so it still counts them.
    server.state.conversations = [{ ...first, lastMessage: 'Ainda tem o Onix?', unreadCount: 2 }, second];
    const event = {
      type: 'new_message',
      instanceId: STORE_ID,
      conversationId: first.id,
      messageId: 'm-1',
      origin: 'contact',
    } satisfies RealtimeEvent;
    emit(event);
    await within(cardOf('Cliente 1')).findByText('Ainda tem o Onix?');

    await userEvent.click(cardOf('Cliente 2').querySelector('[role="button"]') ?? cardOf('Cliente 2'));
    expect(await screen.findByRole('heading', { name: 'Cliente 2' })).toBeVisible();
    expect(within(cardOf('Cliente 1')).queryByText('2')).not.toBeInTheDocument();
    expect(within(cardOf('Cliente 1')).queryByText('4')).not.toBeInTheDocument();
  });
});
