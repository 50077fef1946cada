import type { DbOrTx } from '../../db/client';
import { GatewayError } from '../errors';
import { evolutionWebhookUrl } from '../evolution/webhook-config';
import type { GatewayInstanceRef } from '../port';
import type { WebhookDelivery } from './delivery';
import { findSimulatorInstanceByName, type SimulatorInstanceRow } from './store';
import { type EnvelopeFacts, type EvolutionWebhookBody, phoneJid } from './webhook-bodies';

/** What the simulator needs from the server: the database, its public URL and the intake. */
export interface SimulatorDeps {
  db: DbOrTx;
  publicUrl: string;
  deliver: WebhookDelivery;
  log: { warn: (details: object, message: string) => void };
  now?: () => Date;
  /** Blocks for send delays and presences as Evolution does; tests pass a recorder. */
  sleep?: (ms: number) => Promise<void>;
}

/** Evolution splits longer delays into chunks; the simulator just caps them. */
export const MAX_SIMULATED_WAIT_MS = 20_000;

export const nowOf = (deps: SimulatorDeps): Date => deps.now?.() ?? new Date();

export async function waitFor(deps: SimulatorDeps, ms: number | undefined): Promise<void> {
  const wait = Math.min(Math.max(0, ms ?? 0), MAX_SIMULATED_WAIT_MS);
  if (wait === 0) return;
  await (deps.sleep ?? ((value: number) => new Promise<void>((resolve) => setTimeout(resolve, value))))(wait);
}

export function envelopeFacts(
  deps: SimulatorDeps,
  row: SimulatorInstanceRow,
  connected: boolean,
): EnvelopeFacts {
  return {
    instanceName: row.gatewayInstanceName,
    destination: evolutionWebhookUrl(deps.publicUrl, row.id),
    serverUrl: deps.publicUrl,
    sender: connected ? phoneJid(row.phone) : null,
    now: nowOf(deps),
  };
}

/** The instance a call names, or the not-found error Evolution would answer. */
export async function requireInstance(
  deps: SimulatorDeps,
  ref: GatewayInstanceRef,
  operation: string,
): Promise<SimulatorInstanceRow> {
  const row = await findSimulatorInstanceByName(deps.db, ref.name);
  if (row) return row;
  throw new GatewayError({
    kind: 'not_found',
    status: 404,
    operation,
    reason: 'instance_not_found',
    gatewayMessage: `The "${ref.name}" instance does not exist`,
  });
}

/**
 * A webhook for a change the simulator already made. Like Evolution, a failed delivery does not
 * undo the change or fail the call; it is logged, and sync-status reconciles the stored state.
 */
export async function deliverQuietly(
  deps: SimulatorDeps,
  row: SimulatorInstanceRow,
  body: EvolutionWebhookBody,
): Promise<void> {
  try {
    await deps.deliver({ instanceId: row.id, secret: row.webhookSecret }, body);
  } catch (error) {
    deps.log.warn({ err: error, instanceId: row.id, event: body.event }, 'simulator webhook not delivered');
  }
}
