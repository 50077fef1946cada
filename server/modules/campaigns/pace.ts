import { CLOUD_PER_SECOND, EVOLUTION_PER_MINUTE } from '../../../contract/campaigns';

/** Unique contacts a day Meta lets a business start conversations with, per messaging tier. */
const TIER_LIMITS: Record<string, number> = {
  TIER_250: 250,
  TIER_1K: 1_000,
  TIER_10K: 10_000,
  TIER_100K: 100_000,
  TIER_UNLIMITED: Number.POSITIVE_INFINITY,
};

/** An unverified number has no tier reported: it may start 250 conversations a day. */
export function dailyLimitOf(tier: string | null | undefined): number {
  return (tier && TIER_LIMITS[tier]) || TIER_LIMITS.TIER_250 || 250;
}

/** The gap before the next recipient, never shorter than the official API's per-second pace. */
export const CLOUD_GAP_MS = 1000 / CLOUD_PER_SECOND;

/** Evolution's gap: the slow default pace, spread ±25% so the sends do not look like a machine's. */
export const EVOLUTION_GAP_MS = 60_000 / EVOLUTION_PER_MINUTE;
export const JITTER = 0.25;

export function gapMs(gateway: string, random: () => number = Math.random): number {
  if (gateway === 'cloud') return CLOUD_GAP_MS;
  return Math.round(EVOLUTION_GAP_MS * (1 - JITTER + 2 * JITTER * random()));
}
