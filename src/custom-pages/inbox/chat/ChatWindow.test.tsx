import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildConversation, buildMessage, CONVERSATION_ID } from '../../../../tests/web/inbox/chat/builders';
import { installFakeChatServer } from '../../../../tests/web/inbox/chat/fakeChatServer';
import { stubChatLayout } from '../../../../tests/web/inbox/chat/layout';
import { renderChat } from '../../../../tests/web/inbox/chat/renderChat';
import { jsonResponse } from '../../../../tests/web/session';
import { dataProvider } from '../../../providers/dataProvider';

const TEMPLATE = {
  id: '5f0c2a1e-8b7d-4c3e-9a2f-1b0e9d8c7a6b',
  instanceId: buildConversation().instanceId,
  name: 'retorno_cliente',
  category: 'UTILITY',
  language: 'pt_BR',
  body: 'Olá {{1}}, o {{2}} ainda está disponível. Podemos conversar?',
  examples: ['João', 'Onix'],
  header: null,
  footer: 'Loja Demo',
  buttons: ['Quero ver'],
  status: 'APPROVED',
  rejectionReason: null,
  externalId: '1',
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
};

beforeEach(() => {
  stubChatLayout();
});

const closedWindow = (templates: object[] = [TEMPLATE]) => {
  const server = installFakeChatServer();
  server.on('GET', /\/window$/, () =>
    jsonResponse(200, { applies: true, open: false, closesAt: '2026-03-03T12:00:00.000Z' }),
  );
  server.on('GET', /^\/api\/message-templates$/, () =>
    jsonResponse(200, templates, {
      'Content-Range': `message-templates 0-${templates.length - 1}/${templates.length}`,
    }),
  );
  return server;
};

describe('the composer of an official number', () => {
  it('types free text while the window is open', async () => {
    installFakeChatServer();
    renderChat();
    expect(await screen.findByRole('textbox', { name: 'Digite uma mensagem' })).toBeInTheDocument();
    expect(screen.queryByText('Janela de 24 horas encerrada')).not.toBeInTheDocument();
  });

  it('after 24 h offers only approved templates, with their variables and preview, and sends one', async () => {
    const server = closedWindow();
    const sent = buildMessage({
      origin: 'human',
      content: 'Olá João, o Onix 2022 ainda está disponível. Podemos conversar?',
      timestamp: new Date().toISOString(),
    });
    server.on('POST', /\/template$/, () => jsonResponse(201, { success: true, message: sent }));
    // The template list is a resource: read through the app's provider from the fake server.
    renderChat(buildConversation(), { dataProvider });

    expect(await screen.findByText('Janela de 24 horas encerrada')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Digite uma mensagem' })).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('combobox', { name: 'Modelo aprovado' }));
    await userEvent.click(await screen.findByRole('option', { name: 'retorno_cliente' }));
    const listed = server.callsTo('GET', /^\/api\/message-templates$/)[0];
    expect(JSON.parse(listed?.query.get('filter') ?? '{}')).toEqual({
      instanceId: TEMPLATE.instanceId,
      status: 'APPROVED',
    });

    const send = screen.getByRole('button', { name: 'Enviar modelo' });
    expect(send).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Valor de {{1}}'), 'João');
    await userEvent.type(screen.getByLabelText('Valor de {{2}}'), 'Onix 2022');
    const preview = screen.getByRole('figure', { name: 'Pré-visualização' });
    expect(within(preview).getByText(sent.content)).toBeInTheDocument();
    expect(within(preview).getByText('Quero ver')).toBeInTheDocument();

    await userEvent.click(send);
    await waitFor(() => expect(server.callsTo('POST', /\/template$/)).toHaveLength(1));
    const call = server.callsTo('POST', /\/template$/)[0];
    expect(call?.path).toBe(`/api/conversations/${CONVERSATION_ID}/template`);
    expect(call?.body).toEqual({ templateId: TEMPLATE.id, variables: ['João', 'Onix 2022'] });
    expect(await screen.findByRole('article', { name: 'Mensagem do atendente' })).toHaveTextContent(
      sent.content,
    );
  });

  it('says why a template with a picture header read from Meta cannot go, and does not offer to send it', async () => {
    const server = closedWindow([
      {
        ...TEMPLATE,
        name: 'oferta_meta_foto',
        body: 'Olá, temos novidades.',
        headerMedia: { kind: 'image', fileName: null, mimeType: null, hasSample: false },
      },
    ]);
    renderChat(buildConversation(), { dataProvider });
    await userEvent.click(await screen.findByRole('combobox', { name: 'Modelo aprovado' }));
    await userEvent.click(await screen.findByRole('option', { name: 'oferta_meta_foto' }));
    expect(
      await screen.findByText(/foi criado no painel da Meta e o Vendaí não tem o arquivo/),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Enviar modelo' })).toBeDisabled();
    expect(server.callsTo('POST', /\/template$/)).toHaveLength(0);
  });
});
