import { invalidAnswer, rethrowAs } from '../http';
import type {
  GatewayInstanceRef,
  SubmittedHeaderMedia,
  TemplateHeaderParam,
  TemplateHeaderSample,
} from '../port';
import type { GraphHttpClient } from './http-client';
import { tokenOf, uploadMedia } from './message-calls';
import { AppAnswer, type HeaderMediaParameter, UploadAnswer, UploadSessionAnswer } from './wire-templates';

/** Media headers of templates (PROTOCOL §7.1): the sample for Meta's review, the file of a send. */

const OPERATION = 'uploadTemplateSample';

/** The app of the number's token: the Resumable Upload API lives under the app, not the number. */
async function appIdOf(client: GraphHttpClient, token: string): Promise<string> {
  const answer = await client
    .json({ method: 'GET', path: ['app'], token, query: { fields: 'id' }, retry: true })
    .catch(rethrowAs(OPERATION));
  const parsed = AppAnswer.safeParse(answer);
  if (!parsed.success) throw invalidAnswer('app answer without id', { operation: OPERATION });
  return parsed.data.id;
}

/** Meta's session id may carry its own query (`upload:…?sig=…`): it goes on the URL as such. */
function sessionPath(id: string): { path: string[]; query: Record<string, string> } {
  const at = id.indexOf('?');
  if (at < 0) return { path: [id], query: {} };
  return { path: [id.slice(0, at)], query: Object.fromEntries(new URLSearchParams(id.slice(at + 1))) };
}

/**
 * The sample twice: through the Resumable Upload API for the handle Meta reviews the template by,
 * and to the number's media for the id a send may name when no car's photo replaces it.
 */
export async function uploadHeaderSample(
  client: GraphHttpClient,
  instance: GatewayInstanceRef,
  sample: TemplateHeaderSample,
): Promise<SubmittedHeaderMedia> {
  const token = tokenOf(instance, OPERATION);
  const appId = await appIdOf(client, token);
  const session = await client
    .json({
      method: 'POST',
      path: [appId, 'uploads'],
      token,
      query: {
        file_name: sample.fileName,
        file_length: String(sample.bytes.length),
        file_type: sample.mimeType,
      },
    })
    .catch(rethrowAs(OPERATION));
  const opened = UploadSessionAnswer.safeParse(session);
  if (!opened.success) throw invalidAnswer('upload session without id', { operation: OPERATION });
  const uploaded = await client
    .upload(sessionPath(opened.data.id), token, sample.bytes)
    .catch(rethrowAs(OPERATION));
  const handle = UploadAnswer.safeParse(uploaded);
  if (!handle.success) throw invalidAnswer('upload answer without h', { operation: OPERATION });
  const mediaId = await uploadMedia(
    client,
    instance,
    sample.bytes.toString('base64'),
    sample.mimeType,
    sample.fileName,
    OPERATION,
  );
  return { handle: handle.data.h, mediaId };
}

/** A send's header parameter for the file it names. */
export function headerParameter(header: TemplateHeaderParam): HeaderMediaParameter {
  if (header.kind === 'document')
    return { type: 'document', document: { id: header.id, filename: header.filename } };
  return { type: 'image', image: 'link' in header ? { link: header.link } : { id: header.id } };
}
