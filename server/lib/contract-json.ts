import type { FastifySerializerCompiler } from 'fastify';
import { serializeSharedOnce } from './serialize-once';

/**
 * The serialiser of a route whose answer is built field by field in its contract's order, with
 * exactly the contract's fields and values the contract accepts (the inbox's pages: the mappers
 * `toConversation` and `toMessage`). Its JSON text is then the very text the schema's encoding
 * would write, without walking every row and field through zod first: on a page of 50 messages
 * that walk cost as much as the page's statement on PGlite. The route keeps its response schema
 * for its types and its documentation; tests compare the text with the schema's encoding.
 * Shared answers (SharedReads) are still written once.
 */
export const contractJson: FastifySerializerCompiler<unknown> = serializeSharedOnce(
  () => (data: unknown) => JSON.stringify(data),
);
