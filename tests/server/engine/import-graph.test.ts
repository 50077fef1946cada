import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The engine reads one way (docs/design.md §2): intake → decide → reply → tools → media / qualify /
 * followup / redistribute → alerts → outbound → gateway. A later stage never imports an earlier one
 * (it enqueues a job or takes a callback instead), the engine never imports the HTTP modules, and
 * no engine function takes the Fastify instance. Across the server, only the outbound stage calls a
 * gateway's send (one send path). The web's rules on its HTTP client go at the end of this file.
 */
const ROOT = resolve(__dirname, '../../..');
const ENGINE = join(ROOT, 'server/engine');
const SERVER = join(ROOT, 'server');

/** Each stage's place in the pipeline; stages of the same rank do not import each other. */
const STAGE_RANK: Record<string, number> = {
  intake: 0,
  decide: 1,
  reply: 2,
  // The AI's tools run inside the reply and do the later stages' work (book, hand over, notify).
  tools: 3,
  media: 4,
  qualify: 4,
  followup: 4,
  'jobs/redistribute': 4,
  agenda: 5,
  // A portal lead's first message: after the intake module stored it, before outbound.
  'first-contact': 5,
  'jobs/alerts': 5,
  // A contact's opt-out / opt-in keyword: after the decision saw it, before its confirmation leaves.
  consent: 5,
  outbound: 6,
};
/** Shared helpers any stage may use; they import no stage. */
const NEUTRAL = new Set([
  'config.ts',
  'schedule.ts',
  'deps.ts',
  'monitor',
  'conversation-job.ts',
  'jobs/purge',
  'jobs/scraping',
  'shared',
]);
/** Where the stages' jobs are registered: it may import any stage. */
const EDGE = new Set(['register.ts', 'lead-jobs.ts']);

/** Every TypeScript file under `dir` (the web's `.tsx` included). */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}
const engineFiles = sourceFiles;

/** The file an import names: `./x` is `x.ts`, or `x/index.ts` when `x` is a folder (a stage's entry). */
function fileOf(path: string): string {
  if (path.endsWith('.ts')) return path;
  return existsSync(path) && statSync(path).isDirectory() ? join(path, 'index.ts') : `${path}.ts`;
}

/** The module specifiers of every import and re-export of a file (static, side-effect and dynamic). */
function importsOf(source: string): string[] {
  const pattern =
    /(?:import|export)\s[^'";]*?from\s*['"]([^'"]+)['"]|import\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
  return [...source.matchAll(pattern)].map((match) => match[1] ?? match[2] ?? match[3] ?? '');
}

/**
 * The stage (first folder, or the file itself at the engine's root) a path of the engine is in; the
 * jobs beside the pipeline (`jobs/alerts`…) are parts of their own.
 */
function partOf(engineRelative: string): string {
  const [first = engineRelative, second] = engineRelative.split('/');
  return first === 'jobs' && second ? `jobs/${second}` : first;
}

interface Arrow {
  from: string;
  to: string;
}

function readGraph(): { arrows: Arrow[]; outside: Arrow[]; fastify: string[] } {
  const arrows: Arrow[] = [];
  const outside: Arrow[] = [];
  const fastify: string[] = [];
  for (const path of engineFiles(ENGINE)) {
    const file = relative(ENGINE, path);
    const source = readFileSync(path, 'utf8');
    if (/\bFastifyInstance\b/.test(source)) fastify.push(file);
    for (const specifier of importsOf(source)) {
      if (!specifier.startsWith('.')) continue;
      const target = relative(ENGINE, resolve(dirname(path), specifier));
      if (target.startsWith('..'))
        outside.push({ from: file, to: relative(ROOT, resolve(dirname(path), specifier)) });
      else arrows.push({ from: file, to: relative(ENGINE, fileOf(resolve(dirname(path), specifier))) });
    }
  }
  return { arrows, outside, fastify };
}

/** Why an arrow between two parts of the engine breaks the one-way rule, or null when it is fine. */
function backArrow({ from, to }: Arrow): string | null {
  const source = partOf(from);
  const target = partOf(to);
  if (source === target || EDGE.has(source)) return null;
  if (NEUTRAL.has(source))
    return NEUTRAL.has(target) ? null : `${from} → ${to}: a shared helper imports a stage`;
  if (NEUTRAL.has(target)) return null;
  const sourceRank = STAGE_RANK[source];
  const targetRank = STAGE_RANK[target];
  if (sourceRank === undefined || targetRank === undefined)
    return `${from} → ${to}: a part of no known stage`;
  return sourceRank < targetRank ? null : `${from} → ${to}: ${source} may not import ${target}`;
}

describe('the engine import graph', () => {
  const graph = readGraph();

  it('reads the imports of every engine file', () => {
    expect(graph.arrows.length).toBeGreaterThan(40);
    expect(importsOf("import { a } from './a';\nexport * from \"../b\";\nawait import('./c');")).toEqual([
      './a',
      '../b',
      './c',
    ]);
  });

  it('has every stage import only later stages and shared helpers', () => {
    const broken = graph.arrows.flatMap((arrow) => backArrow(arrow) ?? []);
    expect(broken).toEqual([]);
  });

  it('flags an arrow that runs back up the pipeline', () => {
    expect(backArrow({ from: 'outbound/send.ts', to: 'followup/start.ts' })).not.toBeNull();
    expect(backArrow({ from: 'qualify/job.ts', to: 'followup/queue.ts' })).not.toBeNull();
    expect(backArrow({ from: 'config.ts', to: 'reply/context.ts' })).not.toBeNull();
    expect(backArrow({ from: 'decide/decide.ts', to: 'reply/queue.ts' })).toBeNull();
  });

  it('never imports the HTTP modules', () => {
    expect(graph.outside.filter((arrow) => arrow.to.startsWith('server/modules/'))).toEqual([]);
  });

  it('never takes the Fastify instance', () => {
    expect(graph.fastify).toEqual([]);
  });
});

/** The folders with one entry each: the stages, and the jobs beside them. */
const ENTRY_FOLDERS = [...Object.keys(STAGE_RANK), 'jobs/purge', 'jobs/scraping'];

/** Imports from outside a stage that reach past its `index.ts` into its files. */
function pastTheEntry(): string[] {
  return sourceFiles(SERVER).flatMap((path) => {
    const from = relative(ENGINE, path);
    return importsOf(readFileSync(path, 'utf8')).flatMap((specifier) => {
      if (!specifier.startsWith('.')) return [];
      const to = relative(ENGINE, fileOf(resolve(dirname(path), specifier)));
      const folder = ENTRY_FOLDERS.find((name) => to.startsWith(`${name}/`));
      if (!folder || from.startsWith(`${folder}/`) || to === `${folder}/index.ts`) return [];
      return [`${relative(SERVER, path)} → engine/${to}`];
    });
  });
}

describe("each stage's one entry", () => {
  it('is the only file of a stage the rest of the server imports', () => {
    expect(pastTheEntry()).toEqual([]);
  });
});

/** The server's files and the files each imports (relative imports only). */
function serverGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const path of sourceFiles(SERVER)) {
    const targets = importsOf(readFileSync(path, 'utf8'))
      .filter((specifier) => specifier.startsWith('.'))
      .map((specifier) => relative(SERVER, fileOf(resolve(dirname(path), specifier))));
    graph.set(relative(SERVER, path), targets);
  }
  return graph;
}

/** Import loops (type imports included), each as the files around it; a file is in one loop at most. */
function importLoops(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const loops: string[][] = [];
  const done = new Set<string>();
  const path: string[] = [];
  const onPath = new Set<string>();
  const visit = (file: string): void => {
    if (onPath.has(file)) {
      loops.push(path.slice(path.indexOf(file)));
      return;
    }
    if (done.has(file) || !graph.has(file)) return;
    path.push(file);
    onPath.add(file);
    for (const target of graph.get(file) ?? []) visit(target);
    path.pop();
    onPath.delete(file);
    done.add(file);
  };
  for (const file of graph.keys()) visit(file);
  return loops;
}

describe('the server import graph', () => {
  it('finds a loop', () => {
    const looped = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
    ]);
    expect(importLoops(looped)).toEqual([['a.ts', 'b.ts', 'c.ts']]);
  });

  it('has no import loop', () => {
    expect(importLoops(serverGraph())).toEqual([]);
  });
});

/** The gateway port's sends (`sendText`, `sendPresence`…), read from the port itself. */
function gatewaySends(): string[] {
  const port = readFileSync(join(SERVER, 'gateways/port.ts'), 'utf8');
  return [...port.matchAll(/^\s+(send[A-Z]\w*)\(/gm)].map((match) => match[1] ?? '');
}

/** Where a file of the server calls one of `sends` on something (`gateway.sendText(`…). */
function sendCalls(file: string, source: string, sends: readonly string[]): string[] {
  const pattern = new RegExp(`\\.(${sends.join('|')})\\s*\\(`, 'g');
  return [...source.matchAll(pattern)].map((match) => `${file}: ${match[1]}`);
}

/** The adapters implement the sends (and the simulator's phone replays them); the outbound stage calls them. */
const MAY_SEND = ['gateways/', 'engine/outbound/'];

describe('the one send path', () => {
  const sends = gatewaySends();
  const calls = sourceFiles(SERVER).flatMap((path) => {
    const file = relative(SERVER, path);
    return MAY_SEND.some((prefix) => file.startsWith(prefix))
      ? []
      : sendCalls(file, readFileSync(path, 'utf8'), sends);
  });

  it("reads the gateway port's sends", () => {
    expect(sends).toEqual(expect.arrayContaining(['sendText', 'sendAudio', 'sendMedia', 'sendPresence']));
    expect(sendCalls('x.ts', 'await gateway.sendText(ref, { to, text });', sends)).toEqual([
      'x.ts: sendText',
    ]);
    expect(sendCalls('x.ts', 'await sendOutbound(deps, input);', sends)).toEqual([]);
  });

  it("has nothing but the outbound stage call a gateway's send", () => {
    expect(calls).toEqual([]);
  });
});

// The web's rules (issue 30, web half): no file outside src/providers imports the HTTP client.
// They read src/ with the same `sourceFiles` and `importsOf`, in a describe block of their own here.
