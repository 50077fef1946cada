import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { GatewayKind } from '../../contract/instances';
import { organizations } from '../db/schema';
import { sleepOn } from '../lib/clock';
import { decryptSecret } from '../lib/crypto';
import { GatewayError } from './errors';
import { createEvolutionGateway } from './evolution';
import type { GatewayInstanceRef, WhatsAppGateway } from './port';
import { createSimulatorGateway, deliverThroughIntake, type SimulatorDeps } from './simulator';

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

/** Operation name of the error raised when no Evolution server is configured at all. */
export const NOT_CONFIGURED_OPERATION = 'resolveGateway';

/** A stored secret, or null when there is none or it cannot be read with this key (rotated, hand-edited). */
export function readSecret(app: FastifyInstance, stored: string | null | undefined): string | null {
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
  app: FastifyInstance,
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
      operation: NOT_CONFIGURED_OPERATION,
      gatewayMessage: 'No Evolution API URL configured (EVOLUTION_API_URL or the token dialog)',
      retryable: false,
    });
  }
  return createEvolutionGateway({ baseUrl: credentials.baseUrl, apiKey: credentials.apiKey });
}

/** The simulator's wiring: this app's database, and its own intake route for the webhooks. */
export function simulatorDeps(app: FastifyInstance): SimulatorDeps {
  return {
    db: app.db,
    publicUrl: app.config.publicUrl,
    deliver: deliverThroughIntake(app),
    log: { warn: (details, message) => app.log.warn(details, message) },
    // The app's clock, so typing delays and presences follow it (tests never wait for real).
    now: () => app.clock.now(),
    sleep: (ms) => sleepOn(app.clock, ms),
  };
}

export function simulatorGateway(app: FastifyInstance): WhatsAppGateway {
  return createSimulatorGateway(simulatorDeps(app));
}

/**
 * The gateway that serves an instance and the reference to pass to its calls. The kind was decided
 * when the instance was created (Evolution when the organization or the server had it configured,
 * the simulator otherwise) and never changes. Throws a GatewayError when Evolution is not configured.
 */
export async function gatewayForInstance(
  app: FastifyInstance,
  row: GatewayInstanceRow,
): Promise<ResolvedGateway> {
  if (row.gateway === 'simulator') {
    return { gateway: simulatorGateway(app), ref: { name: row.gatewayInstanceName } };
  }
  const gateway = evolutionGateway(await evolutionCredentials(app, row.organizationId));
  return {
    gateway,
    // The instance's own key when we have it, so a leaked key reaches one number only.
    ref: { name: row.gatewayInstanceName, token: readSecret(app, row.gatewayTokenEnc) },
  };
}
