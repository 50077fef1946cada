import { eq } from 'drizzle-orm';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cloudSimUploads } from '../../../../server/db/schema';
import { GatewayError } from '../../../../server/gateways/errors';
import { DEMO_CLOUD_NUMBER, phoneOf, type SimulatorWorld, startSimulatorWorld } from './world';

/** Templates with a picture or document header, through the real adapter against the simulator. */

let w: SimulatorWorld;
beforeAll(async () => {
  w = await startSimulatorWorld();
});
afterAll(() => w.close());

const ref = () => ({ name: w.phoneNumberId, token: w.token });
const JPEG = Buffer.from('ffd8ffe000104a46494600010100000100010000ffd9', 'hex');

const submission = (name: string, headerMedia: { kind: 'image' | 'document'; mimeType: string }) => ({
  name,
  language: 'pt_BR',
  category: 'MARKETING',
  body: 'Olá {{1}}, chegou o carro que você procurava.',
  examples: ['Ana'],
  buttons: [],
  headerMedia: { ...headerMedia, bytes: JPEG, fileName: 'carro.jpg' },
});

describe('the Resumable Upload API and media headers', () => {
  it('keeps the uploaded sample, approves the template after review and lands a send with the picture', async () => {
    const templates = w.adapter.templates;
    const submitted = await templates.submit(
      ref(),
      DEMO_CLOUD_NUMBER.wabaId,
      submission('oferta_foto', { kind: 'image', mimeType: 'image/jpeg' }),
    );
    expect(submitted.headerMedia?.handle).toMatch(/^4::/);
    expect(submitted.headerMedia?.mediaId).toMatch(/^\d+$/);
    const [upload] = await w.t.db
      .select()
      .from(cloudSimUploads)
      .where(eq(cloudSimUploads.handle, submitted.headerMedia?.handle ?? ''));
    expect(upload).toMatchObject({ fileName: 'carro.jpg', fileType: 'image/jpeg', fileLength: JPEG.length });
    expect(Buffer.from(upload?.dataBase64 ?? '', 'base64').equals(JPEG)).toBe(true);

    w.t.clock.advance(5_000);
    await w.t.app.jobs.runDue();
    const listed = await templates.list(ref(), DEMO_CLOUD_NUMBER.wabaId);
    expect(listed.find((t) => t.name === 'oferta_foto')?.status).toBe('APPROVED');

    // Without the header's file Meta refuses the send.
    const bare = await templates
      .send(ref(), { to: '5511970000021', name: 'oferta_foto', language: 'pt_BR', variables: ['Ana'] })
      .catch((error) => error);
    expect(bare).toBeInstanceOf(GatewayError);

    await templates.send(ref(), {
      to: '5511970000021',
      name: 'oferta_foto',
      language: 'pt_BR',
      variables: ['Ana'],
      header: { kind: 'image', id: submitted.headerMedia?.mediaId ?? '' },
    });
    const [landed] = (await phoneOf(w, '5511970000021')).messages;
    expect(landed).toMatchObject({
      kind: 'image',
      content: 'Olá Ana, chegou o carro que você procurava.',
      mediaMimetype: 'image/jpeg',
    });
  });

  it('refuses a document header whose sample is a picture, and a handle it never gave', async () => {
    const wrongKind = await w.adapter.templates
      .submit(
        ref(),
        DEMO_CLOUD_NUMBER.wabaId,
        submission('tabela', { kind: 'document', mimeType: 'image/jpeg' }),
      )
      .catch((error) => error);
    expect(wrongKind).toMatchObject({ kind: 'bad_request' });

    const raw = await request(`${w.graphUrl}/${DEMO_CLOUD_NUMBER.wabaId}/message_templates`, {
      method: 'POST',
      headers: { authorization: `Bearer ${w.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'sem_upload',
        language: 'pt_BR',
        category: 'MARKETING',
        components: [
          { type: 'HEADER', format: 'IMAGE', example: { header_handle: ['4::inventado'] } },
          { type: 'BODY', text: 'Olá, temos novidades.' },
        ],
      }),
    });
    expect(raw.statusCode).toBe(400);
    expect(await raw.body.json()).toMatchObject({
      error: {
        code: 100,
        error_data: { details: 'components.HEADER.example.header_handle: unknown handle' },
      },
    });
  });

  it('opens an upload session only to a token of the app', async () => {
    const raw = await request(`${w.graphUrl}/app`, { headers: { authorization: 'Bearer EAAG-other' } });
    expect(raw.statusCode).toBe(401);
    expect(await raw.body.json()).toMatchObject({ error: { code: 190 } });
  });
});
