// `npm run dev`: the API server with reload on change, and Vite's dev server with hot reload
// proxying /api and /ws to it. Stops both together.
import { spawn } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => join(root, 'node_modules', '.bin', name);

const children = [
  spawn(bin('tsx'), ['watch', '--clear-screen=false', join(root, 'server', 'main.ts')], {
    cwd: root,
    stdio: 'inherit',
  }),
  spawn(bin('vite'), [], { cwd: root, stdio: 'inherit' }),
];
const stopAll = (code) => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
};
for (const child of children) child.on('exit', (code) => stopAll(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(0));
