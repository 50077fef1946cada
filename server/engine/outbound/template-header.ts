import type { StoredHeaderMedia } from '../../db/schema';
import type { TemplateHeaderParam } from '../../gateways/port';

/**
 * The file a template's picture or document header carries in a send (PROTOCOL §7.2): the photo
 * of the car the send is about, when one is known and public (https, as WhatsApp fetches it);
 * otherwise the template's own sample, by the media id it was uploaded under. A document is always
 * the sample. Null for a template whose header is text or absent.
 */
export function templateHeader(
  template: { headerMedia: StoredHeaderMedia | null },
  carPhotoUrl?: string | null,
): TemplateHeaderParam | undefined {
  const media = template.headerMedia;
  if (!media) return undefined;
  if (media.kind === 'document') return { kind: 'document', id: media.mediaId, filename: media.fileName };
  if (carPhotoUrl?.startsWith('https://')) return { kind: 'image', link: carPhotoUrl };
  return { kind: 'image', id: media.mediaId };
}
