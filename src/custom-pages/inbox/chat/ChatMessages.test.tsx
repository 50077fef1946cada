import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildConversation, buildMessage } from '../../../../tests/web/inbox/chat/builders';
import { installFakeChatServer } from '../../../../tests/web/inbox/chat/fakeChatServer';
import { stubChatLayout } from '../../../../tests/web/inbox/chat/layout';
import { renderChat } from '../../../../tests/web/inbox/chat/renderChat';
import { jsonResponse } from '../../../../tests/web/session';

const NOW = new Date(2025, 2, 12, 15, 0);
const at = (day: number, hour: number) => new Date(2025, 2, day, hour, 0).toISOString();

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  stubChatLayout();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('chat pane messages', () => {
  it('asks to pick a conversation when none is open', () => {
    installFakeChatServer();
    renderChat(null);
    expect(screen.getByText('Selecione uma conversa para começar a mensagem')).toBeVisible();
  });

  it('shows the empty state of a conversation without messages', async () => {
    installFakeChatServer();
    renderChat();
    expect(await screen.findByText('Nenhuma mensagem ainda')).toBeVisible();
    expect(screen.getByText('Inicie a conversa enviando uma mensagem')).toBeVisible();
  });

  it('separates days and styles each bubble by origin', async () => {
    const server = installFakeChatServer({
      pages: [
        {
          messages: [
            buildMessage({ content: 'Tem o Onix 2020?', timestamp: at(5, 9) }),
            buildMessage({ origin: 'ai', content: 'Temos sim!', timestamp: at(10, 9) }),
            buildMessage({ origin: 'followup', content: 'Ainda tem interesse?', timestamp: at(11, 9) }),
            buildMessage({
              origin: 'human',
              senderName: 'Bruno Lima',
              content: 'Posso ligar?',
              timestamp: at(12, 9),
            }),
          ],
          hasMore: false,
        },
      ],
    });
    renderChat(buildConversation({ instanceName: 'Loja Centro' }));
    const log = await screen.findByRole('log', { name: 'Mensagens' });
    expect(
      within(log)
        .getAllByRole('separator')
        .map((separator) => separator.textContent),
    ).toEqual(['5 de março', 'Segunda-feira', 'Ontem', 'Hoje']);

    const contact = within(log).getByRole('article', { name: 'Mensagem do contato' });
    expect(contact).toHaveTextContent('Tem o Onix 2020?');
    const ai = within(log).getByRole('article', { name: 'Mensagem da IA' });
    expect(ai).toHaveTextContent('IA • Loja Centro');
    const followUp = within(log).getByRole('article', { name: 'Mensagem de follow-up' });
    expect(followUp).toHaveTextContent('Follow-up');
    const human = within(log).getByRole('article', { name: 'Mensagem do atendente' });
    expect(human).toHaveTextContent('Bruno Lima');
    expect(human).toHaveTextContent('09:00');

    const colours = [contact, ai, followUp, human].map((bubble) => getComputedStyle(bubble).backgroundColor);
    expect(new Set(colours).size).toBe(4);
    expect(server.callsTo('GET', /^\/api\/messages$/)[0]?.query.get('limit')).toBe('50');
  });

  it("shows WhatsApp's formatting in a bubble, and a customer's HTML as text", async () => {
    installFakeChatServer({
      pages: [
        {
          messages: [
            buildMessage({ content: '<img src=x onerror=alert(1)> quero o *Civic*' }),
            buildMessage({ origin: 'ai', content: 'Temos o _Civic_ por ```R$ 89.900```' }),
          ],
          hasMore: false,
        },
      ],
    });
    renderChat();
    const log = await screen.findByRole('log', { name: 'Mensagens' });
    const contact = within(log).getByRole('article', { name: 'Mensagem do contato' });
    expect(contact).toHaveTextContent('<img src=x onerror=alert(1)> quero o Civic');
    expect(contact.querySelector('img')).toBeNull();
    expect(within(contact).getByText('Civic').tagName).toBe('STRONG');
    const ai = within(log).getByRole('article', { name: 'Mensagem da IA' });
    expect(ai).toHaveTextContent('Temos o Civic por R$ 89.900');
    expect(within(ai).getByText('Civic').tagName).toBe('EM');
    expect(within(ai).getByText('R$ 89.900').tagName).toBe('CODE');
  });

  it("says 'HTTP {status}' when the messages cannot be loaded, and loads them on retry", async () => {
    const server = installFakeChatServer({
      pages: [{ messages: [buildMessage({ content: 'Voltei!' })], hasMore: false }],
    });
    let failing = true;
    server.on('GET', /^\/api\/messages$/, () =>
      failing
        ? jsonResponse(500, { error: 'internal', message: 'Erro interno' })
        : jsonResponse(200, server.state.pages[0]),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderChat();
    // One retry first (spec 2 §9); then the toast and the pane both say it.
    await waitFor(() => expect(screen.getAllByText('HTTP 500')).toHaveLength(2), { timeout: 4_000 });
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Voltei!')).toBeVisible();
  });
});
