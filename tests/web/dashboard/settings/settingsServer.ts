import type { Instance } from '../../../../contract/instances';
import { jsonResponse } from '../../session';
import { buildStats } from '../fixtures';
import { buildAiConfig, buildSettingsView } from './settingsFixtures';

export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
}

type Responder = (body: unknown) => Response | Promise<Response>;

/**
 * The API as the browser sees it, for one instance: `fetch` answers the dashboard's and the
 * settings dialog's routes and records every call, so tests can check paths, order and bodies.
 * `answer` replaces one route, e.g. to make a save fail.
 */
export const createSettingsServer = (instance: Instance) => {
  const calls: RecordedCall[] = [];
  const base = `/api/instances/${instance.id}`;
  const routes = new Map<string, Responder>([
    ['GET /api/instances', () => jsonResponse(200, [instance], { 'Content-Range': 'instances 0-0/1' })],
    ['GET /api/stats', () => jsonResponse(200, buildStats())],
    [`GET ${base}`, () => jsonResponse(200, instance)],
    [`GET ${base}/ai-config`, () => jsonResponse(200, buildAiConfig(instance.id))],
    [`POST ${base}/ai-config`, () => jsonResponse(200, buildAiConfig(instance.id))],
    [
      `GET ${base}/ai-config/keys`,
      () => jsonResponse(200, { apiKey: 'sk-proj-clear-wxyz', qualificationApiKey: null }),
    ],
    [`GET ${base}/settings`, () => jsonResponse(200, buildSettingsView(instance.id))],
    [`PATCH ${base}/settings`, () => jsonResponse(200, buildSettingsView(instance.id))],
    [
      `PATCH ${base}/scraping/config`,
      (body) =>
        jsonResponse(200, {
          success: true,
          ...(body as object),
          scraping: { status: 'never', error: null, lastFetchedAt: null, characters: 0, nextRunAt: null },
        }),
    ],
    [
      `POST ${base}/ai/restart`,
      () => jsonResponse(200, { success: true, message: 'ok', contextSince: '2025-01-10T12:00:00.000Z' }),
    ],
    [
      `POST ${base}/test-voice`,
      () =>
        jsonResponse(200, { success: true, voice: 'nova', audioBase64: 'SUQzBA==', mimetype: 'audio/mpeg' }),
    ],
  ]);

  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path: url.pathname, body });
    const respond = routes.get(`${method} ${url.pathname}`);
    return respond
      ? respond(body)
      : jsonResponse(404, { error: 'not_found', message: 'Rota não encontrada' });
  };

  const answer = (method: string, suffix: string, respond: Responder) =>
    routes.set(`${method} ${base}${suffix}`, respond);
  /** The calls that change something, in the order they were made. */
  const writes = () => calls.filter((call) => call.method !== 'GET');
  const callsTo = (method: string, suffix: string) =>
    calls.filter((call) => call.method === method && call.path === `${base}${suffix}`);

  return { fetch, calls, writes, callsTo, answer, base };
};

export type SettingsServer = ReturnType<typeof createSettingsServer>;
