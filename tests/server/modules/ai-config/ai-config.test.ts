import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AiConfigResponse, AiKeysResponse } from '../../../../contract/ai-config';
import { testConfig } from '../../../../server/config';
import { aiConfigs, logs } from '../../../../server/db/schema';
import { loadInstanceConfig } from '../../../../server/engine/config';
import { decryptSecret } from '../../../../server/lib/crypto';
import { type ConfigWorld, call, configWorld, fieldError, ok } from './fixture';

let w: ConfigWorld;
beforeAll(async () => {
  w = await configWorld();
});
afterAll(() => w.close());

const url = (id: string) => `/api/instances/${id}/ai-config`;
const save = (id: string, body: object, headers = w.admin) =>
  ok<AiConfigResponse>(call(w, 'POST', url(id), headers, body));
const storedRow = async (id: string) => {
  const [row] = await w.db.select().from(aiConfigs).where(eq(aiConfigs.instanceId, id));
  if (!row) throw new Error('no ai config row');
  return row;
};
const plain = (stored: string | null) => (stored ? decryptSecret(testConfig().encryptionKey, stored) : null);

describe('GET /api/instances/:id/ai-config', () => {
  it("shows a new instance's defaults (spec 1 §9), with no key and the demo answering", async () => {
    const config = await ok<AiConfigResponse>(call(w, 'GET', url(w.adminInstance), w.admin));
    expect(config).toMatchObject({
      provider: 'openai',
      model: 'gpt-4o-mini',
      temperature: 0.7,
      topP: 1,
      qualificationTemperature: 0.3,
      qualificationTopP: 0.8,
      audioVoice: 'fable',
      audioSpeed: 1,
      apiKey: '',
      hasApiKey: false,
      effectiveProvider: 'demo',
    });
  });
});

describe('POST /api/instances/:id/ai-config', () => {
  it('stores the key encrypted and answers it masked', async () => {
    const saved = await save(w.adminInstance, {
      provider: 'openai',
      model: 'gpt-4o',
      prompt: 'Somos a Auto Center Paulista.',
      apiKey: 'sk-live-abcdefgh12345678',
      temperature: 1.2,
      enableTimeBasedGreeting: false,
    });
    expect(saved).toMatchObject({ model: 'gpt-4o', temperature: 1.2, enableTimeBasedGreeting: false });
    expect(saved.apiKey).toMatch(/^\*+5678$/);
    expect(saved.apiKey).not.toContain('abcdefgh');
    expect(saved.effectiveProvider).toBe('openai');
    const row = await storedRow(w.adminInstance);
    expect(row.apiKeyEnc).not.toContain('sk-live');
    expect(plain(row.apiKeyEnc)).toBe('sk-live-abcdefgh12345678');

    const read = await ok<AiConfigResponse>(call(w, 'GET', url(w.adminInstance), w.admin));
    expect(read.apiKey).toBe(saved.apiKey);
    const config = await loadInstanceConfig(w.app, w.db, w.adminInstance);
    expect(config.ai).toMatchObject({
      apiKey: 'sk-live-abcdefgh12345678',
      model: 'gpt-4o',
      enableTimeBasedGreeting: false,
    });
  });

  it.each([
    ['the mask it was shown', '************5678'],
    ["'not set'", 'not set'],
    ['a blank value', '   '],
  ])('never replaces the stored key with %s', async (_, sent) => {
    await save(w.adminInstance, { apiKey: sent, model: 'gpt-4.1-mini' });
    const row = await storedRow(w.adminInstance);
    expect(plain(row.apiKeyEnc)).toBe('sk-live-abcdefgh12345678');
    expect(row.model).toBe('gpt-4.1-mini');
  });

  it('keeps what the body leaves out', async () => {
    await save(w.adminInstance, { temperature: 0.4 });
    const row = await storedRow(w.adminInstance);
    expect(row).toMatchObject({
      temperature: 0.4,
      prompt: 'Somos a Auto Center Paulista.',
      model: 'gpt-4.1-mini',
    });
  });

  it('stores a qualification key only while the qualification provider differs from the main one', async () => {
    const different = await save(w.adminInstance, {
      qualificationProvider: 'gemini',
      qualificationModel: 'gemini-1.5-flash',
      qualificationApiKey: 'gemini-key-0000aaaa',
    });
    expect(different.qualificationApiKey).toMatch(/^\*+aaaa$/);
    expect(plain((await storedRow(w.adminInstance)).qualificationApiKeyEnc)).toBe('gemini-key-0000aaaa');
    expect((await loadInstanceConfig(w.app, w.db, w.adminInstance)).ai.qualificationApiKey).toBe(
      'gemini-key-0000aaaa',
    );

    const same = await save(w.adminInstance, {
      qualificationProvider: 'openai',
      qualificationApiKey: 'sk-other-qualification-key',
    });
    expect(same).toMatchObject({ qualificationApiKey: '', hasQualificationApiKey: false });
    expect((await storedRow(w.adminInstance)).qualificationApiKeyEnc).toBeNull();
    // The same provider qualifies with the main key.
    expect((await loadInstanceConfig(w.app, w.db, w.adminInstance)).ai.qualificationApiKey).toBe(
      'sk-live-abcdefgh12345678',
    );
  });

  it.each([
    ['temperature', { temperature: 2.1 }, 'Temperatura deve estar entre 0 e 2'],
    ['temperature', { temperature: -0.1 }, 'Temperatura deve estar entre 0 e 2'],
    ['topP', { topP: 1.01 }, 'Top P deve estar entre 0 e 1'],
    [
      'qualificationTemperature',
      { qualificationTemperature: 3 },
      'Temperatura da qualificação deve estar entre 0 e 2',
    ],
    ['qualificationTopP', { qualificationTopP: -1 }, 'Top P da qualificação deve estar entre 0 e 1'],
    ['provider', { provider: 'anthropic' }, 'Provedor de IA deve ser um de: openai, gemini, deepseek'],
    ['audioVoice', { audioVoice: 'darth' }, 'Voz deve ser uma de'],
    ['audioSpeed', { audioSpeed: 3 }, 'Velocidade da fala deve ser uma de'],
    ['model', { model: ' ' }, 'Modelo é obrigatório'],
  ])('refuses an invalid %s with a 400 naming it', async (field, body, message) => {
    const error = await fieldError(call(w, 'POST', url(w.adminInstance), w.admin, body));
    expect(error.field).toBe(field);
    expect(error.message).toContain(message);
  });
});

describe('who may see and change it', () => {
  it('a seller reads its own instance masked but may not change it', async () => {
    await save(w.sellerInstance, { apiKey: 'sk-seller-instance-9999' });
    const read = await ok<AiConfigResponse>(call(w, 'GET', url(w.sellerInstance), w.seller));
    expect(read.apiKey).toMatch(/^\*+9999$/);

    const change = await call(w, 'POST', url(w.sellerInstance), w.seller, {
      model: 'gpt-4o',
      apiKey: 'sk-mine',
    });
    expect(change.statusCode).toBe(403);
    expect(change.json().message).toBe('Somente administradores podem alterar as configurações da IA');
    expect((await storedRow(w.sellerInstance)).model).toBe('gpt-4o-mini');

    const keys = await call(w, 'GET', `${url(w.sellerInstance)}/keys`, w.seller);
    expect(keys.statusCode).toBe(403);
  });

  it("another seller's instance and another organization's are 404", async () => {
    expect((await call(w, 'GET', url(w.otherSellerInstance), w.seller)).statusCode).toBe(404);
    expect((await call(w, 'GET', url(w.otherOrgInstance), w.admin)).statusCode).toBe(404);
    const foreign = await call(w, 'POST', url(w.otherOrgInstance), w.admin, { apiKey: 'sk-intruder-key' });
    expect(foreign.statusCode).toBe(404);
    expect((await storedRow(w.otherOrgInstance)).apiKeyEnc).toBeNull();
  });

  it('an admin may reveal the keys in clear text (spec 1 §6), and that is logged', async () => {
    const response = await call(w, 'GET', `${url(w.adminInstance)}/keys`, w.admin);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json<AiKeysResponse>()).toEqual({
      apiKey: 'sk-live-abcdefgh12345678',
      qualificationApiKey: null,
    });
    const lines = await w.db.select().from(logs).where(eq(logs.instanceId, w.adminInstance));
    expect(lines.map((line) => line.category)).toContain('security');
    expect((await call(w, 'GET', `${url(w.otherOrgInstance)}/keys`, w.admin)).statusCode).toBe(404);
  });

  it('a key can be removed with null', async () => {
    const saved = await save(w.sellerInstance, { apiKey: null });
    expect(saved).toMatchObject({ apiKey: '', hasApiKey: false, effectiveProvider: 'demo' });
  });
});

describe("the provider's base URL (a compatible server of the tenant's)", () => {
  const stored = async () => (await loadInstanceConfig(w.app, w.db, w.sellerInstance)).ai.baseUrl;

  it('is stored, answered and read by the pipeline; left out it stays, blank it goes', async () => {
    const saved = await save(w.sellerInstance, { baseUrl: ' https://llm.autocenter.com.br/v1 ' });
    expect(saved.baseUrl).toBe('https://llm.autocenter.com.br/v1');
    expect(await stored()).toBe('https://llm.autocenter.com.br/v1');

    const other = await save(w.sellerInstance, { temperature: 0.5 });
    expect(other.baseUrl).toBe('https://llm.autocenter.com.br/v1');

    const cleared = await save(w.sellerInstance, { baseUrl: '' });
    expect(cleared.baseUrl).toBeNull();
    expect(await stored()).toBeNull();
    await save(w.sellerInstance, { baseUrl: 'https://llm.autocenter.com.br/v1' });
    expect((await save(w.sellerInstance, { baseUrl: null })).baseUrl).toBeNull();
  });

  it.each([
    ['plain http, which would carry the key in clear', 'http://llm.autocenter.com.br/v1'],
    ['the loopback', 'https://127.0.0.1:11434/v1'],
    ['localhost', 'https://localhost:8443/v1'],
    ['a private network', 'https://10.0.0.5/v1'],
    ['another private network', 'https://172.20.1.1/v1'],
    ['the cloud metadata address', 'https://169.254.169.254/latest'],
    ['the IPv6 loopback', 'https://[::1]/v1'],
    ['an IPv6 unique local address', 'https://[fd00::5]/v1'],
    ['a name of the local network', 'https://ollama/v1'],
    ['credentials in the address', 'https://user:pass@llm.autocenter.com.br/v1'],
    ['something that is not an address', 'api.openai.com'],
  ])('refuses %s with a 400 naming baseUrl, and keeps what was stored', async (_, baseUrl) => {
    await save(w.sellerInstance, { baseUrl: 'https://proxy.autocenter.com.br' });
    const error = await fieldError(call(w, 'POST', url(w.sellerInstance), w.admin, { baseUrl }));
    expect(error).toEqual({
      field: 'baseUrl',
      message: expect.stringContaining('URL base da API deve ser um endereço https:// público'),
    });
    expect(await stored()).toBe('https://proxy.autocenter.com.br');
  });
});
