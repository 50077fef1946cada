import type { ConnectionState } from '../events';
import { invalidAnswer, rethrowAs } from '../http';
import type { GatewayInstanceRef, TemplateGateway, WhatsAppGateway } from '../port';
import { tagGatewayErrors } from '../tag-errors';
import { type GraphClientOptions, GraphHttpClient } from './http-client';
import * as messages from './message-calls';
import { templateCalls } from './template-calls';
import { PHONE_NUMBER_FIELDS, PhoneNumberAnswer } from './wire';

export type CloudGatewayOptions = GraphClientOptions;

/** The Cloud API port plus what only it has: the number's own facts (name, quality, tier). */
export interface CloudGateway extends WhatsAppGateway {
  readonly kind: 'cloud';
  /** `GET /{phone-number-id}`: checks the token and the id together, answers the number's facts. */
  phoneNumber(instance: GatewayInstanceRef): Promise<PhoneNumberAnswer>;
  readonly templates: TemplateGateway;
}

async function phoneNumber(
  client: GraphHttpClient,
  instance: GatewayInstanceRef,
): Promise<PhoneNumberAnswer> {
  const answer = await client
    .json({
      method: 'GET',
      path: [instance.name],
      token: messages.tokenOf(instance, 'phoneNumber'),
      query: { fields: PHONE_NUMBER_FIELDS.join(',') },
      retry: true,
    })
    .catch(rethrowAs('phoneNumber'));
  const parsed = PhoneNumberAnswer.safeParse(answer);
  if (!parsed.success) {
    throw invalidAnswer('phone number answer without display_phone_number', { operation: 'phoneNumber' });
  }
  return parsed.data;
}

/**
 * The Cloud API adapter of the gateway port (PROTOCOL.md). The instance ref is the number's
 * `phone-number-id` (`name`) and its access token (`token`). Numbers live in Meta's account, not
 * on a server of ours: there is no QR, no session to end and nothing to create or delete there, so
 * those calls check the number and report it open; the webhook is set in Meta's app, once.
 */
export function createCloudGateway(options: CloudGatewayOptions): CloudGateway {
  const client = new GraphHttpClient(options);
  const stateOf = async (instance: GatewayInstanceRef): Promise<ConnectionState> => {
    await phoneNumber(client, instance);
    return 'open';
  };
  return tagGatewayErrors<CloudGateway>('cloud', {
    kind: 'cloud',
    phoneNumber: (instance) => phoneNumber(client, instance),
    verifyCredentials: async () => {
      // Credentials are per number (see phoneNumber); there is no server-wide key to check.
    },
    createInstance: async (input) => {
      // Registration happens in Meta's account; here the number is only checked (see provisioning).
      return {
        instanceName: input.instanceName,
        gatewayInstanceId: input.instanceName,
        token: input.token ?? '',
        state: 'open',
        qr: null,
      };
    },
    setWebhook: async () => {
      // The callback URL and verify token are pasted into Meta's app by the shop (instance settings).
    },
    connect: async (instance) => {
      await stateOf(instance);
      return { state: 'open' };
    },
    connectionState: stateOf,
    logout: async () => ({ outcome: 'already_closed' }),
    deleteInstance: async () => ({ outcome: 'deleted' }),
    sendText: (instance, input) => messages.sendText(client, instance, input),
    sendAudio: (instance, input) => messages.sendAudio(client, instance, input),
    sendMedia: (instance, input) => messages.sendMedia(client, instance, input),
    // No presence call on the Cloud API: typing rides on the read receipt (markRead).
    sendPresence: async () => {},
    markRead: (instance, keys) => messages.markRead(client, instance, keys),
    fetchMedia: (instance, input) => messages.fetchMedia(client, instance, input),
    templates: templateCalls(client),
  });
}
