import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import pino, { type StreamEntry } from 'pino';
import { redactDeep, redactText } from './redaction';
import type { LogSink } from './sink';

/**
 * The app's pino logger: every line to stdout at the configured level and to the `logs` table
 * (through the sink) down to debug, which keeps what each organization's settings choose. Every line
 * is stripped of secrets first, and a request is logged by its route and its parameters' names: the
 * values (search terms, phone numbers) never reach a log.
 */

/** `/api/conversations?filter={"q":"Maria"}` → `/api/conversations` with query keys `["filter"]`. */
export function requestSummary(request: FastifyRequest) {
  const route = request.routeOptions?.url ?? request.url.split('?')[0] ?? '';
  const query = request.query && typeof request.query === 'object' ? Object.keys(request.query) : [];
  return {
    method: request.method,
    route,
    ...(query.length > 0 ? { queryParams: query } : {}),
    params: request.params && typeof request.params === 'object' ? Object.keys(request.params) : [],
    remoteAddress: request.ip,
  };
}

/** `req` and `res` go through the serializers below (which keep no value); everything else is redacted. */
function redactLogObject(object: Record<string, unknown>): Record<string, unknown> {
  const { req, res, ...rest } = object;
  const copy = redactDeep(rest) as Record<string, unknown>;
  if (req !== undefined) copy.req = req;
  if (res !== undefined) copy.res = res;
  return copy;
}

export function createAppLogger(options: {
  level: string;
  sink: LogSink | null;
  stdout?: NodeJS.WritableStream;
}): FastifyBaseLogger {
  const streams: StreamEntry[] = [];
  if (options.level !== 'silent') {
    streams.push({ level: options.level as pino.Level, stream: options.stdout ?? process.stdout });
  }
  const sink = options.sink;
  if (sink) streams.push({ level: 'debug', stream: { write: (line: string) => sink.write(line) } });
  return pino(
    {
      level: sink ? 'debug' : options.level,
      formatters: { log: redactLogObject },
      // The message itself (and any interpolated argument) is text a secret can hide in.
      hooks: {
        logMethod(args, method) {
          const cleaned = args.map((arg: unknown) => (typeof arg === 'string' ? redactText(arg) : arg));
          method.apply(this, cleaned as Parameters<typeof method>);
        },
      },
      serializers: {
        req: (request: FastifyRequest) => requestSummary(request),
        res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
      },
    },
    pino.multistream(streams),
  );
}
