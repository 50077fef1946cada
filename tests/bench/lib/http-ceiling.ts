import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { LoadGenerator } from '../intake/load';
import type { WebhookTarget } from '../intake/payloads';

export interface HttpCeiling {
  oneSender: number;
  eightSenders: number;
}

/**
 * What HTTP alone allows on this machine: a bare Fastify route on the webhook's path that reads the
 * JSON body and answers, with no database, no hooks and no plugins, driven by the same gateway thread
 * and bodies as the intake. The intake's throughput cannot exceed it; the commit probe does not see it.
 */
export async function httpCeiling(targets: WebhookTarget[], durationMs: number): Promise<HttpCeiling> {
  const app = Fastify({ bodyLimit: 64 * 1024 * 1024 });
  app.post('/api/webhooks/evolution/:instanceId', async () => ({ received: 1 }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const load = new LoadGenerator({ baseUrl: `http://127.0.0.1:${port}`, targets, seed: 7, clockOffsetMs: 0 });
  try {
    const rate = async (concurrency: number) => {
      const result = await load.run({ mode: 'closed', concurrency, durationMs, maxEvents: 1_000_000 });
      return result.sent / (result.elapsedMs / 1000);
    };
    await rate(1); // warm-up
    return { oneSender: await rate(1), eightSenders: await rate(8) };
  } finally {
    await load.stop();
    await app.close();
  }
}
