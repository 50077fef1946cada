import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AiProviderError } from '../../../server/ai/errors';
import { createOpenAiSpeechProvider } from '../../../server/ai/openai/speech';
import type { SpeechProvider } from '../../../server/ai/port';
import {
  FAKE_MP3,
  FAKE_OGG,
  type FakeOpenAi,
  formDataBody,
  jsonBody,
  openAiError,
  startFakeOpenAi,
} from './fakes/openai-fake';

let fake: FakeOpenAi;
let speech: SpeechProvider;

beforeAll(async () => {
  fake = await startFakeOpenAi();
  speech = createOpenAiSpeechProvider({ apiKey: 'sk-audio', baseUrl: `${fake.url}/v1`, retryBaseDelayMs: 1 });
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

describe('OpenAI text-to-speech', () => {
  it('asks for mp3 for the voice test, with the voice, the speed and pt-BR delivery', async () => {
    const audio = await speech.synthesize({
      text: 'Olá! Seu test drive está confirmado.',
      voice: 'fable',
      speed: 1.25,
      format: 'mp3',
    });

    expect(audio.mimetype).toBe('audio/mpeg');
    expect(audio.bytes).toEqual(FAKE_MP3);
    const [request] = fake.requests;
    expect(request?.path).toBe('/v1/audio/speech');
    expect(request?.headers.authorization).toBe('Bearer sk-audio');
    const body = jsonBody(request ?? expect.fail('no request'));
    expect(body).toMatchObject({
      model: 'gpt-4o-mini-tts',
      input: 'Olá! Seu test drive está confirmado.',
      voice: 'fable',
      speed: 1.25,
      response_format: 'mp3',
    });
    expect(body).toHaveProperty('instructions', expect.stringContaining('português do Brasil'));
  });

  it('asks for opus for a WhatsApp voice note', async () => {
    const audio = await speech.synthesize({ text: 'Bom dia!', voice: 'nova', speed: 1, format: 'opus' });
    expect(audio.mimetype).toBe('audio/ogg; codecs=opus');
    expect(audio.bytes).toEqual(FAKE_OGG);
    expect(jsonBody(fake.requests[0] ?? expect.fail('no request'))).toMatchObject({
      voice: 'nova',
      response_format: 'opus',
    });
  });

  it('sends no instructions to tts-1, which does not take them', async () => {
    const tts1 = createOpenAiSpeechProvider({
      apiKey: 'sk-audio',
      baseUrl: `${fake.url}/v1`,
      ttsModel: 'tts-1',
    });
    await tts1.synthesize({ text: 'Oi', voice: 'onyx', speed: 0.75, format: 'mp3' });
    const body = jsonBody(fake.requests[0] ?? expect.fail('no request'));
    expect(body).toMatchObject({ model: 'tts-1', voice: 'onyx', speed: 0.75 });
    expect(body).not.toHaveProperty('instructions');
  });

  it('rejects an unknown voice or an empty text before calling the API', async () => {
    await expect(
      speech.synthesize({ text: 'Oi', voice: 'darth', speed: 1, format: 'mp3' }),
    ).rejects.toMatchObject({
      kind: 'bad_request',
    });
    await expect(
      speech.synthesize({ text: '  ', voice: 'fable', speed: 1, format: 'mp3' }),
    ).rejects.toBeInstanceOf(AiProviderError);
    expect(fake.requests).toHaveLength(0);
  });

  it('retries a 500 from the speech endpoint', async () => {
    fake.enqueue(openAiError(500, 'Internal error', 'server_error'));
    const audio = await speech.synthesize({ text: 'Oi', voice: 'ash', speed: 1, format: 'mp3' });
    expect(audio.bytes).toEqual(FAKE_MP3);
    expect(fake.requests).toHaveLength(2);
  });
});

describe('OpenAI transcription', () => {
  it('uploads the voice note as multipart with the model and language pt', async () => {
    const bytes = new Uint8Array([0x4f, 0x67, 0x67, 0x53, 9, 9, 9]);
    const result = await speech.transcribe({
      bytes,
      mimetype: 'audio/ogg; codecs=opus',
      filename: 'nota.ogg',
    });

    expect(result).toEqual({ text: 'Quero saber o preço do Onix' });
    const [request] = fake.requests;
    expect(request?.path).toBe('/v1/audio/transcriptions');
    expect(request?.headers.authorization).toBe('Bearer sk-audio');
    expect(String(request?.headers['content-type'])).toMatch(/^multipart\/form-data; boundary=/);
    const form = await formDataBody(request ?? expect.fail('no request'));
    expect(form.get('model')).toBe('whisper-1');
    expect(form.get('language')).toBe('pt');
    const file = form.get('file');
    expect(file).toBeInstanceOf(File);
    expect((file as File).name).toBe('nota.ogg');
    expect(new Uint8Array(await (file as File).arrayBuffer())).toEqual(bytes);
  });

  it('uses gpt-4o-mini-transcribe when configured', async () => {
    const modern = createOpenAiSpeechProvider({
      apiKey: 'sk-audio',
      baseUrl: `${fake.url}/v1`,
      transcriptionModel: 'gpt-4o-mini-transcribe',
    });
    await modern.transcribe({ bytes: new Uint8Array([1, 2, 3]), mimetype: 'audio/mpeg', filename: 'a.mp3' });
    const form = await formDataBody(fake.requests[0] ?? expect.fail('no request'));
    expect(form.get('model')).toBe('gpt-4o-mini-transcribe');
  });

  it('maps a rejected file to bad_request with the provider message', async () => {
    fake.enqueue(openAiError(400, 'Invalid file format. Supported formats: flac, m4a, mp3, ogg, wav, webm'));
    const error = await speech
      .transcribe({ bytes: new Uint8Array([0]), mimetype: 'application/pdf', filename: 'x.pdf' })
      .catch((reason: unknown) => reason);
    expect(error).toMatchObject({ kind: 'bad_request', status: 400, provider: 'openai' });
    expect((error as AiProviderError).providerMessage).toContain('Invalid file format');
    expect(fake.requests).toHaveLength(1);
  });
});
