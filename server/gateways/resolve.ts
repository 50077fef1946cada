import { and, eq, isNull } from 'drizzle-orm';
import type { GatewayKind } from '../../contract/instances';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { cloudNumbers, instances, organizations } from '../db/schema';
import { type Clock, sleepOn } from '../lib/clock';
import { decryptSecret } from '../lib/crypto';
import { ShortMemory } from '../lib/short-memory';
import { createCloudGateway, phoneNumberIdOf } from './cloud';
import { GatewayError } from './errors';
import { createEvolutionGateway } from './evolution';
import type { GatewayInstanceRef, WhatsAppGateway } from './port';
import { createSimulatorGateway, type SimulatorDeps, type WebhookDelivery } from './simulator';

/** The columns of an instance row that say which gateway serves it and how to address it there. */
export interface GatewayInstanceRow {
  organizationId: string;
  gateway: GatewayKind;
  gatewayInstanceName: string;
  gatewayTokenEnc: string | null;
}

export interface ResolvedGateway {
  gateway: WhatsAppGateway;
  ref: GatewayInstanceRef;
}

/** Where an organization's Evolution server is and which key opens it. */
export interface EvolutionCredentials {
  baseUrl: string | null;
  apiKey: string;
}

/**
 * Finds the gateway of an instance. Built once per server (`createGatewayResolver`) and handed to
 * the engine and the routes in their dependency object, so neither needs the HTTP server.
 */
export interface GatewayResolver {
  forInstance(row: GatewayInstanceRow): Promise<ResolvedGateway>;
  /**
   * Forgets the remembered credentials: called after any successful write through the API (the
   * token dialog among them), as the sessions' memory is.
   */
  forget(): void;
  /** The simulator's wiring (its phone screen and QR pairing use it directly). */
  readonly simulator: SimulatorDeps;
}

/** What resolving a gateway reads: the database, the keys and the app's time. */
export interface GatewaySources {
  readonly db: Db;
  readonly config: Config;
  readonly clock: Clock;
  readonly log: { warn: (details: object, message: string) => void };
}

/**
 * How long an organization's Evolution credentials (its URL and decrypted key, or the server's) are
 * trusted without reading them again: every send and read receipt needs them, and they change only
 * in the token dialog. The same life as the intake's instance facts; a change made through another
 * server process is seen after it.
 */
const CREDENTIALS_TTL_MS = 5_000;

/** Operation name of the error raised when no Evolution server is configured at all. */
export const NOT_CONFIGURED_OPERATION = 'resolveGateway';

/** A stored secret, or null when there is none or it cannot be read with this key (rotated, hand-edited). */
export function readSecret(
  app: Pick<GatewaySources, 'config'>,
  stored: string | null | undefined,
): string | null {
  if (!stored) return null;
  try {
    return decryptSecret(app.config.encryptionKey, stored);
  } catch {
    return null;
  }
}

/**
 * The organization's credentials from the token dialog, falling back to the server's environment
 * (EVOLUTION_API_URL / EVOLUTION_API_KEY) for whatever the organization did not set.
 */
export async function evolutionCredentials(
  app: Pick<GatewaySources, 'db' | 'config'>,
  organizationId: string,
): Promise<EvolutionCredentials> {
  const [organization] = await app.db
    .select({ url: organizations.evolutionApiUrl, keyEnc: organizations.evolutionApiKeyEnc })
    .from(organizations)
    .where(and(eq(organizations.id, organizationId), isNull(organizations.deletedAt)));
  const organizationKey = readSecret(app, organization?.keyEnc);
  if (organization?.keyEnc && organizationKey === null) {
    // A key we cannot decrypt is as good as a wrong one: the token dialog is the way out.
    throw new GatewayError({
      kind: 'unauthorized',
      gateway: 'evolution',
      operation: NOT_CONFIGURED_OPERATION,
      gatewayMessage: 'The stored Evolution API key cannot be decrypted',
    });
  }
  return {
    baseUrl: organization?.url ?? app.config.evolutionApiUrl ?? null,
    apiKey: organizationKey ?? app.config.evolutionApiKey ?? '',
  };
}

export function evolutionGateway(credentials: EvolutionCredentials): WhatsAppGateway {
  if (!credentials.baseUrl) {
    throw new GatewayError({
      kind: 'unavailable',
      gateway: 'evolution',
      operation: NOT_CONFIGURED_OPERATION,
      gatewayMessage: 'No Evolution API URL configured (EVOLUTION_API_URL or the token dialog)',
      retryable: false,
    });
  }
  return createEvolutionGateway({ baseUrl: credentials.baseUrl, apiKey: credentials.apiKey });
}

/**
 * Whether a Cloud API number lives on the built-in simulator: set by the server when it created the
 * number (the demo's), so which Graph root a number talks to never comes from what a user typed.
 */
async function isSimulatedNumber(db: Db, gatewayInstanceName: string): Promise<boolean> {
  const [row] = await db
    .select({ simulated: cloudNumbers.simulated })
    .from(cloudNumbers)
    .innerJoin(instances, eq(instances.id, cloudNumbers.instanceId))
    .where(and(eq(instances.gateway, 'cloud'), eq(instances.gatewayInstanceName, gatewayInstanceName)));
  return row?.simulated ?? false;
}

/**
 * The resolver of a server: `deliver` hands the simulator's webhooks to the intake (the server's
 * own route, in process), the rest comes from the server's sources.
 */
export function createGatewayResolver(sources: GatewaySources, deliver: WebhookDelivery): GatewayResolver {
  const simulator: SimulatorDeps = {
    db: sources.db,
    publicUrl: sources.config.publicUrl,
    deliver,
    log: { warn: (details, message) => sources.log.warn(details, message) },
    // The app's clock, so typing delays and presences follow it (tests never wait for real).
    now: () => sources.clock.now(),
    sleep: (ms) => sleepOn(sources.clock, ms),
  };
  // The organization's gateway (its credentials read and decrypted), remembered briefly; what fails
  // to resolve (no URL, a key that does not decrypt) is never remembered.
  const remembered = new ShortMemory<string, WhatsAppGateway>(CREDENTIALS_TTL_MS);
  const organizationGateway = async (organizationId: string): Promise<WhatsAppGateway> => {
    const known = remembered.get(organizationId);
    if (known) return known;
    const gateway = evolutionGateway(await evolutionCredentials(sources, organizationId));
    remembered.set(organizationId, gateway);
    return gateway;
  };
  // A number's place (Meta or the simulator) is fixed when it is created: remembered for good.
  const simulatedNumbers = new Map<string, boolean>();
  const graphRootOf = async (gatewayInstanceName: string): Promise<string> => {
    let simulated = simulatedNumbers.get(gatewayInstanceName);
    if (simulated === undefined) {
      simulated = await isSimulatedNumber(sources.db, gatewayInstanceName);
      simulatedNumbers.set(gatewayInstanceName, simulated);
    }
    return simulated ? sources.config.cloudSimulatorUrl : sources.config.whatsappGraphUrl;
  };
  return {
    simulator,
    forget: () => remembered.clear(),
    async forInstance(row) {
      if (row.gateway === 'simulator') {
        return { gateway: createSimulatorGateway(simulator), ref: { name: row.gatewayInstanceName } };
      }
      if (row.gateway === 'cloud') {
        // One number per Meta access token: the instance's own token, nothing organization-wide.
        return {
          gateway: createCloudGateway({ baseUrl: await graphRootOf(row.gatewayInstanceName) }),
          ref: {
            name: phoneNumberIdOf(row.gatewayInstanceName),
            token: readSecret(sources, row.gatewayTokenEnc),
          },
        };
      }
      const gateway = await organizationGateway(row.organizationId);
      return {
        gateway,
        // The instance's own key when we have it, so a leaked key reaches one number only.
        ref: { name: row.gatewayInstanceName, token: readSecret(sources, row.gatewayTokenEnc) },
      };
    },
  };
}

/** The simulator's wiring of this server. */
export function simulatorDeps(deps: { readonly gateways: GatewayResolver }): SimulatorDeps {
  return deps.gateways.simulator;
}

/**
 * The gateway that serves an instance and the reference to pass to its calls. The kind was decided
 * when the instance was created (Evolution when the organization or the server had it configured,
 * the simulator otherwise) and never changes. Throws a GatewayError when Evolution is not configured.
 */
export function gatewayForInstance(
  deps: { readonly gateways: GatewayResolver },
  row: GatewayInstanceRow,
): Promise<ResolvedGateway> {
  return deps.gateways.forInstance(row);
}
