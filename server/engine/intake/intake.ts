import { randomUUID } from 'node:crypto';
import type { WebhookAck } from '../../../contract/webhooks';
import type { EngineDeps } from '../deps';
import { Appender } from './appender';
import { processedInDatabase } from './await-processed';
import { authenticateCloudWebhook, type CloudSignature } from './cloud-auth';
import { IntakeDrainer } from './drainer';
import { authenticateWebhook } from './instance';
import type { HeldBody } from './queue';
import { countEvents } from './unpack';

export interface IntakeInput {
  /** The instance id of the webhook's URL. */
  instanceId: string;
  body: unknown;
  /** The JSON text the body was parsed from, when the caller has it: stored as is. */
  bodyText?: string;
  /** The secret header exactly as received (absent, one value or several). */
  secret: string | readonly string[] | undefined;
  /** The by-events URL suffix (`messages-upsert`): names the event when the body does not. */
  eventSlug?: string;
  /** When the request arrived; now by default. */
  receivedAt?: Date;
  /** A Cloud API post: authenticated by Meta's signature of the raw body instead of `secret`. */
  cloudSignature?: CloudSignature;
}

interface Running {
  appender: Appender;
  drainer: IntakeDrainer;
  /** Bodies this process appended and has not processed yet, by queue id: the drainer skips re-reading them. */
  bodies: Map<number, HeldBody>;
}

const running = new WeakMap<object, Running>();

function runningFor(deps: EngineDeps): Running {
  let state = running.get(deps.database);
  if (!state) {
    const bodies = new Map<number, HeldBody>();
    // On PostgreSQL another process may drain the lane of an append: it is told on commit.
    const appender = new Appender(
      deps.db,
      bodies,
      deps.database.kind === 'postgres' ? randomUUID() : undefined,
    );
    state = {
      appender,
      drainer: new IntakeDrainer(deps, deps.config.intakeAck === 'processed', bodies, appender),
      bodies,
    };
    running.set(deps.database, state);
  }
  return state;
}

/**
 * The intake's one entry (DESIGN §2 step 1, §7): authenticate the gateway (404 unknown instance, 401
 * bad secret, nothing stored), append the raw body durably (group commit with concurrent calls),
 * then answer with the number of events it carries. The drainer processes it in arrival order
 * (steps 2–5). With `config.intakeAck = 'processed'` the answer waits for that processing, by
 * whichever replica drains it, and a failure answers 500, as a gateway retry then brings the event
 * back (a 503 when it takes longer than `PROCESSED_WAIT_MS`).
 */
export async function intake(deps: EngineDeps, input: IntakeInput): Promise<WebhookAck> {
  const receivedAt = input.receivedAt ?? new Date();
  const instance = input.cloudSignature
    ? await authenticateCloudWebhook(deps, input.instanceId, input.cloudSignature)
    : await authenticateWebhook(deps.db, input.instanceId, input.secret);
  const received = countEvents(input.body, input.eventSlug, receivedAt);
  if (received === 0) return { received };
  const { appender, drainer } = runningFor(deps);
  drainer.start();
  // A webhook in a quiet moment (most of a shop's day) is written and processed in one
  // transaction, one commit, instead of being appended on its own and processed by a second
  // commit after the gathering pause. In a stream, appends commit on their own and ride on the
  // batches as before.
  const atOnce = drainer.quiet;
  if (atOnce) appender.hold();
  const appended = appender.append({
    organizationId: instance.organizationId,
    instanceId: instance.id,
    receivedAt,
    eventSlug: input.eventSlug ?? null,
    body: input.body,
    text: input.bodyText,
  });
  // Held, it is taken by the round this starts; otherwise the kick follows its commit.
  const startedRound = atOnce && drainer.startIdle();
  const id = await appended;
  if (!startedRound) drainer.kick();
  if (deps.config.intakeAck === 'processed') await processed(deps, drainer, id);
  return { received };
}

/**
 * Waits for the processing of the appended event `id`. The embedded database has one process,
 * which drains every lane: its drainer settles the event. On PostgreSQL the lane may be another
 * replica's, or change hands meanwhile: the queue row is watched too, and the first to tell wins.
 */
async function processed(deps: EngineDeps, drainer: IntakeDrainer, id: number): Promise<void> {
  if (deps.database.kind === 'pglite') {
    await drainer.waitFor(id);
    return;
  }
  let done = false;
  try {
    await Promise.race([drainer.waitFor(id), processedInDatabase(deps.db, id, () => done)]);
  } finally {
    done = true;
    drainer.forgetWaiter(id);
  }
}

/** Starts draining (what a crash left queued is processed first); the server calls it when ready. */
export function startIntake(deps: EngineDeps): void {
  runningFor(deps).drainer.start();
}

/** Stops draining after the batch in progress; what is queued stays for the next start. */
export async function stopIntake(deps: EngineDeps): Promise<void> {
  await running.get(deps.database)?.drainer.stop();
}

/** Resolves once everything appended so far is processed (tests and the bench). */
export async function intakeDrained(deps: EngineDeps): Promise<void> {
  const state = running.get(deps.database);
  if (!state) return;
  state.drainer.kick();
  await state.drainer.idle();
}
