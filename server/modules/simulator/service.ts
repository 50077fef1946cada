import type { FastifyInstance } from 'fastify';
import {
  decodedSize,
  type ScanResponse,
  type SimulatorChat,
  type SimulatorInstance,
  type SimulatorMessageBody,
  type SimulatorMessageResponse,
  type SimulatorTimeline,
} from '../../../contract/simulator';
import { customerWritesToCloud, numberByInstanceId } from '../../gateways/cloud-simulator';
import { GatewayError } from '../../gateways/errors';
import { simulatorDeps } from '../../gateways/resolve';
import { type CustomerInput, customerSends, scanQr } from '../../gateways/simulator';
import type { CustomerContent } from '../../gateways/simulator/webhook-bodies';
import type { AuthContext } from '../../lib/auth-context';
import { conflict, HttpError, notFound } from '../../lib/errors';
import * as repo from './repository';
import { buildChats, buildTimeline, TIMELINE_LIMIT, toSimulatorInstance } from './timeline';

/**
 * The simulator page: the organization's simulator instances and the phones around them. Acting as
 * a phone (scanning, writing as a customer) reaches the server only through the webhook intake.
 */

const DELIVERY_FAILED =
  'O simulador não conseguiu entregar o evento ao servidor. Verifique o monitor de webhooks e tente novamente.';

async function loadSimulator(
  app: FastifyInstance,
  actor: AuthContext,
  id: string,
): Promise<repo.SimulatorInstanceRecord> {
  const row = await repo.findSimulatorInstance(app.db, actor.organizationId, id);
  if (!row) throw notFound('Instância do simulador não encontrada');
  return row;
}

/** The intake refused the webhook: the action did not happen as far as the server is concerned. */
async function delivering<T>(app: FastifyInstance, instanceId: string, action: () => Promise<T>): Promise<T> {
  try {
    return await action();
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    app.log.warn({ err: error, instanceId }, 'simulator event refused by the intake');
    throw new HttpError(502, 'simulator_delivery_failed', DELIVERY_FAILED, { status: error.status });
  }
}

export async function listInstances(app: FastifyInstance, actor: AuthContext): Promise<SimulatorInstance[]> {
  return (await repo.listSimulatorInstances(app.db, actor.organizationId)).map(toSimulatorInstance);
}

/** The business's phone scans the QR the connect dialog shows. */
export async function scan(app: FastifyInstance, actor: AuthContext, id: string): Promise<ScanResponse> {
  const row = await loadSimulator(app, actor, id);
  // An official number has no QR: Meta's account vouches for it, so it is open from the start.
  if (row.connectionState === 'open' || row.gateway === 'cloud') {
    return { success: true, alreadyConnected: true, instance: toSimulatorInstance(row) };
  }
  if (row.connectionState !== 'connecting') {
    throw conflict(
      'qr_not_shown',
      'Nenhum QR Code para escanear. Clique em "Conectar WhatsApp" no painel primeiro.',
    );
  }
  await delivering(app, row.id, () => scanQr(simulatorDeps(app), row));
  return {
    success: true,
    alreadyConnected: false,
    instance: toSimulatorInstance(await loadSimulator(app, actor, id)),
  };
}

function contentOf(body: SimulatorMessageBody): CustomerContent {
  const text = body.text?.trim() ? body.text : undefined;
  if (!body.media) return { kind: 'text', text: text ?? '' };
  const { kind, base64, mimetype, fileName, caption } = body.media;
  return { kind, base64, mimetype, size: decodedSize(base64), fileName, caption: caption ?? text };
}

/** A simulated customer writes to the business number. */
export async function sendAsCustomer(
  app: FastifyInstance,
  actor: AuthContext,
  id: string,
  body: SimulatorMessageBody,
): Promise<SimulatorMessageResponse> {
  const row = await loadSimulator(app, actor, id);
  if (row.gateway === 'cloud') return writeToOfficialNumber(app, row, body);
  if (row.connectionState !== 'open') {
    throw conflict(
      'instance_disconnected',
      'A instância não está conectada. Escaneie o QR Code no simulador primeiro.',
    );
  }
  const input: CustomerInput = {
    contactNumber: body.contactNumber,
    contactName: body.contactName,
    content: contentOf(body),
  };
  const sent = await delivering(app, row.id, () => customerSends(simulatorDeps(app), row, input));
  return { success: true, gatewayMessageId: sent.gatewayMessageId, timestamp: sent.timestamp.toISOString() };
}

/** A simulated customer writes to the demo's official number: Meta's signed webhook reaches us. */
async function writeToOfficialNumber(
  app: FastifyInstance,
  row: repo.SimulatorInstanceRecord,
  body: SimulatorMessageBody,
): Promise<SimulatorMessageResponse> {
  const number = await numberByInstanceId(app.db, app.config.encryptionKey, row.id);
  if (!number) throw notFound('Instância do simulador não encontrada');
  const content = contentOf(body);
  const sent = await delivering(app, row.id, () =>
    customerWritesToCloud(app, number, {
      contactNumber: body.contactNumber,
      contactName: body.contactName,
      content:
        content.kind === 'text'
          ? content
          : {
              kind: content.kind,
              base64: content.base64,
              mimetype: content.mimetype,
              fileName: content.fileName,
              caption: content.caption,
            },
    }),
  );
  return { success: true, gatewayMessageId: sent.gatewayMessageId, timestamp: sent.timestamp.toISOString() };
}

export async function listChats(
  app: FastifyInstance,
  actor: AuthContext,
  id: string,
): Promise<SimulatorChat[]> {
  const row = await loadSimulator(app, actor, id);
  const [contacts, outbox] = await Promise.all([
    repo.listConversationContacts(app.db, actor.organizationId, row.id),
    repo.listOutboxContacts(app.db, row.id),
  ]);
  return buildChats(contacts, outbox);
}

export async function chatTimeline(
  app: FastifyInstance,
  actor: AuthContext,
  id: string,
  contactNumber: string,
): Promise<SimulatorTimeline> {
  const row = await loadSimulator(app, actor, id);
  const [customer, outbox] = await Promise.all([
    repo.listCustomerMessages(app.db, actor.organizationId, row.id, contactNumber, TIMELINE_LIMIT),
    repo.listOutbox(app.db, row.id, contactNumber, TIMELINE_LIMIT),
  ]);
  return buildTimeline(contactNumber, customer, outbox);
}
