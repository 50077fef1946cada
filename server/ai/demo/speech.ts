/** Demo speech: a short chime instead of a voice, and a labelled placeholder instead of a transcript. */
import type { SpeechProvider, SynthesizedAudio, SynthesizeRequest, TranscribeRequest } from '../port';
import { throwIfCancelled } from '../retry';
import { assertSynthesizable } from '../speech-formats';
import { toneWav } from './wav';

/** Always WAV whatever format was asked for; the mimetype says so, and WhatsApp and browsers play it. */
export const DEMO_AUDIO_MIMETYPE = 'audio/wav';

export function createDemoSpeechProvider(): SpeechProvider {
  return {
    id: 'demo',
    capabilities: { synthesize: true, transcribe: true },

    async synthesize(request: SynthesizeRequest): Promise<SynthesizedAudio> {
      throwIfCancelled('demo', request.signal);
      assertSynthesizable('demo', request);
      // Longer texts ring a little longer (up to ~1.5 s), and speed shortens it like it would a voice.
      const lengthMs = Math.min(900, 150 + request.text.length * 4) / request.speed;
      const bytes = toneWav([
        { frequencyHz: 660, durationMs: 300 },
        { frequencyHz: 880, durationMs: Math.round(lengthMs) },
      ]);
      return { bytes, mimetype: DEMO_AUDIO_MIMETYPE };
    },

    async transcribe(request: TranscribeRequest): Promise<{ text: string }> {
      throwIfCancelled('demo', request.signal);
      const kilobytes = Math.max(1, Math.round(request.bytes.byteLength / 1024));
      return {
        text: `[Transcrição de demonstração] Áudio de ${kilobytes} KB recebido. Configure uma chave de IA para transcrever de verdade.`,
      };
    },
  };
}
