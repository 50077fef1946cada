import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildConversation } from '../../../../tests/web/inbox/chat/builders';
import { installFakeChatServer } from '../../../../tests/web/inbox/chat/fakeChatServer';
import { stubChatLayout } from '../../../../tests/web/inbox/chat/layout';
import { renderChat } from '../../../../tests/web/inbox/chat/renderChat';

beforeEach(() => {
  stubChatLayout();
});

describe("the chat header's consent", () => {
  it('says when the contact asked not to receive messages', async () => {
    installFakeChatServer();
    renderChat(buildConversation({ consentStatus: 'opted_out' }));
    expect(await screen.findByText('Pediu para não receber mensagens')).toBeInTheDocument();
  });

  it('says nothing while the contact made no choice', async () => {
    installFakeChatServer();
    renderChat(buildConversation({ consentStatus: 'unknown' }));
    await screen.findByText('Nenhuma mensagem ainda');
    expect(screen.queryByText('Consentimento não informado')).not.toBeInTheDocument();
    expect(screen.queryByText('Pediu para não receber mensagens')).not.toBeInTheDocument();
  });
});
