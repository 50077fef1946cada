/**
 * Gemini understands audio sent inline, so it can transcribe customers' voice notes. It has no voice
 * matching the spec's list (alloy, nova, …), so synthesis is not offered.
 */
import type { SpeechProvider, TranscribeRequest } from '../port';
import { type AdapterOptions, policyFrom, withRetry } from '../retry';
import { unsupported } from '../speech-formats';
import { createGeminiClient } from './client';
import { mapGeminiError } from './errors';
import { responseText } from './response';

export interface GeminiSpeechOptions extends AdapterOptions {
  /** A multimodal model; the instance's chat model is a good choice. */
  transcriptionModel?: string;
}

export const GEMINI_DEFAULT_TRANSCRIPTION_MODEL = 'gemini-2.0-flash';

const TRANSCRIBE_INSTRUCTION =
  'Transcreva fielmente este áudio de um cliente, em português do Brasil. Responda apenas com a transcrição, sem comentários.';

export function createGeminiSpeechProvider(options: GeminiSpeechOptions): SpeechProvider {
  const policy = policyFrom(options);
  const ai = createGeminiClient(options.apiKey, options.baseUrl);
  const model = options.transcriptionModel ?? GEMINI_DEFAULT_TRANSCRIPTION_MODEL;

  return {
    id: 'gemini',
    capabilities: { synthesize: false, transcribe: true },
    synthesize: async () => unsupported('gemini', 'síntese de voz'),

    async transcribe(request: TranscribeRequest): Promise<{ text: string }> {
      // Inline data takes the bare media type: "audio/ogg; codecs=opus" becomes "audio/ogg".
      const mimeType = request.mimetype.split(';')[0]?.trim() || 'audio/ogg';
      const data = Buffer.from(request.bytes).toString('base64');
      const response = await withRetry({
        provider: 'gemini',
        policy,
        signal: request.signal,
        mapError: mapGeminiError,
        attempt: (signal) =>
          ai.models.generateContent({
            model,
            contents: [
              { role: 'user', parts: [{ inlineData: { mimeType, data } }, { text: TRANSCRIBE_INSTRUCTION }] },
            ],
            config: { temperature: 0, abortSignal: signal },
          }),
      });
      return { text: responseText(response) };
    },
  };
}
