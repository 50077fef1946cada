import { Worker } from 'node:worker_threads';
import type { LoadPlan, LoadResult, LoadWorkerData } from './load-worker';

/**
 * Drives the load worker. Workers do not inherit the TypeScript loader the bench runs under, so the
 * worker boots by registering it and then importing its module.
 */
export class LoadGenerator {
  private readonly worker: Worker;

  constructor(data: LoadWorkerData) {
    const loader = import.meta.resolve('tsx/esm/api');
    const entry = new URL('./load-worker.ts', import.meta.url).href;
    const boot = `import(${JSON.stringify(loader)}).then(({ register }) => { register(); return import(${JSON.stringify(entry)}); });`;
    this.worker = new Worker(boot, { eval: true, workerData: data });
  }

  run(plan: LoadPlan): Promise<LoadResult> {
    return new Promise((resolve, reject) => {
      const onError = (error: Error) => reject(error);
      this.worker.once('error', onError);
      this.worker.once('message', (result: LoadResult) => {
        this.worker.off('error', onError);
        resolve(result);
      });
      this.worker.postMessage(plan);
    });
  }

  async stop(): Promise<void> {
    await this.worker.terminate();
  }
}
