import { parseAst } from 'rolldown/parseAst';
import type { Plugin, Rollup } from 'vite';
import type { PageCodeTable } from '../src/boot/pageCode.ts';

/**
 * Which chunks each lazy page needs, for the early script (`src/boot/pageCode.ts`) to ask the
 * page's code at the address being loaded. The routes are read from the `lazyPage(() =>
 * import('…'), path, { aliases })` calls themselves, the one place a page's routes are written
 * (`src/ui/definePage.ts`); the chunks from the bundle.
 */

/** A `lazyPage` call as written: the module it loads and the routes it shows it at. */
export interface LazyPageCall {
  specifier: string;
  path: string;
  aliases: string[];
}

type Node = { type?: unknown; [key: string]: unknown };
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null;
const literal = (node: unknown): string | undefined =>
  isNode(node) && node.type === 'Literal' && typeof node.value === 'string' ? node.value : undefined;

const aliasesOf = (options: unknown): string[] => {
  if (!isNode(options) || options.type !== 'ObjectExpression' || !Array.isArray(options.properties))
    return [];
  const property = options.properties.find(
    (item: unknown) => isNode(item) && isNode(item.key) && item.key.name === 'aliases',
  ) as Node | undefined;
  const list = property?.value;
  if (!isNode(list) || !Array.isArray(list.elements)) return [];
  return list.elements.map(literal).filter((item): item is string => item !== undefined);
};

const callOf = (node: Node): LazyPageCall | undefined => {
  if (node.type !== 'CallExpression' || !isNode(node.callee) || node.callee.name !== 'lazyPage') return;
  const [load, path, options] = Array.isArray(node.arguments) ? node.arguments : [];
  const body = isNode(load) && load.type === 'ArrowFunctionExpression' ? load.body : undefined;
  // An arrow with an expression body is kept as `{ type: 'ExpressionStatement' }` by some parsers.
  const expression = isNode(body) && body.type === 'ExpressionStatement' ? body.expression : body;
  const specifier =
    isNode(expression) && expression.type === 'ImportExpression' ? literal(expression.source) : undefined;
  const route = literal(path);
  // A call this reader cannot follow fails the build: its page would silently lose the early load.
  if (specifier === undefined || route === undefined)
    throw new Error(
      `page-code: a lazyPage call without a literal import() and path (at ${String(node.start)})`,
    );
  return { specifier, path: route, aliases: aliasesOf(options) };
};

/** The `lazyPage` calls of a module's code (TypeScript when the file name says so). */
export function lazyPageCalls(code: string, filename?: string): LazyPageCall[] {
  const calls: LazyPageCall[] = [];
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
      return;
    }
    if (!isNode(value)) return;
    const call = callOf(value);
    if (call) calls.push(call);
    for (const child of Object.values(value)) if (typeof child === 'object') visit(child);
  };
  visit(parseAst(code, null, filename));
  return calls;
}

/**
 * The chunks a lazy page needs beyond what the entry loads: its own and those it imports, each
 * once, the entry's chunk (preloaded by Vite already) left out. Undefined when no chunk holds the
 * module; none for a page the entry holds (imported statically elsewhere too).
 */
export function pageChunks(bundle: Rollup.OutputBundle, pageModule: string): string[] | undefined {
  const chunks = Object.values(bundle).filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
  const page =
    chunks.find((chunk) => chunk.facadeModuleId?.endsWith(pageModule)) ??
    chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith(pageModule)));
  if (!page) return undefined;
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const files: string[] = [];
  const visit = (chunk: Rollup.OutputChunk) => {
    if (chunk.isEntry || files.includes(chunk.fileName)) return;
    files.push(chunk.fileName);
    for (const imported of chunk.imports) {
      const next = byFile.get(imported);
      if (next) visit(next);
    }
  };
  visit(page);
  return files;
}

/** A lazy page's routes with the resolved id of the module it loads. */
export interface PageModule {
  module: string;
  path: string;
  aliases: string[];
}

/** The table the early script reads; each file named once, the pages pointing into the list. */
export function pageCodeTable(
  bundle: Rollup.OutputBundle,
  pages: readonly PageModule[],
  base: string,
): PageCodeTable {
  const files: string[] = [];
  const table = pages.flatMap(({ module, path, aliases }) => {
    const chunks = pageChunks(bundle, module);
    // Read from the calls, a module the bundle lacks means this reader and the build disagree.
    if (chunks === undefined) throw new Error(`page-code: ${module} is in no chunk of the build`);
    if (chunks.length === 0) return [];
    const indexes = chunks.map((file) => (files.includes(file) ? files.indexOf(file) : files.push(file) - 1));
    return [{ path, aliases, chunks: indexes }];
  });
  return { base, files, pages: table };
}

/**
 * Collects the lazy pages while the build transforms the app's modules; `table(bundle)` answers,
 * once the chunks are written, which chunks each page's routes need.
 */
export function pageCode(): Plugin & { table: (bundle: Rollup.OutputBundle) => PageCodeTable } {
  let base = '/';
  const pages = new Map<string, PageModule>();
  return {
    name: 'vendai-page-code',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    async transform(code, id) {
      if (id.includes('/node_modules/') || !code.includes('lazyPage(')) return null;
      for (const call of lazyPageCalls(code)) {
        const resolved = await this.resolve(call.specifier, id);
        if (!resolved) throw new Error(`page-code: cannot resolve ${call.specifier} from ${id}`);
        pages.set(`${call.path} ${resolved.id}`, {
          module: resolved.id,
          path: call.path,
          aliases: call.aliases,
        });
      }
      return null;
    },
    table(bundle) {
      if (pages.size === 0) throw new Error('page-code: the build found no lazyPage call');
      return pageCodeTable(bundle, [...pages.values()], base);
    },
  };
}
