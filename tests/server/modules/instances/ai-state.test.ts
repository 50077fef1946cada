import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EngineApp, engineApp } from '../../engine/app';
import { openShop, type Shop } from '../../engine/shop';

/** One answer to "does the AI answer this number", whichever switch was used. */

let t: EngineApp;
beforeAll(async () => {
  t = await engineApp();
});
afterAll(() => t.close());

const call = async (shop: Shop, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) => {
  const response = await t.app.inject({ method, url, headers: shop.headers, payload });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json();
};
const aiActive = async (shop: Shop) =>
  (await call(shop, 'GET', `/api/instances/${shop.instanceId}`)).aiActive;
const activeAis = async (shop: Shop) => (await call(shop, 'GET', '/api/stats')).activeAI;

describe("the instance's AI state", () => {
  it('follows the settings switch, the card switch and the inbox switch, and the stats count it', async () => {
    const shop = await openShop(t);
    expect(await aiActive(shop)).toBe(true);
    expect(await activeAis(shop)).toBe(1);

    await call(shop, 'POST', `/api/instances/${shop.instanceId}/ai-config`, { isActive: false });
    expect(await aiActive(shop)).toBe(false);
    expect(await activeAis(shop)).toBe(0);

    // The inbox's per-instance switch turns the AI back on everywhere.
    await call(shop, 'POST', `/api/instances/${shop.instanceId}/settings/global-ai`, { enabled: true });
    expect(await aiActive(shop)).toBe(true);
    expect(await activeAis(shop)).toBe(1);

    await call(shop, 'PATCH', `/api/instances/${shop.instanceId}`, { aiEnabled: false });
    expect(await aiActive(shop)).toBe(false);
    await call(shop, 'POST', `/api/instances/${shop.instanceId}/settings/global-ai`, { enabled: false });
    await call(shop, 'POST', `/api/instances/${shop.instanceId}/settings/global-ai`, { enabled: true });
    expect(await aiActive(shop)).toBe(true);
  });
});
