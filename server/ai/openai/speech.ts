/** OpenAI text-to-speech (replies as voice notes) and transcription (customers' voice notes). */
import { toFile } from 'openai';
import type { SpeechProvider, SynthesizedAudio, SynthesizeRequest, TranscribeRequest } from '../port';
import { type AdapterOptions, policyFrom, withRetry } from '../retry';
import { AUDIO_MIMETYPES, assertSynthesizable } from '../speech-formats';
import { createOpenAiClient, OPENAI_DEFAULT_BASE_URL } from './client';
import { mapOpenAiError } from './errors';

export type OpenAiTtsModel = 'gpt-4o-mini-tts' | 'tts-1';
export type OpenAiTranscriptionModel = 'whisper-1' | 'gpt-4o-mini-transcribe';

export interface OpenAiSpeechOptions extends AdapterOptions {
  ttsModel?: OpenAiTtsModel;
  transcriptionModel?: OpenAiTranscriptionModel;
}

/** Only the gpt-4o TTS models take instructions; without them the voices read Portuguese with an accent. */
const PT_BR_DELIVERY =
  'Fale em português do Brasil, com sotaque brasileiro natural e tom cordial de consultor de vendas de uma loja de veículos.';

export function createOpenAiSpeechProvider(options: OpenAiSpeechOptions): SpeechProvider {
  const policy = policyFrom(options);
  const client = createOpenAiClient(options.apiKey, options.baseUrl ?? OPENAI_DEFAULT_BASE_URL, policy);
  const ttsModel = options.ttsModel ?? 'gpt-4o-mini-tts';
  const transcriptionModel = options.transcriptionModel ?? 'whisper-1';
  const mapError = (error: unknown) => mapOpenAiError(error, 'openai');

  return {
    id: 'openai',
    capabilities: { synthesize: true, transcribe: true },

    async synthesize(request: SynthesizeRequest): Promise<SynthesizedAudio> {
      assertSynthesizable('openai', request);
      const bytes = await withRetry({
        provider: 'openai',
        policy,
        signal: request.signal,
        mapError,
        attempt: async (signal) => {
          const response = await client.audio.speech.create(
            {
              model: ttsModel,
              input: request.text,
              voice: request.voice,
              speed: request.speed,
              response_format: request.format,
              ...(ttsModel === 'tts-1' ? {} : { instructions: PT_BR_DELIVERY }),
            },
            { signal },
          );
          // Reading the body belongs to the attempt: a stalled download is a time-out like any other.
          return new Uint8Array(await response.arrayBuffer());
        },
      });
      return { bytes, mimetype: AUDIO_MIMETYPES[request.format] };
    },

    async transcribe(request: TranscribeRequest): Promise<{ text: string }> {
      const transcription = await withRetry({
        provider: 'openai',
        policy,
        signal: request.signal,
        mapError,
        attempt: async (signal) =>
          client.audio.transcriptions.create(
            {
              file: await toFile(request.bytes, request.filename, { type: request.mimetype }),
              model: transcriptionModel,
              language: 'pt',
            },
            { signal },
          ),
      });
      return { text: transcription.text.trim() };
    },
  };
}
