import { join } from 'node:path';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { scheduleDatabaseMaintenance } from './db/maintenance';
import { bootstrapData } from './db/seed/bootstrap';
import { movableClock } from './lib/clock';

/** Reads the config, opens the database, builds the app, listens, and shuts down cleanly. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: join(config.dataDir, 'db') },
  );
  const announcements = await bootstrapData(database, config);
  const clock = config.testClockControl ? movableClock() : undefined;
  const app = await buildApp({ config, database, logger: true, clock });

  let maintenance: { stop(): Promise<void> } | undefined;
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const forced = setTimeout(() => process.exit(1), 10_000);
    forced.unref();
    try {
      await app.close();
      await maintenance?.stop();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error(error, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  // After listening: the first statistics run must not delay readiness.
  maintenance = scheduleDatabaseMaintenance(database, app.log);
  const url = `http://localhost:${config.port}`;
  const lines = [
    '',
    `  Vendaí está no ar: ${url}`,
    `  Banco de dados: ${database.kind === 'pglite' ? `PGlite em ${join(config.dataDir, 'db')}` : 'PostgreSQL'}`,
    ...announcements.map((line) => `  ${line}`),
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(
      `Falha ao iniciar o Vendaí: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
  }
  process.exit(1);
});
