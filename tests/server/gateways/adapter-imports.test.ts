import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The two real gateways share one HTTP layer (server/gateways/http) and nothing else of each other:
 * a change to Evolution's wire cannot break the Cloud API, and the other way round.
 */
const GATEWAYS = resolve(__dirname, '../../../server/gateways');
const ADAPTERS = ['evolution', 'cloud'] as const;

function filesOf(folder: string): string[] {
  return readdirSync(join(GATEWAYS, folder))
    .filter((name) => name.endsWith('.ts'))
    .map((name) => join(GATEWAYS, folder, name));
}

/** Every import of a file: the module and the names it takes (`import { a, type B } from 'm'`). */
function importsOf(source: string): Array<{ from: string; names: string[] }> {
  const pattern = /(?:import|export)\s([^'";]*?)\s*from\s*['"]([^'"]+)['"]/g;
  return [...source.matchAll(pattern)].map((match) => ({
    from: match[2] ?? '',
    names: [...(match[1] ?? '').matchAll(/(?:type\s+)?(\w+)(?:\s+as\s+\w+)?\s*[,}]/g)].map((n) => n[1] ?? ''),
  }));
}

/** For each file of an adapter, the gateway folders its relative imports reach (`http`, `port.ts`…). */
function reachedFrom(adapter: string): Array<{ file: string; target: string }> {
  return filesOf(adapter).flatMap((path) =>
    importsOf(readFileSync(path, 'utf8'))
      .filter(({ from }) => from.startsWith('.'))
      .map(({ from }) => ({
        file: relative(GATEWAYS, path),
        target: relative(GATEWAYS, resolve(dirname(path), from)).split('/')[0] ?? '',
      })),
  );
}

describe('the gateway adapters', () => {
  it('reads what an adapter imports', () => {
    expect(importsOf("import { a, type B } from '../http';")).toEqual([
      { from: '../http', names: ['a', 'B'] },
    ]);
    expect(reachedFrom('evolution')).toContainEqual({ file: 'evolution/http-client.ts', target: 'http' });
    expect(reachedFrom('cloud')).toContainEqual({ file: 'cloud/http-client.ts', target: 'http' });
  });

  it.each(ADAPTERS)("%s never imports the other adapter's folder", (adapter) => {
    const other = ADAPTERS.filter((name) => name !== adapter);
    const crossing = reachedFrom(adapter).filter(({ target }) => other.some((name) => name === target));
    expect(crossing).toEqual([]);
  });

  it.each(ADAPTERS)('%s makes no HTTP call of its own: requests go through gateways/http', (adapter) => {
    // A multipart form is a body the adapter builds; sending it is the HTTP layer's job.
    const transport = filesOf(adapter).flatMap((path) =>
      importsOf(readFileSync(path, 'utf8'))
        .filter(({ from }) => from === 'undici' || from.startsWith('node:http'))
        .flatMap(({ names }) => names.filter((name) => name !== 'FormData'))
        .map((name) => `${relative(GATEWAYS, path)}: ${name}`),
    );
    expect(transport).toEqual([]);
  });
});
