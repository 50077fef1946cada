import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { CLOUD_SIMULATOR_PREFIX } from '../../config';
import {
  invalidParameter,
  invalidToken,
  objectNotFound,
  sendGraphError,
  templateNotAvailable,
} from './graph-errors';
import { findMedia, storeMedia } from './media';
import { numberByInstanceId, numberByPhoneId, numbersOfAccount, type SimulatedNumber } from './numbers';
import { readerOf } from './readers';
import { queueReview, settled } from './review';
import { land, landing, MessagesCall, showTyping } from './sends';
import {
  insertTemplate,
  listTemplates,
  REVIEW_DELAY_MS,
  shapeProblem,
  TemplateExists,
  TemplateSubmission,
  templateAnswer,
} from './templates';
import { registerUploadRoutes } from './upload-routes';
import { headerSampleProblem } from './uploads';

/**
 * The built-in WhatsApp Cloud API simulator: Meta's Graph API as the `cloud` adapter calls it
 * (PROTOCOL.md), mounted at CLOUD_SIMULATOR_PREFIX and reached over real HTTP, so the adapter runs
 * unchanged against it. It answers only for numbers marked simulated, and every call needs that
 * number's bearer token, answered with Meta's own error bodies. Outside /api: the session guard
 * does not apply, the token does.
 */

const IdParams = z.object({ id: z.string().max(64) });
const TemplateQuery = z.object({ name: z.string().max(512).optional() });

/** The bearer token of a call, as Meta reads `Authorization`. */
function bearerOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(.+)$/i.exec(header.trim()) : null;
  return match?.[1] ?? null;
}

const tokenOpens = (request: FastifyRequest, number: SimulatedNumber): boolean => {
  const token = bearerOf(request);
  return token !== null && number.accessToken !== null && token === number.accessToken;
};

/** The number a call names, or Meta's answer: a bad token first, then an unknown id. */
async function numberFor(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  id: string,
): Promise<SimulatedNumber | null> {
  if (!bearerOf(request)) {
    sendGraphError(reply, invalidToken());
    return null;
  }
  const number = await numberByPhoneId(app.db, app.config.encryptionKey, id);
  if (!number) {
    sendGraphError(reply, objectNotFound(id));
    return null;
  }
  if (!tokenOpens(request, number)) {
    sendGraphError(reply, invalidToken());
    return null;
  }
  return number;
}

/** The account a template call names: one of its numbers must be opened by the token. */
async function accountFor(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  wabaId: string,
): Promise<SimulatedNumber | null> {
  if (!bearerOf(request)) {
    sendGraphError(reply, invalidToken());
    return null;
  }
  const numbers = await numbersOfAccount(app.db, app.config.encryptionKey, wabaId);
  if (numbers.length === 0) {
    sendGraphError(reply, objectNotFound(wabaId));
    return null;
  }
  const opened = numbers.find((number) => tokenOpens(request, number));
  if (!opened) sendGraphError(reply, invalidToken());
  return opened ?? null;
}

const downloadPath = (mediaId: string) => `/media-file/${mediaId}`;

export async function cloudSimulatorRoutes(app: FastifyInstance): Promise<void> {
  await app.register(
    async (graph) => {
      // Multipart uploads are read here, by the web platform's own form parser.
      graph.addContentTypeParser(/^multipart\/form-data/, { parseAs: 'buffer' }, (_request, body, done) =>
        done(null, body),
      );
      registerUploadRoutes(graph, app);

      // GET /{id}: a number's facts, or a media's short-lived URL (Meta resolves any object by id).
      graph.get('/:id', async (request, reply) => {
        const { id } = IdParams.parse(request.params);
        const media = await findMedia(app.db, id);
        if (media) {
          const number = await numberByIdOfInstance(app, media.instanceId);
          if (!number || !tokenOpens(request, number)) return sendGraphError(reply, invalidToken());
          return {
            messaging_product: 'whatsapp',
            url: `${app.config.cloudSimulatorUrl}${downloadPath(media.id)}`,
            mime_type: media.mimeType,
            sha256: media.sha256,
            file_size: media.size,
            id: media.id,
          };
        }
        const number = await numberFor(app, request, reply, id);
        if (!number) return reply;
        return {
          id: number.phoneNumberId,
          display_phone_number: number.displayPhoneNumber,
          verified_name: number.verifiedName,
          quality_rating: number.qualityRating,
          ...(number.messagingLimitTier ? { messaging_limit_tier: number.messagingLimitTier } : {}),
          code_verification_status: 'VERIFIED',
          name_status: 'APPROVED',
        };
      });

      // The media URL: the bytes, with the same bearer token.
      graph.get('/media-file/:id', async (request, reply) => {
        const { id } = IdParams.parse(request.params);
        const media = await findMedia(app.db, id);
        const number = media ? await numberByIdOfInstance(app, media.instanceId) : undefined;
        if (!media || !number) return sendGraphError(reply, objectNotFound(id));
        if (!tokenOpens(request, number)) return sendGraphError(reply, invalidToken());
        return reply.type(media.mimeType).send(Buffer.from(media.dataBase64, 'base64'));
      });

      graph.post('/:id/messages', async (request, reply) => {
        const number = await numberFor(app, request, reply, IdParams.parse(request.params).id);
        if (!number) return reply;
        const call = MessagesCall.safeParse(request.body);
        if (!call.success)
          return sendGraphError(reply, invalidParameter(call.error.issues[0]?.message ?? 'body'));
        const now = app.clock.now();
        if (call.data.status === 'read') {
          const contact = call.data.message_id
            ? await readerOf(app.db, number.instanceId, call.data.message_id)
            : null;
          if (!contact) return sendGraphError(reply, invalidParameter('message_id: unknown message'));
          if (call.data.typing_indicator) await showTyping(app.db, number, contact, now);
          return { success: true };
        }
        const to = call.data.to?.replace(/\D/g, '') ?? '';
        if (!to) return sendGraphError(reply, invalidParameter('to is required'));
        const outcome = await landing(app.db, number, call.data);
        if ('problem' in outcome) return sendGraphError(reply, invalidParameter(outcome.problem));
        if ('templateMissing' in outcome) {
          const { name, language } = outcome.templateMissing;
          return sendGraphError(reply, templateNotAvailable(name, language));
        }
        const wamid = await land(app.db, number, to, outcome, now);
        return {
          messaging_product: 'whatsapp',
          contacts: [{ input: call.data.to, wa_id: to }],
          messages: [{ id: wamid }],
        };
      });

      graph.post('/:id/media', async (request, reply) => {
        const number = await numberFor(app, request, reply, IdParams.parse(request.params).id);
        if (!number) return reply;
        const contentType = request.headers['content-type'] ?? '';
        if (!Buffer.isBuffer(request.body) || !contentType.startsWith('multipart/form-data'))
          return sendGraphError(reply, invalidParameter('file: multipart/form-data is required'));
        const form = await new Response(new Uint8Array(request.body), {
          headers: { 'content-type': contentType },
        })
          .formData()
          .catch(() => null);
        const file = form?.get('file');
        if (form?.get('messaging_product') !== 'whatsapp')
          return sendGraphError(reply, invalidParameter('messaging_product: must be whatsapp'));
        if (!(file instanceof Blob) || file.size === 0)
          return sendGraphError(reply, invalidParameter('file is required'));
        const type = form.get('type');
        const mimeType = typeof type === 'string' && type ? type : file.type || 'application/octet-stream';
        const media = await storeMedia(
          app.db,
          number.instanceId,
          Buffer.from(await file.arrayBuffer()),
          mimeType,
        );
        return { id: media.id };
      });

      graph.post('/:id/message_templates', async (request, reply) => {
        const number = await accountFor(app, request, reply, IdParams.parse(request.params).id);
        if (!number) return reply;
        const submission = TemplateSubmission.safeParse(request.body);
        if (!submission.success)
          return sendGraphError(
            reply,
            invalidParameter(submission.error.issues[0]?.path.join('.') ?? 'body'),
          );
        const problem = shapeProblem(submission.data) ?? (await headerSampleProblem(app.db, submission.data));
        if (problem) return sendGraphError(reply, invalidParameter(problem));
        const decideAt = new Date(app.clock.now().getTime() + REVIEW_DELAY_MS);
        try {
          const row = await app.db.transaction(async (tx) => {
            const inserted = await insertTemplate(tx, number.wabaId, submission.data, decideAt);
            await queueReview(tx, inserted, number.organizationId);
            return inserted;
          });
          return { id: row.id, status: row.status, category: row.category };
        } catch (error) {
          if (!(error instanceof TemplateExists)) throw error;
          return sendGraphError(
            reply,
            invalidParameter(
              `name: a template named ${submission.data.name} already exists in this language`,
            ),
          );
        }
      });

      graph.get('/:id/message_templates', async (request, reply) => {
        const number = await accountFor(app, request, reply, IdParams.parse(request.params).id);
        if (!number) return reply;
        const { name } = TemplateQuery.parse(request.query);
        const now = app.clock.now();
        const rows = await listTemplates(app.db, number.wabaId, name);
        const data = [];
        for (const row of rows) data.push(templateAnswer(await settled(app.db, row, now)));
        return { data, paging: { cursors: { before: '', after: '' } } };
      });
    },
    { prefix: CLOUD_SIMULATOR_PREFIX },
  );
}

const numberByIdOfInstance = (app: FastifyInstance, instanceId: string) =>
  numberByInstanceId(app.db, app.config.encryptionKey, instanceId);
