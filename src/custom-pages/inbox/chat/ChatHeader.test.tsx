import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildConversation, buildNote } from '../../../../tests/web/inbox/chat/builders';
import { installFakeChatServer } from '../../../../tests/web/inbox/chat/fakeChatServer';
import { stubChatLayout } from '../../../../tests/web/inbox/chat/layout';
import { renderChat } from '../../../../tests/web/inbox/chat/renderChat';
import { jsonResponse } from '../../../../tests/web/session';
import { buildDataProvider } from '../../../providers/dataProvider';

/** A chat WhatsApp knows only by an internal id: the header's title is the contact's name. */
const LID = '123456789012345678';

beforeEach(() => {
  stubChatLayout();
});

describe('chat pane header', () => {
  it("titles the chat by the contact rules, shows the instance and offers 'Voltar' on a phone", async () => {
    installFakeChatServer();
    const onBack = vi.fn();
    renderChat(
      buildConversation({
        contactName: 'Maria Silva',
        contactNumber: '5511988887777',
        instanceName: 'Loja Sul',
      }),
      {
        onBack,
      },
    );
    expect(screen.getByRole('heading', { name: '+55 (11) 98888-7777' })).toBeVisible();
    expect(screen.getByText('Maria Silva')).toBeVisible();
    expect(screen.getByText('MS')).toBeInTheDocument();
    expect(screen.getByLabelText('Instância: Loja Sul')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(onBack).toHaveBeenCalledOnce();
  });

  it('renames the contact and shows the new name at once', async () => {
    const server = installFakeChatServer();
    const onConversationChange = vi.fn();
    renderChat(buildConversation({ contactName: 'Maria', contactNumber: LID }), { onConversationChange });
    expect(screen.getByRole('heading', { name: 'Maria' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Editar nome do contato' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar nome do contato' });
    const field = within(dialog).getByRole('textbox', { name: 'Nome do contato' });
    expect(field).toHaveAttribute('maxlength', '50');
    await userEvent.clear(field);
    await userEvent.type(field, '  Maria Oliveira {Enter}');

    expect(await screen.findByText('Nome atualizado com sucesso!')).toBeVisible();
    expect(server.callsTo('PATCH', /^\/api\/conversations\/[^/]+$/).map((call) => call.body)).toEqual([
      { contactName: 'Maria Oliveira' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Maria Oliveira' })).toBeVisible();
    expect(onConversationChange).toHaveBeenCalledWith({ contactName: 'Maria Oliveira' });
  });

  it('keeps the dialog open and says why when the rename fails', async () => {
    const server = installFakeChatServer();
    server.on('PATCH', /^\/api\/conversations\/[^/]+$/, () =>
      jsonResponse(400, { error: 'validation_error', message: 'Nome do contato é obrigatório' }),
    );
    renderChat(buildConversation({ contactName: 'Maria', contactNumber: LID }));
    await userEvent.click(screen.getByRole('button', { name: 'Editar nome do contato' }));
    const field = within(await screen.findByRole('dialog')).getByRole('textbox', { name: 'Nome do contato' });
    await userEvent.type(field, ' Souza');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Erro ao atualizar nome')).toBeVisible();
    expect(screen.getByText('Nome do contato é obrigatório')).toBeVisible();
    expect(screen.getByRole('dialog')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Maria', hidden: true })).toBeInTheDocument();
  });

  it('does not call the server when the name did not change', async () => {
    const server = installFakeChatServer();
    renderChat(buildConversation({ contactName: 'Maria' }));
    await userEvent.click(screen.getByRole('button', { name: 'Editar nome do contato' }));
    await userEvent.type(within(await screen.findByRole('dialog')).getByRole('textbox'), ' {Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.callsTo('PATCH', /.*/)).toHaveLength(0);
  });

  it('switches the AI and the follow-up of the conversation', async () => {
    const server = installFakeChatServer();
    const onConversationChange = vi.fn();
    renderChat(buildConversation({ isAiActive: true, isFollowUpActive: false }), { onConversationChange });

    await userEvent.click(screen.getByRole('button', { name: 'IA' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'IA' })).toHaveAttribute('aria-pressed', 'false'),
    );
    expect(server.callsTo('PATCH', /\/ai-toggle$/)[0]?.body).toEqual({ enabled: false });
    expect(onConversationChange).toHaveBeenCalledWith(expect.objectContaining({ isAiActive: false }));

    await userEvent.click(screen.getByRole('button', { name: 'F-up' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'F-up' })).toHaveAttribute('aria-pressed', 'true'),
    );
    expect(server.callsTo('PATCH', /\/followup-toggle$/)[0]?.body).toEqual({
      enabled: true,
      followupTime: 60,
      followupMessage: 'Olá! Como posso ajudar você hoje?',
    });
  });

  it("says 'Erro {status}: {body}' when a switch is refused and leaves it as it was", async () => {
    const server = installFakeChatServer();
    server.on('PATCH', /\/ai-toggle$/, () =>
      jsonResponse(404, { error: 'not_found', message: 'Conversa não encontrada' }),
    );
    renderChat(buildConversation({ isAiActive: true }));
    await userEvent.click(screen.getByRole('button', { name: 'IA' }));
    expect(await screen.findByText('Erro 404: Conversa não encontrada')).toBeVisible();
    expect(screen.getByRole('button', { name: 'IA' })).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('internal notes', () => {
  // The notes resource through the app's own provider, so the fake server answers it.
  const dataProvider = buildDataProvider();
  it('lists the notes as internal and adds a new one on top', async () => {
    const server = installFakeChatServer({
      notes: [buildNote({ text: 'Cliente prefere contato depois das 18h', authorName: 'Bruno Lima' })],
    });
    renderChat(undefined, { dataProvider });
    await userEvent.click(screen.getByRole('button', { name: 'Notas internas' }));
    const drawer = await screen.findByRole('dialog', { name: 'Notas internas' });
    expect(
      within(drawer).getByText('Visíveis apenas para a equipe. Nunca são enviadas ao cliente.'),
    ).toBeVisible();
    expect(await within(drawer).findByText('Cliente prefere contato depois das 18h')).toBeVisible();
    expect(within(drawer).getByText(/^Bruno Lima • /)).toBeVisible();

    await userEvent.type(
      within(drawer).getByRole('textbox', { name: 'Nova nota interna' }),
      'Quer financiar em 48x',
    );
    await userEvent.click(within(drawer).getByRole('button', { name: 'Adicionar nota' }));
    expect(await screen.findByText('Nota adicionada')).toBeVisible();
    expect(server.callsTo('POST', /\/notes$/).map((call) => call.body)).toEqual([
      { conversationId: expect.any(String), text: 'Quer financiar em 48x' },
    ]);
    const items = within(within(drawer).getByRole('list', { name: 'Notas internas' })).getAllByRole(
      'listitem',
    );
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Quer financiar em 48x'),
      expect.stringContaining('Cliente prefere contato depois das 18h'),
    ]);
    expect(within(drawer).getByRole('textbox', { name: 'Nova nota interna' })).toHaveValue('');
    // A note is never a message to the customer.
    expect(server.callsTo('POST', /^\/api\/messages\/send$/)).toHaveLength(0);
  });

  it('says so when there is no note yet', async () => {
    installFakeChatServer();
    renderChat(undefined, { dataProvider });
    await userEvent.click(screen.getByRole('button', { name: 'Notas internas' }));
    expect(await screen.findByText('Nenhuma nota ainda')).toBeVisible();
  });
});
