import { GatewayError } from '../errors';
import type { ConnectionState } from '../events';
import { rethrowAs } from '../http';
import type {
  CreatedInstance,
  CreateInstanceInput,
  GatewayInstanceRef,
  QrState,
  WebhookTarget,
} from '../port';
import type { EvolutionHttpClient } from './http-client';
import { invalidResponse, readConnectAnswer, readCreateAnswer, readStateAnswer } from './responses';
import { buildEvolutionWebhook } from './webhook-config';

/**
 * Instance lifecycle calls (PROTOCOL §2, §3.1). Creating needs the global key; the other calls use
 * the instance's own key when the caller has it.
 */

/** Evolution waits about 5 s for the first QR at create and 2 s at connect: on top of the time-out. */
const CREATE_WAIT_MS = 10_000;
const CONNECT_WAIT_MS = 5_000;

/** Settings sent at create: ours to decide, not the server's defaults (which vary by install). */
const INSTANCE_SETTINGS = {
  rejectCall: false,
  msgCall: '',
  // Group chats are skipped by the intake anyway; ignoring them at the source saves traffic.
  groupsIgnore: true,
  alwaysOnline: false,
  // Read receipts are ours to send (per-instance "keep unread" setting).
  readMessages: false,
  readStatus: false,
  syncFullHistory: false,
} as const;

export async function createInstance(
  client: EvolutionHttpClient,
  input: CreateInstanceInput,
): Promise<CreatedInstance> {
  const operation = 'createInstance';
  const startConnecting = input.startConnecting ?? true;
  const body = {
    instanceName: input.instanceName,
    integration: 'WHATSAPP-BAILEYS',
    qrcode: startConnecting,
    ...(input.token ? { token: input.token } : {}),
    ...(input.pairingNumber ? { number: input.pairingNumber } : {}),
    ...INSTANCE_SETTINGS,
    webhook: buildEvolutionWebhook(input.webhook),
  };
  // Never retried: if a timed-out create did go through, a second one only gets "name in use".
  const answer = await client
    .request({ method: 'POST', path: ['instance', 'create'], body, extraTimeoutMs: CREATE_WAIT_MS })
    .catch(rethrowAs(operation));
  const read = readCreateAnswer(answer, operation);
  const token = read.token ?? input.token;
  if (!token) throw invalidResponse(operation, 'no instance key (hash) in the create answer');
  return {
    instanceName: read.instanceName ?? input.instanceName,
    gatewayInstanceId: read.gatewayInstanceId,
    token,
    state: read.state,
    qr: startConnecting ? (read.qr ?? { state: 'pending', count: 0, pairingCode: null }) : null,
  };
}

export async function setWebhook(
  client: EvolutionHttpClient,
  instance: GatewayInstanceRef,
  webhook: WebhookTarget,
): Promise<void> {
  await client
    .request({
      method: 'POST',
      path: ['webhook', 'set', instance.name],
      apiKey: instance.token,
      body: { webhook: { enabled: true, ...buildEvolutionWebhook(webhook) } },
      retry: true,
    })
    .catch(rethrowAs('setWebhook'));
}

export async function connect(
  client: EvolutionHttpClient,
  instance: GatewayInstanceRef,
  pairingNumber?: string,
): Promise<QrState> {
  // Safe to repeat: a second call while connecting returns the current QR instead of a new socket.
  const answer = await client
    .request({
      method: 'GET',
      path: ['instance', 'connect', instance.name],
      query: { number: pairingNumber },
      apiKey: instance.token,
      extraTimeoutMs: CONNECT_WAIT_MS,
      retry: true,
    })
    .catch(rethrowAs('connect'));
  return readConnectAnswer(answer, 'connect');
}

export async function connectionState(
  client: EvolutionHttpClient,
  instance: GatewayInstanceRef,
): Promise<ConnectionState> {
  const answer = await client
    .request({
      method: 'GET',
      path: ['instance', 'connectionState', instance.name],
      apiKey: instance.token,
      retry: true,
    })
    .catch(rethrowAs('connectionState'));
  return readStateAnswer(answer, 'connectionState');
}

export async function logout(
  client: EvolutionHttpClient,
  instance: GatewayInstanceRef,
): Promise<{ outcome: 'logged_out' | 'already_closed' }> {
  try {
    await client.request({
      method: 'DELETE',
      path: ['instance', 'logout', instance.name],
      apiKey: instance.token,
    });
    return { outcome: 'logged_out' };
  } catch (error) {
    // Evolution answers 400 "not connected" when the session is already closed: the goal is met.
    if (error instanceof GatewayError && error.reason === 'not_connected')
      return { outcome: 'already_closed' };
    return rethrowAs('logout')(error);
  }
}

export async function deleteInstance(
  client: EvolutionHttpClient,
  instance: GatewayInstanceRef,
): Promise<{ outcome: 'deleted' | 'not_found' }> {
  const remove = () =>
    client.request({ method: 'DELETE', path: ['instance', 'delete', instance.name], apiKey: instance.token });
  try {
    await remove();
    return { outcome: 'deleted' };
  } catch (error) {
    if (error instanceof GatewayError && error.kind === 'not_found') return { outcome: 'not_found' };
    // Releases before 2.3 refuse to delete an open instance ("needs to be disconnected").
    if (error instanceof GatewayError && error.reason === 'not_connected') {
      await logout(client, instance);
      await remove().catch(rethrowAs('deleteInstance'));
      return { outcome: 'deleted' };
    }
    return rethrowAs('deleteInstance')(error);
  }
}

/** `POST /verify-creds` (2.2+), falling back to listing instances on servers without that route. */
export async function verifyCredentials(client: EvolutionHttpClient): Promise<void> {
  try {
    await client.request({ method: 'POST', path: ['verify-creds'], retry: true });
  } catch (error) {
    if (!(error instanceof GatewayError) || error.kind !== 'not_found')
      return rethrowAs('verifyCredentials')(error);
    await client
      .request({ method: 'GET', path: ['instance', 'fetchInstances'], retry: true })
      .catch(rethrowAs('verifyCredentials'));
  }
}
