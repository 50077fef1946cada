/**
 * A tiny valid WAV (PCM, mono, 16-bit) built in code, so the demo's "voice note" plays in any
 * browser and in the simulator without shipping an audio file or calling a TTS service.
 */

const SAMPLE_RATE = 8_000;
const HEADER_BYTES = 44;

export interface ToneSpec {
  frequencyHz: number;
  durationMs: number;
}

/** Concatenates the tones with a short fade at each edge so they do not click. */
export function toneWav(tones: readonly ToneSpec[], amplitude = 0.3): Uint8Array {
  const counts = tones.map((tone) => Math.round((tone.durationMs / 1000) * SAMPLE_RATE));
  const totalSamples = counts.reduce((sum, count) => sum + count, 0);
  const dataBytes = totalSamples * 2;
  const buffer = new ArrayBuffer(HEADER_BYTES + dataBytes);
  const view = new DataView(buffer);
  const ascii = (offset: number, text: string) => {
    for (let i = 0; i < text.length; i++) view.setUint8(offset + i, text.charCodeAt(i));
  };
  ascii(0, 'RIFF');
  view.setUint32(4, 36 + dataBytes, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  view.setUint32(16, 16, true); // fmt chunk size
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, SAMPLE_RATE, true);
  view.setUint32(28, SAMPLE_RATE * 2, true); // byte rate
  view.setUint16(32, 2, true); // block align
  view.setUint16(34, 16, true); // bits per sample
  ascii(36, 'data');
  view.setUint32(40, dataBytes, true);

  let offset = HEADER_BYTES;
  tones.forEach((tone, index) => {
    const count = counts[index] ?? 0;
    const fade = Math.min(count / 2, SAMPLE_RATE * 0.01);
    for (let n = 0; n < count; n++) {
      const envelope = Math.min(1, n / fade, (count - 1 - n) / fade);
      const sample = Math.sin((2 * Math.PI * tone.frequencyHz * n) / SAMPLE_RATE) * amplitude * envelope;
      view.setInt16(offset, Math.round(sample * 32767), true);
      offset += 2;
    }
  });
  return new Uint8Array(buffer);
}
