/** Audio details shared by the speech adapters. */
import { VOICES } from '../../contract/constants';
import { AiProviderError, type AiProviderId } from './errors';
import type { AudioFormat } from './port';

/** WhatsApp plays Ogg/Opus as a voice note (push-to-talk); mp3 is what the browser plays in the voice test. */
export const AUDIO_MIMETYPES: Record<AudioFormat, string> = {
  mp3: 'audio/mpeg',
  opus: 'audio/ogg; codecs=opus',
};

export const SPEECH_VOICES: readonly string[] = [...VOICES.male, ...VOICES.female];

/** OpenAI's accepted range; the settings dialog offers 0.5–1.5 inside it. */
export const SPEECH_SPEED_RANGE = { min: 0.25, max: 4 } as const;

/** Longest text a single TTS call takes; longer replies must be split first (see splitReply). */
export const SPEECH_MAX_CHARS = 4096;

/** Checks done before spending a network call, with messages the settings dialog can show. */
export function assertSynthesizable(
  provider: AiProviderId,
  request: { text: string; voice: string; speed: number },
): void {
  const problem = !request.text.trim()
    ? 'Texto vazio para converter em áudio'
    : request.text.length > SPEECH_MAX_CHARS
      ? `Texto com ${request.text.length} caracteres; o limite por áudio é ${SPEECH_MAX_CHARS}`
      : !SPEECH_VOICES.includes(request.voice)
        ? `Voz desconhecida: ${request.voice}`
        : !(request.speed >= SPEECH_SPEED_RANGE.min && request.speed <= SPEECH_SPEED_RANGE.max)
          ? `Velocidade fora do intervalo ${SPEECH_SPEED_RANGE.min}–${SPEECH_SPEED_RANGE.max}: ${request.speed}`
          : undefined;
  if (problem) throw new AiProviderError({ kind: 'bad_request', provider, providerMessage: problem });
}

export function unsupported(provider: AiProviderId, what: 'síntese de voz' | 'transcrição de áudio'): never {
  throw new AiProviderError({
    kind: 'bad_request',
    provider,
    providerMessage: `Este provedor não oferece ${what}`,
  });
}
