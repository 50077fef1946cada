import type { NotificationList } from '../../../contract/notifications';
import { SYSTEM_SETTINGS_DEFAULTS, type SystemSettingsView } from '../../../contract/settings';
import { jsonResponse } from '../session';

export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
}

type Responder = (body: unknown) => Response;

/** The settings, preferences and notifications routes as the browser sees them; records every call. */
export const createFakeSettingsServer = (
  options: { canEdit?: boolean; notifications?: NotificationList; lastBackupAt?: string | null } = {},
) => {
  const calls: RecordedCall[] = [];
  let view: SystemSettingsView = {
    ...SYSTEM_SETTINGS_DEFAULTS,
    canEdit: options.canEdit ?? true,
    lastBackupAt: options.lastBackupAt ?? null,
    version: '0.1.0',
  };
  const routes = new Map<string, Responder>([
    ['GET /api/settings', () => jsonResponse(200, view)],
    [
      'PUT /api/settings',
      (body) => {
        view = { ...view, ...(body as object) };
        return jsonResponse(200, view);
      },
    ],
    [
      'GET /api/user/preferences',
      () => jsonResponse(200, { darkMode: null, compactMode: false, animations: true }),
    ],
    ['PUT /api/user/preferences', () => jsonResponse(200, { success: true })],
    [
      'GET /api/notifications',
      () => jsonResponse(200, options.notifications ?? { notifications: [], unreadCount: 0 }),
    ],
    ['POST /api/notifications/read-all', () => jsonResponse(200, { success: true })],
  ]);

  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path: url.pathname, body });
    const exact = routes.get(`${method} ${url.pathname}`);
    if (exact) return exact(body);
    if (method === 'POST' && /^\/api\/notifications\/[^/]+\/read$/.test(url.pathname)) {
      return jsonResponse(200, { success: true });
    }
    return jsonResponse(404, { error: 'not_found', message: 'Rota não encontrada' });
  };

  const answer = (method: string, path: string, respond: Responder) =>
    routes.set(`${method} ${path}`, respond);
  const writes = () => calls.filter((call) => call.method !== 'GET');
  return { fetch, calls, writes, answer };
};
