import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RestartAiResponse, TestVoiceResponse } from '../../../../contract/ai-config';
import { loadInstanceConfig } from '../../../../server/engine/config';
import {
  FAKE_MP3,
  type FakeOpenAi,
  jsonBody,
  openAiError,
  startFakeOpenAi,
} from '../../ai/fakes/openai-fake';
import { type ConfigWorld, call, configWorld, fieldError, ok } from './fixture';

let w: ConfigWorld;
let openai: FakeOpenAi;
beforeAll(async () => {
  openai = await startFakeOpenAi();
  w = await configWorld({ config: { openaiBaseUrl: `${openai.url}/v1` } });
});
afterAll(async () => {
  await w.close();
  await openai.close();
});
beforeEach(() => openai.reset());

describe('POST /api/instances/:id/ai/restart', () => {
  it('makes the AI forget what came before: its context starts now', async () => {
    expect((await loadInstanceConfig(w.app, w.db, w.adminInstance)).contextSince).toBeNull();
    const first = await ok<RestartAiResponse>(
      call(w, 'POST', `/api/instances/${w.adminInstance}/ai/restart`, w.admin),
    );
    expect(first.success).toBe(true);
    expect((await loadInstanceConfig(w.app, w.db, w.adminInstance)).contextSince).toEqual(w.clock.now());

    w.clock.advance(60 * 60_000);
    const second = await ok<RestartAiResponse>(
      call(w, 'POST', `/api/instances/${w.adminInstance}/ai/restart`, w.admin),
    );
    expect(new Date(second.contextSince).getTime()).toBeGreaterThan(new Date(first.contextSince).getTime());
    expect((await loadInstanceConfig(w.app, w.db, w.adminInstance)).contextSince).toEqual(w.clock.now());
  });

  it('is for admins of the organization only', async () => {
    const bySeller = await call(w, 'POST', `/api/instances/${w.sellerInstance}/ai/restart`, w.seller);
    expect(bySeller.statusCode).toBe(403);
    expect((await loadInstanceConfig(w.app, w.db, w.sellerInstance)).contextSince).toBeNull();
    const foreign = await call(w, 'POST', `/api/instances/${w.otherOrgInstance}/ai/restart`, w.admin);
    expect(foreign.statusCode).toBe(404);
    expect((await loadInstanceConfig(w.app, w.db, w.otherOrgInstance)).contextSince).toBeNull();
  });
});

const testVoice = (id: string, body: object, headers = w.admin) =>
  call(w, 'POST', `/api/instances/${id}/test-voice`, headers, body);

describe('POST /api/instances/:id/test-voice', () => {
  it('plays the demo voice while the instance has no key, without calling OpenAI', async () => {
    const result = await ok<TestVoiceResponse>(
      testVoice(w.sellerInstance, { voice: 'nova', speed: 1.25 }, w.seller),
    );
    expect(result).toMatchObject({ success: true, voice: 'nova', mimetype: 'audio/wav' });
    expect(Buffer.from(result.audioBase64, 'base64').subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(openai.requests).toHaveLength(0);
  });

  it("speaks through OpenAI with the instance's key, as mp3, in the chosen voice and speed", async () => {
    await ok(
      call(w, 'POST', `/api/instances/${w.adminInstance}/ai-config`, w.admin, {
        apiKey: 'sk-voice-test-1234',
      }),
    );
    const result = await ok<TestVoiceResponse>(
      testVoice(w.adminInstance, { voice: 'onyx', speed: 0.75, text: 'Bom dia, tudo bem?' }),
    );
    expect(result).toMatchObject({ success: true, voice: 'onyx', mimetype: 'audio/mpeg' });
    expect(new Uint8Array(Buffer.from(result.audioBase64, 'base64'))).toEqual(FAKE_MP3);
    // Saving the key checked it against the provider's model list first.
    const request = openai.requests.find((candidate) => candidate.path === '/v1/audio/speech');
    expect(request?.headers.authorization).toBe('Bearer sk-voice-test-1234');
    expect(jsonBody(request ?? expect.fail('no request'))).toMatchObject({
      input: 'Bom dia, tudo bem?',
      voice: 'onyx',
      speed: 0.75,
      response_format: 'mp3',
    });
  });

  it("uses the instance's speed when none is sent", async () => {
    await ok(call(w, 'POST', `/api/instances/${w.adminInstance}/ai-config`, w.admin, { audioSpeed: 1.5 }));
    await ok(testVoice(w.adminInstance, { voice: 'fable' }));
    expect(jsonBody(openai.requests[0] ?? expect.fail('no request'))).toMatchObject({
      speed: 1.5,
      voice: 'fable',
    });
  });

  it('answers a refused key as a 502 with the provider’s reason', async () => {
    openai.enqueue(
      openAiError(401, 'Incorrect API key provided', 'invalid_request_error', 'invalid_api_key'),
    );
    const response = await testVoice(w.adminInstance, { voice: 'alloy' });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({ error: 'ai_provider_error' });
    expect(response.json().message).toContain('Incorrect API key provided');
  });

  it('refuses an unknown voice or speed, naming the field', async () => {
    expect((await fieldError(testVoice(w.adminInstance, { voice: 'darth' }))).field).toBe('voice');
    expect((await fieldError(testVoice(w.adminInstance, { voice: 'nova', speed: 2 }))).field).toBe('speed');
  });

  it("is 404 for another organization's instance", async () => {
    expect((await testVoice(w.otherOrgInstance, { voice: 'nova' })).statusCode).toBe(404);
  });
});
