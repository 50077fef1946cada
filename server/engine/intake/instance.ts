import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { instanceSettings, instances, organizations } from '../../db/schema';
import {
  type SecretDigest,
  webhookDigestMatches,
  webhookSecretDigest,
} from '../../gateways/evolution/webhook-config';
import { notFound, unauthorized } from '../../lib/errors';
import { ShortMemory } from '../../lib/short-memory';

/** What the intake needs to know about the instance a webhook is for. */
export interface IntakeInstance {
  id: string;
  organizationId: string;
  /** The seller who owns the number: new leads are assigned to them. */
  ownerUserId: string;
  /** Setting `humanAssumesEnabled`: a message typed on the business phone pauses the AI. */
  humanAssumesEnabled: boolean;
  /** The shop's site (the scraping URL): a first message quoting it makes a `site` lead. */
  siteUrl: string | null;
  /** The organization's `debugMode` setting: the monitor keeps every event's body, not only failed ones. */
  debugMode: boolean;
}

interface InstanceFacts extends IntakeInstance {
  /** The webhook secret's digest, hashed once per read: each call hashes only what it received. */
  secretDigest: SecretDigest;
}

/**
 * The spec makes human takeover the default behaviour; an instance whose settings row predates the
 * key (or has none) behaves as if it were on. Only an explicit `false` switches it off.
 */
const HUMAN_ASSUMES_DEFAULT = true;

/**
 * A busy number posts several webhooks a second; re-reading its row for each one would cost the hot
 * path a round trip. Facts are trusted this long, and only to let a matching secret in: a secret that
 * does not match is always checked against a fresh read, so a rotated secret is never refused.
 */
const FACTS_TTL_MS = 5_000;
const MAX_CACHED = 10_000;
const cacheByDb = new WeakMap<Db, ShortMemory<string, InstanceFacts>>();

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function settingIsOn(value: unknown, fallback: boolean): boolean {
  if (value === false || value === 'false') return false;
  if (value === true || value === 'true') return true;
  return fallback;
}

async function loadFacts(db: DbOrTx, instanceId: string): Promise<InstanceFacts | undefined> {
  const [row] = await db
    .select({
      id: instances.id,
      organizationId: instances.organizationId,
      ownerUserId: instances.userId,
      webhookSecret: instances.webhookSecret,
      siteUrl: instances.scrapingUrl,
      humanAssumes: sql<unknown>`${instanceSettings.values} -> 'humanAssumesEnabled'`,
      debugMode: sql<boolean>`coalesce(${organizations.settings} -> 'debugMode' = 'true'::jsonb, false)`,
    })
    .from(instances)
    .innerJoin(organizations, eq(organizations.id, instances.organizationId))
    .leftJoin(instanceSettings, eq(instanceSettings.instanceId, instances.id))
    .where(and(eq(instances.id, instanceId), isNull(instances.deletedAt)));
  if (!row) return undefined;
  const { humanAssumes, debugMode, webhookSecret, ...facts } = row;
  return {
    ...facts,
    secretDigest: webhookSecretDigest(webhookSecret),
    debugMode: debugMode === true,
    humanAssumesEnabled: settingIsOn(humanAssumes, HUMAN_ASSUMES_DEFAULT),
  };
}

function cacheOf(db: Db): ShortMemory<string, InstanceFacts> {
  let cache = cacheByDb.get(db);
  if (!cache) {
    cache = new ShortMemory(FACTS_TTL_MS, MAX_CACHED);
    cacheByDb.set(db, cache);
  }
  return cache;
}

/**
 * The instance of an event the webhook already authenticated (the intake's drainer, processing
 * what was appended): from the short-lived cache, else read; undefined once the instance is deleted.
 */
export async function intakeInstance(
  db: Db,
  instanceId: string,
  /** Where to read on a cache miss: the caller's open transaction, if any. */
  reader: DbOrTx = db,
): Promise<IntakeInstance | undefined> {
  const cache = cacheOf(db);
  let facts = cache.get(instanceId);
  if (!facts) {
    facts = await loadFacts(reader, instanceId);
    if (!facts) return undefined;
    cache.set(instanceId, facts);
  }
  const { id, organizationId, ownerUserId, humanAssumesEnabled, siteUrl, debugMode } = facts;
  return { id, organizationId, ownerUserId, humanAssumesEnabled, siteUrl, debugMode };
}

/**
 * Step 1 of the pipeline: the instance named in the URL, if the caller proves it is that instance's
 * gateway. An unknown or deleted instance is a 404 whatever the secret (as Evolution itself answers);
 * a known one with a missing or wrong secret is a 401.
 */
export async function authenticateWebhook(
  db: Db,
  instanceId: string,
  secret: string | readonly string[] | undefined,
): Promise<IntakeInstance> {
  if (!UUID.test(instanceId)) throw notFound('Instância não encontrada');
  const cache = cacheOf(db);
  let facts = cache.get(instanceId);
  if (!facts || !webhookDigestMatches(facts.secretDigest, secret)) {
    facts = await loadFacts(db, instanceId);
    if (!facts) {
      cache.delete(instanceId);
      throw notFound('Instância não encontrada');
    }
    cache.set(instanceId, facts);
    if (!webhookDigestMatches(facts.secretDigest, secret)) {
      throw unauthorized('Segredo do webhook ausente ou inválido', 'invalid_webhook_secret');
    }
  }
  return {
    id: facts.id,
    organizationId: facts.organizationId,
    ownerUserId: facts.ownerUserId,
    humanAssumesEnabled: facts.humanAssumesEnabled,
    siteUrl: facts.siteUrl,
    debugMode: facts.debugMode,
  };
}
