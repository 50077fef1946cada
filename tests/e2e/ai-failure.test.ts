import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ANSWER_AT_ONCE,
  customerSends,
  DEMO_INSTANCE,
  demoInstanceId,
  inboxCard,
  LIVE,
  openInbox,
  openPhone,
  patchDemoInstanceSettings,
} from './chat-harness';
import { apiSignIn, e2eSuite } from './harness';

/**
 * A shop whose OpenAI key stops working (revoked after it was saved): the provider refuses every
 * call with a 401 in OpenAI's own wire format. Nobody is looking at the customer's chat; the inbox
 * list and the dashboard must say so within seconds.
 */
const REFUSAL = {
  error: {
    message:
      'Incorrect API key provided: sk-proj-****************revk. You can find your API key at https://platform.openai.com/account/api-keys.',
    type: 'invalid_request_error',
    param: null,
    code: 'invalid_api_key',
  },
};

/** The fake OpenAI: accepts the key while `revoked` is false (the save's models check), then refuses. */
function fakeOpenAi() {
  const state = { revoked: false, calls: [] as string[] };
  const server: Server = createServer((request: IncomingMessage, response: ServerResponse) => {
    request.resume();
    request.on('end', () => {
      state.calls.push(`${request.method} ${request.url}`);
      const send = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      if (state.revoked) return send(401, REFUSAL);
      if (request.url?.startsWith('/v1/models')) {
        return send(200, {
          object: 'list',
          data: [{ id: 'gpt-4o-mini', object: 'model', created: 1721172741, owned_by: 'system' }],
        });
      }
      return send(404, { error: { message: 'not in this test', type: 'invalid_request_error' } });
    });
  });
  return { server, state };
}

const provider = fakeOpenAi();
let context: BrowserContext;

/** Saves an OpenAI key on the demo instance as the settings dialog does; the provider accepts it. */
async function saveOpenAiKey(baseUrl: string): Promise<void> {
  const { token } = await apiSignIn(baseUrl);
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const saved = await fetch(`${baseUrl}/api/instances/${await demoInstanceId(baseUrl, token)}/ai-config`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ provider: 'openai', model: 'gpt-4o-mini', apiKey: 'sk-proj-e2e-revoked-later' }),
  });
  const body = (await saved.json()) as { effectiveProvider?: string; keyCheck?: { status: string } };
  expect(saved.status).toBe(200);
  expect(body.effectiveProvider).toBe('openai');
  expect(body.keyCheck?.status).toBe('accepted');
}

// The fake provider listens first: the product starts pointed at it.
beforeAll(async () => {
  await new Promise<void>((done) => provider.server.listen(0, '127.0.0.1', done));
});
afterAll(async () => {
  await new Promise((done) => provider.server.close(done));
});
const suite = e2eSuite(() => ({
  OPENAI_BASE_URL: `http://127.0.0.1:${(provider.server.address() as AddressInfo).port}/v1`,
}));
beforeAll(async () => {
  await patchDemoInstanceSettings(suite.product.baseUrl, ANSWER_AT_ONCE);
  await saveOpenAiKey(suite.product.baseUrl);
  provider.state.revoked = true;
});
afterAll(async () => {
  await context?.close();
});

const instanceCard = (page: Page) =>
  page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: DEMO_INSTANCE, level: 3, exact: true }) });

describe('an AI key the provider refuses', () => {
  it('marks the conversation in the inbox and the instance on the dashboard, live', async () => {
    context = await suite.browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'pt-BR' });
    const inbox = await openInbox(context, suite.product.baseUrl);
    // A reload would refetch: everything below must arrive live.
    await inbox.evaluate(() => Object.assign(window, { e2eMark: true }));
    const handset = await openPhone(context, suite.product.baseUrl);

    const first = { number: '5511955501401', name: 'Cláudia Prado' };
    await customerSends(handset, first, 'Oi, vocês ainda têm o HB20 2021 prata?');
    // The conversation's card, in a list nobody has opened, says a human must answer.
    await inboxCard(inbox, first).getByText('precisa de atenção', { exact: true }).waitFor(LIVE);
    expect(provider.state.calls.some((call) => call.startsWith('POST /v1/chat/completions'))).toBe(true);

    // The dashboard's card of the instance says the AI is failing, with the provider's refusal.
    await inbox
      .getByRole('navigation', { name: 'Navegação principal' })
      .getByRole('link', { name: 'Home', exact: true })
      .click();
    const card = instanceCard(inbox);
    await card.getByText(/IA falhando|chave recusada/).waitFor(LIVE);
    await card.getByText(/Incorrect API key provided/).waitFor();

    // A second refusal in a row: the key is taken as refused and replies stop until it changes.
    const second = { number: '5511955501402', name: 'Renato Queiroz' };
    await customerSends(handset, second, 'Bom dia, qual o valor do Onix 2022?');
    await card.getByText('chave recusada', { exact: true }).waitFor(LIVE);
    await card.getByText('As respostas estão paradas até a chave ser trocada nas configurações.').waitFor();
    // No reply reached either customer's phone.
    expect(await handset.getByRole('listitem', { name: 'Empresa' }).count()).toBe(0);
    expect(await inbox.evaluate(() => 'e2eMark' in window)).toBe(true);
  });
});
