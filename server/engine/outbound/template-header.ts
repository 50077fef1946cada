import type { StoredHeaderMedia } from '../../db/schema';
import type { TemplateHeaderParam } from '../../gateways/port';

/**
 * A media header with no file to send: a template read from Meta's account (the sync) keeps the
 * header's kind but no sample of ours, and no car photo replaces it. Meta would refuse the send
 * (a header parameter is required), so we refuse first with what to do.
 */
export interface MissingHeaderSample {
  kind: 'image' | 'document';
  missing: true;
}

export const isMissingHeaderSample = (
  header: TemplateHeaderParam | MissingHeaderSample | undefined,
): header is MissingHeaderSample => header !== undefined && 'missing' in header;

/** The failed message's reason, and the composer's 400, for a header without a file to send. */
export function missingHeaderSampleText(kind: 'image' | 'document'): string {
  const what = kind === 'image' ? 'uma imagem' : 'um documento';
  return (
    `Este modelo tem ${what} no cabeçalho, mas foi criado no painel da Meta e o Vendaí não tem o arquivo ` +
    'para enviar. Crie o modelo de novo em "Modelos de mensagem", com o arquivo, ou escolha outro modelo.'
  );
}

/**
 * The file a template's picture or document header carries in a send (PROTOCOL §7.2): the photo
 * of the car the send is about, when one is known and public (https, as WhatsApp fetches it);
 * otherwise the template's own sample, by the media id it was uploaded under. A document is always
 * the sample. Undefined for a template whose header is text or absent; `missing` when there is no
 * file at all (see MissingHeaderSample).
 */
export function templateHeader(
  template: { headerMedia: StoredHeaderMedia | null },
  carPhotoUrl?: string | null,
): TemplateHeaderParam | MissingHeaderSample | undefined {
  const media = template.headerMedia;
  if (!media) return undefined;
  if (media.kind === 'image' && carPhotoUrl?.startsWith('https://'))
    return { kind: 'image', link: carPhotoUrl };
  if (media.mediaId === null) return { kind: media.kind, missing: true };
  if (media.kind === 'document')
    return { kind: 'document', id: media.mediaId, filename: media.fileName ?? 'documento.pdf' };
  return { kind: 'image', id: media.mediaId };
}
