/**
 * A reply whose tool acted and whose model then failed runs again: the second attempt answers from
 * what the first one did, without acting twice. Against an OpenAI fake speaking Chat Completions.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../../../server/config';
import { aiConfigs } from '../../../../server/db/schema';
import { encryptSecret } from '../../../../server/lib/crypto';
import { type FakeServer, jsonBody, startFakeServer } from '../../ai/fakes/http-fake';
import { chatCompletion, openAiError } from '../../ai/fakes/openai-fake';
import { type EngineApp, engineApp } from '../app';
import { customerSends, messagesOf, newCustomer, openShop, phoneOf, quietPeriodPasses } from '../shop';

interface Body {
  messages: { role: string; content: string | null }[];
  tools?: unknown[];
  response_format?: unknown;
}

let t: EngineApp;
let openai: FakeServer;
/** The reply requests the model got, in order. */
const replies: Body[] = [];

beforeAll(async () => {
  // The model hands the customer over, then fails on the round that follows until the job gives up
  // its attempt; the retried job's request is answered with text.
  openai = await startFakeServer((request) => {
    const body = jsonBody(request) as Body;
    if (body.response_format)
      return { json: chatCompletion('gpt-4o-mini', '{"level":"WARM","score":50,"reason":"ok"}') };
    replies.push(body);
    if (body.messages.some((message) => message.role === 'tool'))
      return openAiError(503, 'The server is overloaded', 'server_error');
    if (body.tools) {
      const completion = chatCompletion('gpt-4o-mini', null) as { choices: Record<string, unknown>[] };
      completion.choices = [
        {
          index: 0,
          message: {
            role: 'assistant',
            content: null,
            refusal: null,
            tool_calls: [
              {
                id: 'call_1',
                type: 'function',
                function: {
                  name: 'transferir_para_consultor',
                  arguments: '{"motivo":"Cliente quer negociar o preço"}',
                },
              },
            ],
          },
          logprobs: null,
          finish_reason: 'tool_calls',
        },
      ];
      return { json: completion };
    }
    return { json: chatCompletion('gpt-4o-mini', 'Um consultor já vai falar com você!') };
  });
  t = await engineApp({ config: { openaiBaseUrl: openai.url } });
});
afterAll(async () => {
  await t.close();
  await openai.close();
});

describe('a retried reply after its tool acted', () => {
  it('answers from the action already taken, with no tools, and the action happens once', async () => {
    const shop = await openShop(t);
    await t.db
      .update(aiConfigs)
      .set({ provider: 'openai', apiKeyEnc: encryptSecret(testConfig().encryptionKey, 'sk-test-key') })
      .where(eq(aiConfigs.instanceId, shop.instanceId));
    const contact = newCustomer();
    await customerSends(t, shop, contact, { text: 'quero negociar o preço com alguém' });
    await quietPeriodPasses(t);
    for (let minute = 0; minute < 10 && (await phoneOf(t, shop, contact)).messages.length === 0; minute += 1)
      await quietPeriodPasses(t, 60);

    expect((await phoneOf(t, shop, contact)).messages.map((message) => message.content)).toEqual([
      'Um consultor já vai falar com você!',
    ]);
    const actions = (await messagesOf(t, shop, contact)).filter((message) => message.event === 'ai_action');
    expect(actions.map((message) => message.content)).toEqual([
      'IA transferiu para consultor — motivo: Cliente quer negociar o preço',
    ]);
    const last = replies.at(-1);
    expect(last?.tools).toBeUndefined();
    expect(last?.messages[0]?.content).toContain('## Ações já realizadas para esta mensagem');
    expect(last?.messages[0]?.content).toContain(
      '- IA transferiu para consultor — motivo: Cliente quer negociar o preço',
    );
  });
});
