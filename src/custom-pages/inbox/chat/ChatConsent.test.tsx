import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildConversation } from '../../../../tests/web/inbox/chat/builders';
import { installFakeChatServer } from '../../../../tests/web/inbox/chat/fakeChatServer';
import { stubChatLayout } from '../../../../tests/web/inbox/chat/layout';
import { renderChat } from '../../../../tests/web/inbox/chat/renderChat';
import { jsonResponse } from '../../../../tests/web/session';

const LEAD = '5e1d7a2c-3b4f-4c8d-9a6e-0f1b2c3d4e5f';

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

  it('lets the operator record that the contact accepts messages', async () => {
    const server = installFakeChatServer();
    server.on('PATCH', /^\/api\/leads\/[^/]+\/consent$/, () =>
      jsonResponse(200, { id: LEAD, consentStatus: 'opted_in', consentAt: null, consentSource: 'operator' }),
    );
    renderChat(buildConversation({ leadId: LEAD, consentStatus: 'unknown' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Alterar consentimento do contato' }));
    await userEvent.click(
      await screen.findByRole('menuitem', { name: 'Registrar que aceita receber mensagens' }),
    );

    await waitFor(() => expect(server.callsTo('PATCH', /\/consent$/)).toHaveLength(1));
    expect(server.callsTo('PATCH', /\/consent$/)[0]).toMatchObject({
      path: `/api/leads/${LEAD}/consent`,
      body: { status: 'opted_in' },
    });
    expect(await screen.findByText('Consentimento registrado')).toBeInTheDocument();
  });
});
