import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';

/** A port nobody listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/** Ended, by itself or by a signal (a killed process has no exit code, only its signal). */
export const hasExited = (child: ChildProcess): boolean =>
  child.exitCode !== null || child.signalCode !== null;

export const exited = (child: ChildProcess): Promise<void> =>
  new Promise((resolve) => (hasExited(child) ? resolve() : child.once('exit', () => resolve())));

/**
 * The real server process (server/main.ts) on PostgreSQL `databaseUrl`, without jobs; its output is
 * collected in `output`. Resolves once it answers HTTP.
 */
export async function startServerProcess(
  port: number,
  databaseUrl: string,
  output: string[],
  env: Record<string, string> = {},
): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      SEED_DEMO: 'false',
      RUN_JOBS: 'false',
      LOG_LEVEL: 'info',
      NODE_ENV: 'production',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString('utf8')));
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (hasExited(child)) throw new Error(`server exited: ${output.join('')}`);
    const status = await fetch(`http://127.0.0.1:${port}/api/auth/me`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 401) return child;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not start: ${output.join('')}`);
}
