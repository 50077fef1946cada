import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../../server/app';
import { testConfig } from '../../../../server/config';
import { isPublicAddress } from '../../../../server/engine/jobs/scraping/address-guard';
import { manualClock } from '../../../../server/lib/clock';
import { type FakeOpenAi, jsonBody, startFakeOpenAi } from '../../ai/fakes/openai-fake';
import { freshDatabase } from '../../helpers/db';
import { type FakeSite, startFakeSite } from '../../modules/ai-config/fake-site';
import { type EngineApp, MONDAY_10H } from '../app';
import { customerSends, newCustomer, openShop, quietPeriodPasses, setSettings } from '../shop';

/** The site's text reaches the model: saved in the dialog, read by the job, given to the reply. */

let t: EngineApp;
let openai: FakeOpenAi;
let site: FakeSite;

beforeAll(async () => {
  [openai, site] = await Promise.all([startFakeOpenAi(), startFakeSite()]);
  const database = await freshDatabase();
  const clock = manualClock(MONDAY_10H);
  const app = await buildApp({
    config: testConfig({ openaiBaseUrl: `${openai.url}/v1` }),
    database,
    clock,
    scraping: { policy: (address) => address === '127.0.0.1' || isPublicAddress(address) },
  });
  await app.ready();
  const stopApp = () => app.close();
  t = { app, database, db: database.db, clock, stopApp, close: async () => {} };
});
afterAll(async () => {
  await t.app.close();
  await t.database.close();
  await Promise.all([openai.close(), site.close()]);
});

const systemPrompts = () =>
  openai.requests
    .filter((request) => request.path.endsWith('/chat/completions'))
    .map((request) => (jsonBody(request) as { messages: { content: string }[] }).messages[0]?.content ?? '')
    .filter((system) => system.includes('assistente virtual de vendas'));

describe("the instance's site as the AI's knowledge", () => {
  it('is in the system prompt of the reply once read, and out of it once scraping is off', async () => {
    const shop = await openShop(t);
    await setSettings(t, shop, { singleMessage: true });
    const url = (path: string) => `/api/instances/${shop.instanceId}/${path}`;
    const saved = await t.app.inject({
      method: 'POST',
      url: url('ai-config'),
      headers: shop.headers,
      payload: { provider: 'openai', apiKey: 'sk-knowledge-test' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const scraping = await t.app.inject({
      method: 'PATCH',
      url: url('scraping/config'),
      headers: shop.headers,
      payload: { scrapingEnabled: true, scrapingUrl: `${site.url}/estoque`, scrapingSchedule: 'daily' },
    });
    expect(scraping.statusCode, scraping.body).toBe(200);
    await t.app.jobs.runDue();

    const contact = newCustomer();
    await customerSends(t, shop, contact, { text: 'Quanto custa o Onix?' });
    await quietPeriodPasses(t);
    expect(systemPrompts().at(-1)).toContain('Onix LT 2022 | R$ 79.900');

    await t.app.inject({
      method: 'PATCH',
      url: url('scraping/config'),
      headers: shop.headers,
      payload: { scrapingEnabled: false },
    });
    await customerSends(t, shop, contact, { text: 'E o HB20?' });
    await quietPeriodPasses(t);
    expect(systemPrompts()).toHaveLength(2);
    expect(systemPrompts().at(-1)).not.toContain('Onix LT 2022');
  });
});
