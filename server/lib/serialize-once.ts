import type { FastifySerializerCompiler } from 'fastify';

/** Answers handed to several requests at once (SharedReads): serialised once per route schema. */
const sharedAnswers = new WeakSet<object>();

/**
 * Marks an answer as shared between requests and never changed after: the route's serialiser
 * (zod encoding and JSON text, the bulk of a page's cost after its statement) then runs once for
 * it and every request sends the same text.
 */
export function markShared<T extends object>(answer: T): T {
  sharedAnswers.add(answer);
  return answer;
}

/**
 * Wraps a serializer compiler so that each compiled serialiser remembers the text of the shared
 * answers it wrote (by identity, while the answer lives). Other answers are serialised as before.
 */
export function serializeSharedOnce<S>(compile: FastifySerializerCompiler<S>): FastifySerializerCompiler<S> {
  return (route) => {
    const serialize: (data: unknown) => string = compile(route);
    const written = new WeakMap<object, string>();
    return (data: unknown) => {
      if (typeof data !== 'object' || data === null || !sharedAnswers.has(data)) return serialize(data);
      let text = written.get(data);
      if (text === undefined) {
        text = serialize(data);
        written.set(data, text);
      }
      return text;
    };
  };
}
