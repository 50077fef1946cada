import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider';

/** Bytes never change for a message id; kept a while so a bubble scrolled back into view shows at once. */
const MEDIA_CACHE_MS = 5 * 60_000;
const GENERIC_TYPE = 'application/octet-stream';

/** A blob with the message's own type when the server could only say "bytes". */
const withType = (blob: Blob, type: string | undefined): Blob =>
  type && (blob.type === '' || blob.type === GENERIC_TYPE) ? new Blob([blob], { type }) : blob;

/**
 * A message's media as an object URL: fetched with the session token (an <img> or <audio> cannot
 * send it), and revoked when the bubble leaves the screen.
 */
export const useMediaSource = (url: string | null, type?: string) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const query = useQuery({
    queryKey: ['chat-media', url],
    queryFn: ({ signal }) => dataProvider.getMediaBlob(url ?? '', signal),
    enabled: url !== null,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: MEDIA_CACHE_MS,
    retry: 1,
  });
  const blob = query.data;
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return;
    const objectUrl = URL.createObjectURL(withType(blob, type));
    setSrc(objectUrl);
    return () => {
      URL.revokeObjectURL(objectUrl);
      setSrc(null);
    };
  }, [blob, type]);
  return { src, failed: url === null || query.isError };
};

/** Saves a document to the device: fetched on demand, since most are never opened. */
export const downloadMedia = async (
  dataProvider: AppDataProvider,
  url: string,
  filename: string,
): Promise<void> => {
  const objectUrl = URL.createObjectURL(await dataProvider.getMediaBlob(url));
  try {
    const link = document.createElement('a');
    link.href = objectUrl;
    link.download = filename;
    link.click();
  } finally {
    // The click has handed the URL to the download; a tick later it can go.
    setTimeout(() => URL.revokeObjectURL(objectUrl), 0);
  }
};
