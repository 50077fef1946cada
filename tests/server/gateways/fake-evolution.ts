import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { messageRoutes, type StoredMedia } from './fake-evolution-messages';
import {
  error,
  type FakeInstance,
  isJson,
  type Json,
  jsonBody,
  type Reply,
  type RouteHandler,
  schemaError,
  sleep,
} from './fake-evolution-replies';

export type { FakeInstance } from './fake-evolution-replies';

/**
 * A fake Evolution API v2 server for tests, speaking the protocol sheet's paths, headers, bodies and
 * error shapes (PROTOCOL §1–§6): the instance-exists guard before the key guard, 401 as a bare
 * string, schema errors as a nested array, connect failures as HTTP 200 `{error:true}`, `{count:0}`
 * before the first QR. It records every request so tests can assert what the adapter sent, and
 * takes injected faults (status + body, a delay, a dropped connection) per route.
 */

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  apikey: string | undefined;
  body: unknown;
}

export type Fault = { status: number; body: unknown } | { delayMs: number } | { dropConnection: true };

export class FakeEvolution {
  readonly globalKey = 'FAKE-GLOBAL-KEY';
  readonly requests: RecordedRequest[] = [];
  /** Message id → media the store can decrypt. */
  readonly media = new Map<string, StoredMedia>();
  /** Numbers (digits) the onWhatsApp check rejects. */
  readonly notOnWhatsApp = new Set<string>();
  /** The QR plan of instances created through the API. */
  createQrPlan: Array<'none' | 'qr'> = ['none', 'qr'];
  /** Whether `/verify-creds` exists (added in 2.2). */
  verifyCredsRoute = true;
  url = '';
  private readonly instances = new Map<string, FakeInstance>();
  private readonly faults: Array<{ route: string; fault: Fault }> = [];
  private server: Server | null = null;
  private sentCounter = 0;

  static async start(): Promise<FakeEvolution> {
    const fake = new FakeEvolution();
    const server = createServer((req, res) => {
      void fake.handle(req, res);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    fake.server = server;
    fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return fake;
  }

  async stop(): Promise<void> {
    const server = this.server;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  addInstance(init: Partial<FakeInstance> & { name: string }): FakeInstance {
    const instance: FakeInstance = {
      id: randomUUID(),
      token: randomUUID().toUpperCase(),
      state: 'close',
      qrPlan: ['none', 'qr'],
      qrCount: 0,
      connectBroken: false,
      webhook: null,
      ...init,
    };
    this.instances.set(instance.name, instance);
    return instance;
  }

  instance(name: string): FakeInstance | undefined {
    return this.instances.get(name);
  }

  /** Faults for requests whose `METHOD /path` starts with `route`, used once each, in order. */
  inject(route: string, ...faults: Fault[]): void {
    for (const fault of faults) this.faults.push({ route, fault });
  }

  requestsTo(route: string): RecordedRequest[] {
    return this.requests.filter((r) => `${r.method} ${r.path}`.startsWith(route));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://fake');
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    let body: unknown;
    try {
      body = raw ? JSON.parse(raw) : undefined;
    } catch {
      body = raw;
    }
    const apikey = typeof req.headers.apikey === 'string' ? req.headers.apikey : undefined;
    const method = req.method ?? 'GET';
    const record: RecordedRequest = {
      method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      apikey,
      body,
    };
    this.requests.push(record);

    const index = this.faults.findIndex((f) => `${method} ${url.pathname}`.startsWith(f.route));
    const fault = index >= 0 ? this.faults.splice(index, 1)[0]?.fault : undefined;
    if (fault && 'dropConnection' in fault) {
      req.socket.destroy();
      return;
    }
    if (fault && 'delayMs' in fault) await sleep(fault.delayMs);
    const reply = fault && 'status' in fault ? fault : await this.route(record);
    if (res.destroyed) return;
    res.writeHead(reply.status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(reply.body));
  }

  private route(request: RecordedRequest): Promise<Reply> | Reply {
    const [, area, action, name] = request.path.split('/').map(decodeURIComponent);
    const { method } = request;
    if (method === 'GET' && request.path === '/') {
      return {
        status: 200,
        body: { status: 200, message: 'Welcome to the Evolution API', version: '2.3.6' },
      };
    }
    if (method === 'POST' && area === 'verify-creds' && this.verifyCredsRoute) {
      if (!this.anyKeyValid(request.apikey)) return error(401, 'Unauthorized');
      return { status: 200, body: { status: 200, message: 'Credentials are valid' } };
    }
    if (method === 'GET' && area === 'instance' && action === 'fetchInstances') {
      if (!this.anyKeyValid(request.apikey)) return error(401, 'Unauthorized');
      return {
        status: 200,
        body: [...this.instances.values()].map((i) => ({ name: i.name, token: i.token })),
      };
    }
    if (method === 'POST' && area === 'instance' && action === 'create') return this.create(request);

    const handler = this.instanceRoutes[`${method} /${area}/${action}`];
    if (!handler || !name) return error(404, [`Cannot ${method} ${request.path}`]);
    // Guard order of Evolution's router: instance exists → (logged) → apikey.
    const instance = this.instances.get(name);
    if (!instance) return error(404, [`The "${name}" instance does not exist`]);
    if (request.apikey !== this.globalKey && request.apikey !== instance.token)
      return error(401, 'Unauthorized');
    return handler(instance, request);
  }

  private anyKeyValid(key: string | undefined): boolean {
    return key === this.globalKey || [...this.instances.values()].some((i) => i.token === key);
  }

  private create(request: RecordedRequest): Reply {
    if (request.apikey !== this.globalKey) return error(401, 'Unauthorized');
    const body = jsonBody(request);
    if (typeof body.instanceName !== 'string') return schemaError('instanceName');
    if (body.integration !== 'WHATSAPP-BAILEYS') return error(400, ['Invalid integration']);
    if (this.instances.has(body.instanceName)) {
      return error(403, [`This name "${body.instanceName}" is already in use.`]);
    }
    // The webhook setter reads `events.length`: without events create fails (PROTOCOL §2.1).
    if (isJson(body.webhook) && !Array.isArray(body.webhook.events)) {
      return error(400, ["Cannot read properties of undefined (reading 'length')"]);
    }
    const instance = this.addInstance({
      name: body.instanceName,
      token: typeof body.token === 'string' ? body.token : randomUUID().toUpperCase(),
      qrPlan: [...this.createQrPlan],
      webhook: body.webhook ?? null,
    });
    const webhook = isJson(body.webhook) ? body.webhook : {};
    const answer: Json = {
      instance: {
        instanceName: instance.name,
        instanceId: instance.id,
        integration: 'WHATSAPP-BAILEYS',
        webhookWaBusiness: null,
        accessTokenWaBusiness: '',
        status: body.qrcode === true ? 'connecting' : 'close',
      },
      hash: instance.token,
      webhook: {
        webhookUrl: webhook.url,
        webhookHeaders: webhook.headers,
        webhookByEvents: webhook.byEvents,
        webhookBase64: webhook.base64,
      },
      settings: { rejectCall: false, groupsIgnore: body.groupsIgnore ?? false },
    };
    if (body.qrcode === true) {
      instance.state = 'connecting';
      answer.qrcode = this.nextQr(instance, typeof body.number === 'string' ? body.number : undefined);
    }
    return { status: 201, body: answer };
  }

  private nextQr(instance: FakeInstance, number?: string): Json {
    const step = instance.qrPlan.shift() ?? 'qr';
    if (step === 'none') return { count: instance.qrCount };
    instance.qrCount += 1;
    return {
      pairingCode: number ? 'WZYEH1YY' : null,
      code: `2@fake-qr-${instance.qrCount}`,
      base64: `data:image/png;base64,RkFLRS1RUi0${instance.qrCount}`,
      count: instance.qrCount,
    };
  }

  private readonly instanceRoutes: Record<string, RouteHandler> = {
    'GET /instance/connect': (instance, request) => {
      if (instance.connectBroken) return { status: 200, body: { error: true, message: '[object Object]' } };
      if (instance.state === 'open') {
        return { status: 200, body: { instance: { instanceName: instance.name, state: 'open' } } };
      }
      if (instance.state === 'refused') {
        return {
          status: 200,
          body: { instance: { instanceName: instance.name, status: 'refused' }, qrcode: { count: 0 } },
        };
      }
      instance.state = 'connecting';
      return { status: 200, body: this.nextQr(instance, request.query.number) };
    },
    'GET /instance/connectionState': (instance) => ({
      status: 200,
      body: { instance: { instanceName: instance.name, state: instance.state } },
    }),
    'DELETE /instance/logout': (instance) => {
      if (instance.state === 'close') return error(400, [`The "${instance.name}" instance is not connected`]);
      instance.state = 'close';
      return {
        status: 200,
        body: { status: 'SUCCESS', error: false, response: { message: 'Instance logged out' } },
      };
    },
    'DELETE /instance/delete': (instance) => {
      this.instances.delete(instance.name);
      return {
        status: 200,
        body: { status: 'SUCCESS', error: false, response: { message: 'Instance deleted' } },
      };
    },
    'POST /webhook/set': (instance, request) => {
      const body = jsonBody(request);
      if (!isJson(body.webhook)) return schemaError('webhook');
      if (body.webhook.enabled === undefined) return schemaError('enabled');
      instance.webhook = body.webhook;
      return { status: 201, body: { id: randomUUID(), ...body.webhook, instanceId: instance.id } };
    },
    ...messageRoutes({
      media: this.media,
      notOnWhatsApp: this.notOnWhatsApp,
      nextSentNumber: () => {
        this.sentCounter += 1;
        return this.sentCounter;
      },
    }),
  };
}
