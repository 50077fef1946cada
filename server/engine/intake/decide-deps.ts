import type { FastifyInstance } from 'fastify';
import type { EngineDeps } from '../deps';

/**
 * The decide stage still names its dependency `FastifyInstance` while it reads only the clock, the
 * logger and the database of it, all part of `EngineDeps`. This one seam keeps the intake typed on
 * `EngineDeps`; once decide takes `EngineDeps` itself, callers pass `deps` and this file goes.
 */
export function decideDeps(deps: EngineDeps): FastifyInstance {
  return deps as unknown as FastifyInstance;
}
