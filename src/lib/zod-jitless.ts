// The web build resolves `zod` to this module (see `vite.config.ts`), so every module that builds a
// schema runs after this one. The Content-Security-Policy refuses `eval`, and zod probes
// `new Function('')` when the first object schema is built unless `jitless` is already set: the
// probe is caught, but the browser still reports it as a policy violation on every page. A setup
// import in `main.tsx` is not enough: the bundle puts the shared schemas in a chunk that the entry
// imports, so that chunk runs first. The server is not affected and keeps zod's compiled parsers.
import { config } from 'zod/v4/core';

config({ jitless: true });

export * from 'zod/v4';
export { default, default as z } from 'zod/v4';
