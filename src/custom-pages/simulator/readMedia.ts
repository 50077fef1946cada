import type { SimulatorMedia } from '../../../contract/simulator';
import { SIMULATOR_MEDIA_MAX_BYTES } from '../../../contract/simulator';

export type MediaProblem = 'tooLarge' | 'unsupported' | 'readFailed';
export type MediaReadResult = { ok: true; media: SimulatorMedia } | { ok: false; problem: MediaProblem };

/** The customer may send images and audio; anything else is refused before it is read. */
export const mediaKindOf = (mimetype: string): SimulatorMedia['kind'] | null => {
  if (mimetype.startsWith('image/')) return 'image';
  if (mimetype.startsWith('audio/')) return 'audio';
  return null;
};

const readAsDataUrl = (file: Blob): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(reader.error));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

/** A picked file as the simulator's media: base64 without the data-URL prefix, at most 10 MB. */
export const readMedia = async (file: File): Promise<MediaReadResult> => {
  const kind = mediaKindOf(file.type);
  if (!kind) return { ok: false, problem: 'unsupported' };
  if (file.size > SIMULATOR_MEDIA_MAX_BYTES) return { ok: false, problem: 'tooLarge' };
  try {
    const dataUrl = await readAsDataUrl(file);
    const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
    return { ok: true, media: { kind, base64, mimetype: file.type, fileName: file.name } };
  } catch {
    return { ok: false, problem: 'readFailed' };
  }
};
