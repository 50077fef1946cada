import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The engine reads one way (docs/design.md §2): intake → decide → reply → media / qualify /
 * followup / redistribute → alerts → outbound → gateway. A later stage never imports an earlier one
 * (it enqueues a job or takes a callback instead), the engine never imports the HTTP modules, and
 * no engine function takes the Fastify instance.
 */
const ROOT = resolve(__dirname, '../../..');
const ENGINE = join(ROOT, 'server/engine');

/** Each stage's place in the pipeline; stages of the same rank do not import each other. */
const STAGE_RANK: Record<string, number> = {
  intake: 0,
  decide: 1,
  reply: 2,
  media: 3,
  qualify: 3,
  followup: 3,
  redistribute: 3,
  agenda: 4,
  alerts: 4,
  tools: 3,
  outbound: 5,
};
/** Shared helpers any stage may use; they import no stage. */
const NEUTRAL = new Set([
  'config.ts',
  'schedule.ts',
  'deps.ts',
  'monitor-steps.ts',
  'monitor-records.ts',
  'conversation-job.ts',
  'purge',
  'scraping',
  'shared',
]);
/** Where the stages' jobs are registered: it may import any stage. */
const EDGE = new Set(['register.ts', 'lead-jobs.ts']);

function engineFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return engineFiles(path);
    return name.endsWith('.ts') ? [path] : [];
  });
}

/** The module specifiers of every import and re-export of a file (static, side-effect and dynamic). */
function importsOf(source: string): string[] {
  const pattern =
    /(?:import|export)\s[^'";]*?from\s*['"]([^'"]+)['"]|import\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
  return [...source.matchAll(pattern)].map((match) => match[1] ?? match[2] ?? match[3] ?? '');
}

/** The stage (first folder, or the file itself at the engine's root) a path of the engine is in. */
const partOf = (engineRelative: string): string => engineRelative.split('/')[0] ?? engineRelative;

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
      else arrows.push({ from: file, to: target.endsWith('.ts') ? target : `${target}.ts` });
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
