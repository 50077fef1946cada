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
import { renderInbox } from '../../../tests/web/inbox/renderInbox';
import { jsonResponse } from '../../../tests/web/session';

const cardOf = (text: string) => {
  const list = screen.getByRole('list', { name: 'Conversas' });
  const card = within(list).getByText(text).closest('[role="listitem"]');
  if (!(card instanceof HTMLElement)) throw new Error(`no card shows ${text}`);
  return card;
};

/** A response the test releases when it wants: the request stays "running" until then. */
const deferred = () => {
  let release: (response: Response) => void = () => {};
  const response = new Promise<Response>((resolve) => {
    release = resolve;
  });
  return { response, release };
};

describe('inbox switches', () => {
  it("flips a card's AI at once with a spinner, and goes back with the error toast when it fails", async () => {
    const server = installFakeInboxServer({ conversations: buildConversations(1) });
    const answer = deferred();
    server.on('PATCH', /\/ai-toggle$/, () => answer.response);
    renderInbox();
    await screen.findByText('Cliente 1');

    const aiButton = within(cardOf('Cliente 1')).getByRole('button', { name: 'IA' });
    expect(aiButton).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(aiButton);
    expect(aiButton).toHaveAttribute('aria-pressed', 'false');
    expect(aiButton).toBeDisabled();
    expect(within(aiButton).getByRole('progressbar')).toBeInTheDocument();
    expect(within(cardOf('Cliente 1')).queryByText('AI')).not.toBeInTheDocument();

    answer.release(jsonResponse(500, { error: 'internal', message: 'Falha no servidor' }));
    expect(await screen.findByText('Erro 500: Falha no servidor')).toBeVisible();
    expect(aiButton).toHaveAttribute('aria-pressed', 'true');
    expect(aiButton).toBeEnabled();
    expect(within(cardOf('Cliente 1')).getByText('AI')).toBeVisible();
    expect(server.callsTo('PATCH', /\/ai-toggle$/).map((call) => call.body)).toEqual([{ enabled: false }]);
  });

  it("says 'Erro de rede' when the switch gets no answer", async () => {
    const server = installFakeInboxServer({ conversations: buildConversations(1) });
    server.on('PATCH', /\/followup-toggle$/, () => Promise.reject(new TypeError('Failed to fetch')));
    renderInbox();
    await screen.findByText('Cliente 1');

    const followUp = within(cardOf('Cliente 1')).getByRole('button', { name: 'F-up' });
    await userEvent.click(followUp);
    expect(await screen.findByText('Erro de rede: Failed to fetch')).toBeVisible();
    expect(followUp).toHaveAttribute('aria-pressed', 'false');
  });

  it("turns a card's follow-up on with the default delay and message, and keeps it on", async () => {
    const server = installFakeInboxServer({ conversations: buildConversations(1) });
    renderInbox();
    await screen.findByText('Cliente 1');

    await userEvent.click(within(cardOf('Cliente 1')).getByRole('button', { name: 'F-up' }));
    await waitFor(() =>
      expect(within(cardOf('Cliente 1')).getByRole('button', { name: 'F-up' })).toBeEnabled(),
    );
    expect(within(cardOf('Cliente 1')).getByRole('button', { name: 'F-up' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(server.callsTo('PATCH', /\/followup-toggle$/).map((call) => call.body)).toEqual([
      { enabled: true, followupTime: 60, followupMessage: 'Olá! Como posso ajudar você hoje?' },
    ]);
  });

  it('switches the AI of every instance in one call, and of the filtered instance alone', async () => {
    const server = installFakeInboxServer({
      conversations: [
        ...buildConversations(1),
        buildConversation({ contactName: 'Bruno Sul', contactNumber: '777@lid', instanceId: SOUTH_ID }),
      ],
      instances: [buildInboxInstance(), buildInboxInstance({ id: SOUTH_ID, name: 'Loja Sul' })],
    });
    renderInbox();
    await screen.findByText('Cliente 1');
    const globalAi = () =>
      screen.getByRole('button', { name: 'IA', pressed: true, description: /instâncias/ });
    await waitFor(() => expect(globalAi()).toBeEnabled());

    await userEvent.click(globalAi());
    expect(await screen.findByText('IA desligada: 2 conversa(s) alterada(s)')).toBeVisible();
    expect(server.callsTo('POST', /global-ai$/).map((call) => [call.path, call.body])).toEqual([
      ['/api/settings/global-ai', { enabled: false }],
    ]);
    expect(within(cardOf('Cliente 1')).queryByText('AI')).not.toBeInTheDocument();
    expect(within(cardOf('Bruno Sul')).queryByText('AI')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'IA', description: /alguma instância/ })).toHaveAttribute(
        'aria-pressed',
        'false',
      ),
    );

    await userEvent.click(screen.getByRole('combobox', { name: 'Instância' }));
    await userEvent.click(await screen.findByRole('option', { name: /Loja Centro/ }));
    const single = await screen.findByRole('button', { name: 'IA', description: /nesta instância/ });
    await waitFor(() => expect(single).toBeEnabled());
    await userEvent.click(single);
    await waitFor(() => expect(server.callsTo('POST', /global-ai$/)).toHaveLength(2));
    expect(server.callsTo('POST', /global-ai$/)[1]).toMatchObject({
      path: `/api/instances/${STORE_ID}/settings/global-ai`,
      body: { enabled: true },
    });
    expect(await within(cardOf('Cliente 1')).findByText('AI')).toBeVisible();
  });

  it("reports a failed global switch as 'Erro ao alterar IA: HTTP {status}: {body}'", async () => {
    const server = installFakeInboxServer({ conversations: buildConversations(1) });
    server.on('POST', /global-ai$/, () =>
      jsonResponse(503, { error: 'unavailable', message: 'Banco indisponível' }),
    );
    renderInbox();
    await screen.findByText('Cliente 1');
    const globalAi = screen.getByRole('button', { name: 'IA', description: /instâncias/ });
    await waitFor(() => expect(globalAi).toBeEnabled());

    await userEvent.click(globalAi);
    expect(await screen.findByText('Erro ao alterar IA: HTTP 503: Banco indisponível')).toBeVisible();
    expect(within(cardOf('Cliente 1')).getByText('AI')).toBeVisible();
  });
});
