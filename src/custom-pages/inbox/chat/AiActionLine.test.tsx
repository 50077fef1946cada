import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildConversation, buildMessage } from '../../../../tests/web/inbox/chat/builders';
import { installFakeChatServer } from '../../../../tests/web/inbox/chat/fakeChatServer';
import { stubChatLayout } from '../../../../tests/web/inbox/chat/layout';
import { renderChat } from '../../../../tests/web/inbox/chat/renderChat';

const NOW = new Date(2025, 2, 12, 15, 0);
const at = (hour: number, minute = 0) => new Date(2025, 2, 12, hour, minute).toISOString();

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  stubChatLayout();
});

afterEach(() => {
  vi.useRealTimers();
});

describe("the AI's actions in the chat", () => {
  it('shows what the AI did as a small line between the messages, not as a bubble, its text as text', async () => {
    installFakeChatServer({
      pages: [
        {
          messages: [
            buildMessage({ content: 'tem Corolla?', timestamp: at(9) }),
            buildMessage({
              origin: 'system',
              event: 'ai_action',
              content: 'IA consultou o estoque — “<b>Corolla</b>” — 1 veículo',
              timestamp: at(9, 1),
            }),
            buildMessage({ origin: 'ai', content: 'Temos sim!', timestamp: at(9, 1) }),
          ],
          hasMore: false,
        },
      ],
    });
    renderChat(buildConversation({ instanceName: 'Loja Centro' }));
    const log = await screen.findByRole('log', { name: 'Mensagens' });

    const line = within(log).getByRole('note', { name: 'Ação da IA, visível só para a equipe' });
    expect(line).toHaveTextContent('IA consultou o estoque — “<b>Corolla</b>” — 1 veículo');
    expect(line).toHaveTextContent('09:01');
    expect(line.querySelector('b')).toBeNull();
    // Only the customer's and the AI's messages are bubbles.
    expect(within(log).getAllByRole('article')).toHaveLength(2);
    expect(within(log).queryByText('Mensagem automática')).toBeNull();
  });
});
