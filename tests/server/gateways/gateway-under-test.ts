import { createEvolutionGateway } from '../../../server/gateways/evolution';
import type { RetryPolicy } from '../../../server/gateways/http';
import type { WhatsAppGateway } from '../../../server/gateways/port';
import { FakeEvolution, type FakeInstance } from './fake-evolution';

export interface GatewayUnderTest {
  gateway: WhatsAppGateway;
  /** Every backoff the adapter waited, in order. */
  sleeps: number[];
}

/**
 * The real adapter pointed at the fake server, with backoff sleeps recorded instead of waited and the
 * jitter pinned, so retry tests are fast and exact.
 */
export function gatewayFor(
  fake: FakeEvolution,
  options: { apiKey?: string; timeoutMs?: number; retry?: Partial<RetryPolicy>; random?: () => number } = {},
): GatewayUnderTest {
  const sleeps: number[] = [];
  const gateway = createEvolutionGateway({
    baseUrl: `${fake.url}/`,
    apiKey: options.apiKey ?? fake.globalKey,
    timeoutMs: options.timeoutMs ?? 3_000,
    retry: { attempts: 3, baseDelayMs: 100, maxDelayMs: 1_000, ...options.retry },
    runtime: {
      sleep: async (ms) => {
        sleeps.push(ms);
      },
      random: options.random ?? (() => 0.5),
    },
  });
  return { gateway, sleeps };
}

/** The promise's rejection, for asserting on typed errors. */
export async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail');
}

/** A fresh fake with one connected instance, "acme", the one the message tests talk to. */
export async function startAcme(): Promise<{ fake: FakeEvolution; instance: FakeInstance }> {
  const fake = await FakeEvolution.start();
  return { fake, instance: fake.addInstance({ name: 'acme', state: 'open' }) };
}
