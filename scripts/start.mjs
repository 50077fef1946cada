// Starts the product as `npm start` documents: builds the web app when it is missing or older than
// its sources, then runs the server (which migrates the database and seeds the demo on first start).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => join(root, 'node_modules', '.bin', name);
const distIndex = join(root, process.env.WEB_DIST_DIR ?? 'dist', 'index.html');

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

const sources = ['src', 'contract', 'index.html', 'vite.config.ts', 'package.json'];
const sourcesChanged = Math.max(...sources.map((s) => newestMtime(join(root, s))));
const built = existsSync(distIndex) ? statSync(distIndex).mtimeMs : 0;
if (built < sourcesChanged) {
  process.stdout.write('Construindo o aplicativo web (vite build)...\n');
  // Always the production build: vite follows NODE_ENV, and a shell or test runner that sets it
  // (`test` under vitest) would otherwise leave React's development build in dist/ for `npm start`.
  const result = spawnSync(bin('vite'), ['build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) {
    process.stderr.write('Falha ao construir o aplicativo web.\n');
    process.exit(result.status ?? 1);
  }
}

const server = spawn(bin('tsx'), [join(root, 'server', 'main.ts')], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
