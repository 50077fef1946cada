/** A file the browser can save: the test audio when it may not be played. */
export interface DownloadableFile {
  href: string;
  fileName: string;
}

/** The server speaks mp3; its offline demo voice answers a WAV, which the type tells. */
export const audioFile = (base64: string, mimetype: string, name: string): DownloadableFile => {
  const type = mimetype || 'audio/mpeg';
  const extension = type.includes('wav') ? 'wav' : 'mp3';
  return { href: `data:${type};base64,${base64}`, fileName: `${name}.${extension}` };
};

/**
 * Plays an audio file and tells whether it started. The call comes back after a request, so browsers that
 * only allow playback right after a click may refuse it.
 */
export const playAudio = async (src: string): Promise<boolean> => {
  const audio = document.createElement('audio');
  audio.src = src;
  try {
    await audio.play();
    return true;
  } catch {
    return false;
  }
};

/** Saves a file through a temporary link, the way a click on a download link would. */
export const downloadFile = ({ href, fileName }: DownloadableFile): void => {
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
};
