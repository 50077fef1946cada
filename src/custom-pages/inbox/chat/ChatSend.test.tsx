import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Message } from '../../../../contract/inbox';
import {
  buildConversation,
  buildMessage,
  CONVERSATION_ID,
} from '../../../../tests/web/inbox/chat/testing/builders';
import { installFakeChatServer } from '../../../../tests/web/inbox/chat/testing/fakeChatServer';
import { stubChatLayout } from '../../../../tests/web/inbox/chat/testing/layout';
import { renderChat } from '../../../../tests/web/inbox/chat/testing/renderChat';
import { jsonResponse } from '../../../../tests/web/session';

const input = () => screen.getByRole('textbox', { name: 'Digite uma mensagem' });
const operatorBubble = (text: string) =>
  screen
    .getAllByRole('article', { name: 'Mensagem do atendente' })
    .find((bubble) => bubble.textContent?.includes(text));

const REFUSAL = 'O número não está no WhatsApp';

/** The 502 the server answers when the gateway refuses: the failed message rides in `details`. */
const sendFailed = (message: Message) =>
  jsonResponse(502, {
    error: 'send_failed',
    message: REFUSAL,
    details: { messageId: message.id, message: { ...message, status: 'failed', error: REFUSAL } },
  });

beforeEach(() => {
  stubChatLayout();
});

describe('sending from the chat pane', () => {
  it('sends on Enter with the conversation and number, shows the message at once, then as sent', async () => {
    const server = installFakeChatServer();
    let answer: (response: Response) => void = () => {};
    server.on(
      'POST',
      /^\/api\/messages\/send$/,
      () => new Promise<Response>((resolve) => (answer = resolve)),
    );
    const onConversationChange = vi.fn();
    renderChat(buildConversation({ contactNumber: '5511988887777', isAiActive: true }), {
      onConversationChange,
    });
    await screen.findByText('Nenhuma mensagem ainda');

    await userEvent.type(input(), 'Posso te ligar agora?{Enter}');
    expect(server.callsTo('POST', /^\/api\/messages\/send$/)[0]?.body).toEqual({
      conversationId: CONVERSATION_ID,
      message: 'Posso te ligar agora?',
      phoneNumber: '5511988887777',
    });
    expect(input()).toHaveValue('');
    const pending = await screen.findByRole('article', { name: 'Mensagem do atendente' });
    expect(pending).toHaveTextContent('Posso te ligar agora?');
    expect(pending).toHaveTextContent('Enviando...');
    expect(pending).toHaveTextContent('Ana Souza');
    expect(screen.getByRole('button', { name: 'Enviar mensagem' })).toBeDisabled();

    const sent = buildMessage({
      origin: 'human',
      content: 'Posso te ligar agora?',
      timestamp: new Date(2025, 2, 12, 14, 5).toISOString(),
    });
    answer(jsonResponse(201, { success: true, message: sent }));
    await waitFor(() => expect(operatorBubble('Posso te ligar agora?')).toHaveTextContent('14:05'));
    expect(screen.queryByText('Enviando...')).not.toBeInTheDocument();
    // The server pauses the AI on a human send; the pane reflects it and makes no second call.
    expect(onConversationChange).toHaveBeenCalledWith(expect.objectContaining({ isAiActive: false }));
    expect(screen.getByRole('button', { name: 'IA' })).toHaveAttribute('aria-pressed', 'false');
    expect(server.callsTo('POST', /disable-ai$/)).toHaveLength(0);
  });

  it('keeps Shift+Enter as a new line and never sends blank text', async () => {
    const server = installFakeChatServer();
    renderChat();
    await screen.findByText('Nenhuma mensagem ainda');
    expect(screen.getByRole('button', { name: 'Enviar mensagem' })).toBeDisabled();
    await userEvent.type(input(), '   {Enter}');
    await userEvent.type(input(), 'Linha 1{Shift>}{Enter}{/Shift}Linha 2');
    expect(input()).toHaveValue('   Linha 1\nLinha 2');
    expect(server.callsTo('POST', /^\/api\/messages\/send$/)).toHaveLength(0);
  });

  it('marks a refused message as failed with the error toast, and retries it', async () => {
    const server = installFakeChatServer();
    const refused = buildMessage({ origin: 'human', content: 'Tem interesse?' });
    server.on('POST', /^\/api\/messages\/send$/, () => sendFailed(refused));
    renderChat();
    await screen.findByText('Nenhuma mensagem ainda');

    await userEvent.type(input(), 'Tem interesse?{Enter}');
    expect(await screen.findByText(`Erro ao enviar mensagem: ${REFUSAL}`)).toBeVisible();
    const bubble = await screen.findByRole('article', { name: 'Mensagem do atendente' });
    const failure = within(bubble.parentElement as HTMLElement).getByRole('status');
    expect(failure).toHaveTextContent(`Falha no envio: ${REFUSAL}`);

    server.on('POST', /\/retry$/, () => jsonResponse(200, { success: true, message: refused }));
    await userEvent.click(within(failure).getByRole('button', { name: 'Reenviar' }));
    await waitFor(() => expect(screen.queryByText(/Falha no envio/)).not.toBeInTheDocument());
    expect(server.callsTo('POST', /\/retry$/).map((call) => call.path)).toEqual([
      `/api/messages/${refused.id}/retry`,
    ]);
    expect(screen.getAllByRole('article', { name: 'Mensagem do atendente' })).toHaveLength(1);
  });

  it('keeps the text of a message lost to the network, and sends it again on retry', async () => {
    const server = installFakeChatServer();
    server.on('POST', /^\/api\/messages\/send$/, () => Promise.reject(new TypeError('Failed to fetch')));
    renderChat();
    await screen.findByText('Nenhuma mensagem ainda');

    await userEvent.type(input(), 'Oi?{Enter}');
    expect(await screen.findByText('Erro ao enviar mensagem: Failed to fetch')).toBeVisible();
    expect(await screen.findByText('Falha no envio: Failed to fetch')).toBeVisible();

    server.on('POST', /^\/api\/messages\/send$/, () =>
      jsonResponse(201, { success: true, message: buildMessage({ origin: 'human', content: 'Oi?' }) }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Reenviar' }));
    await waitFor(() => expect(screen.queryByText(/Falha no envio/)).not.toBeInTheDocument());
    expect(server.callsTo('POST', /^\/api\/messages\/send$/).map((call) => call.body)).toEqual([
      expect.objectContaining({ message: 'Oi?' }),
      expect.objectContaining({ message: 'Oi?' }),
    ]);
    expect(screen.getAllByRole('article', { name: 'Mensagem do atendente' })).toHaveLength(1);
  });

  it('offers the retry only on operator messages', async () => {
    installFakeChatServer({
      pages: [
        {
          messages: [buildMessage({ origin: 'ai', content: 'Temos sim!', status: 'failed', error: REFUSAL })],
          hasMore: false,
        },
      ],
    });
    renderChat();
    expect(await screen.findByText(`Falha no envio: ${REFUSAL}`)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Reenviar' })).not.toBeInTheDocument();
  });
});
