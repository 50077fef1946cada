/**
 * The real container of audio bytes, read from their first bytes. The simulated phone plays what it
 * was sent in the browser, so it needs the true type: TTS output arrives as mp3, wav or ogg, while
 * Evolution would have converted it to Ogg/Opus on the way to WhatsApp.
 */

const SIGNATURES: ReadonlyArray<{ mimetype: string; matches: (bytes: Buffer) => boolean }> = [
  { mimetype: 'audio/ogg; codecs=opus', matches: (b) => b.subarray(0, 4).toString('latin1') === 'OggS' },
  {
    mimetype: 'audio/wav',
    matches: (b) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WAVE',
  },
  { mimetype: 'audio/mpeg', matches: (b) => b.subarray(0, 3).toString('latin1') === 'ID3' },
  // An MPEG audio frame without ID3 tags starts with 11 set sync bits.
  { mimetype: 'audio/mpeg', matches: (b) => b.length > 1 && b[0] === 0xff && ((b[1] ?? 0) & 0xe0) === 0xe0 },
  { mimetype: 'audio/webm', matches: (b) => b.subarray(0, 4).equals(Buffer.from([0x1a, 0x45, 0xdf, 0xa3])) },
  { mimetype: 'audio/mp4', matches: (b) => b.subarray(4, 8).toString('latin1') === 'ftyp' },
];

/** The mimetype of base64 audio, or `fallback` when the bytes match no known container. */
export function sniffAudioMimetype(base64: string, fallback: string): string {
  const head = Buffer.from(base64.slice(0, 24), 'base64');
  return SIGNATURES.find((signature) => signature.matches(head))?.mimetype ?? fallback;
}
