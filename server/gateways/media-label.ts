import type { MediaType } from './events';

/** What a conversation shows for a media message without a caption, the same for every gateway. */
const MEDIA_LABEL: Readonly<Record<MediaType, string>> = {
  image: '[Imagem]',
  video: '[Vídeo]',
  audio: '[Áudio]',
  document: '[Documento]',
  sticker: '[Figurinha]',
};

/** A voice note reads as one, whichever gateway carried it; other audio is a plain file. */
export function mediaLabel(type: MediaType, voice: boolean): string {
  return voice ? '[Mensagem de voz]' : MEDIA_LABEL[type];
}
