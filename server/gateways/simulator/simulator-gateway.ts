import { GatewayError } from '../errors';
import type { WhatsAppGateway } from '../port';
import { tagGatewayErrors } from '../tag-errors';
import type { SimulatorDeps } from './context';
import { requireInstance } from './context';
import * as lifecycle from './lifecycle';
import * as sends from './sends';

export type { SimulatorDeps } from './context';

/**
 * The built-in gateway of the embedded default: a WhatsApp server simulated in the database. The
 * business side works exactly as with Evolution (same port, same webhooks through the same intake);
 * the customer side is the simulator page, which scans the QR and types as the customer.
 */
export function createSimulatorGateway(deps: SimulatorDeps): WhatsAppGateway {
  return tagGatewayErrors<WhatsAppGateway>('simulator', {
    kind: 'simulator',
    // Nothing to authenticate against: the simulator lives inside this server.
    verifyCredentials: async () => undefined,
    createInstance: (input) => lifecycle.createInstance(deps, input),
    // The webhook always points at our own intake; only the instance must exist.
    setWebhook: async (instance) => {
      await requireInstance(deps, instance, 'setWebhook');
    },
    connect: (instance) => lifecycle.connect(deps, instance),
    connectionState: (instance) => lifecycle.connectionState(deps, instance),
    logout: (instance) => lifecycle.logout(deps, instance),
    deleteInstance: (instance) => lifecycle.deleteInstance(deps, instance),
    sendText: (instance, input) => sends.sendText(deps, instance, input),
    sendAudio: (instance, input) => sends.sendAudio(deps, instance, input),
    sendMedia: (instance, input) => sends.sendMedia(deps, instance, input),
    sendPresence: (instance, input) => sends.sendPresence(deps, instance, input),
    markRead: (instance, keys) => sends.markRead(deps, instance, keys),
    // Simulated customers always send their bytes inline (`message.base64`): there is nothing to fetch.
    fetchMedia: async () => {
      throw new GatewayError({
        kind: 'not_found',
        status: 404,
        operation: 'fetchMedia',
        gatewayMessage: 'The simulator delivers media inline; there is no stored media to download',
      });
    },
  });
}
