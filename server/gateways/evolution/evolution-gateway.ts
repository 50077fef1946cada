import type { WhatsAppGateway } from '../port';
import { tagGatewayErrors } from '../tag-errors';
import { type EvolutionClientOptions, EvolutionHttpClient } from './http-client';
import * as instances from './instance-calls';
import * as messages from './message-calls';

export type EvolutionGatewayOptions = EvolutionClientOptions;

/**
 * The Evolution API v2 adapter of the WhatsApp gateway port. One object per (server, key): the
 * caller picks the global key or the organization's key; per-instance keys travel in each
 * `GatewayInstanceRef`.
 */
export function createEvolutionGateway(options: EvolutionGatewayOptions): WhatsAppGateway {
  const client = new EvolutionHttpClient(options);
  return tagGatewayErrors<WhatsAppGateway>('evolution', {
    kind: 'evolution',
    verifyCredentials: () => instances.verifyCredentials(client),
    createInstance: (input) => instances.createInstance(client, input),
    setWebhook: (instance, webhook) => instances.setWebhook(client, instance, webhook),
    connect: (instance, connectOptions) => instances.connect(client, instance, connectOptions?.pairingNumber),
    connectionState: (instance) => instances.connectionState(client, instance),
    logout: (instance) => instances.logout(client, instance),
    deleteInstance: (instance) => instances.deleteInstance(client, instance),
    sendText: (instance, input) => messages.sendText(client, instance, input),
    sendAudio: (instance, input) => messages.sendAudio(client, instance, input),
    sendMedia: (instance, input) => messages.sendMedia(client, instance, input),
    sendPresence: (instance, input) => messages.sendPresence(client, instance, input),
    markRead: (instance, keys) => messages.markRead(client, instance, keys),
    fetchMedia: (instance, input) => messages.fetchMedia(client, instance, input),
  });
}
