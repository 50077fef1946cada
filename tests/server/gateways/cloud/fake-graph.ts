import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A fake Graph API (WhatsApp Cloud API) for tests, in the shapes of Meta's documentation: bearer
 * tokens, `{ messaging_product, contacts, messages }` send answers, multipart media uploads, the
 * two-step media download and `{ error: { message, type, code, fbtrace_id } }` failures. It records
 * every request and takes a queued error per path.
 */

export interface RecordedGraphRequest {
  method: string;
  /** Path after the version, e.g. `/1234/messages`. */
  path: string;
  query: Record<string, string>;
  authorization: string | undefined;
  contentType: string | undefined;
  /** Parsed JSON, or the raw text of a multipart upload. */
  body: unknown;
  bytes: Buffer;
  fileOffset: string | undefined;
}

export interface GraphNumber {
  id: string;
  token: string;
  display_phone_number: string;
  verified_name: string;
  quality_rating: string;
  messaging_limit_tier: string;
}

const VERSION = 'v21.0';

export class FakeGraph {
  readonly requests: RecordedGraphRequest[] = [];
  readonly numbers = new Map<string, GraphNumber>();
  /** Media id → bytes and type, downloadable through `/media-bytes/{id}` with the owner's token. */
  readonly media = new Map<string, { bytes: Buffer; mime: string; token: string }>();
  /** WhatsApp Business Accounts (WABA id → token) and their templates, as Meta lists them. */
  readonly accounts = new Map<string, { token: string; templates: Record<string, unknown>[] }>();
  /** Templates per page of `GET /{waba}/message_templates` when smaller than the asked `limit`. */
  templatePageSize = Number.POSITIVE_INFINITY;
  /** The app the numbers' tokens belong to (`GET /app`), holder of the Resumable Upload API. */
  readonly appId = '401234567890123';
  /** The session id `POST /{app-id}/uploads` answers, with the signature Meta appends to it. */
  readonly uploadSession = 'upload:MTphdHRhY2htZW50OjU1NTU=?sig=ARZsig01';
  readonly uploadHandle = '4::aW1hZ2UvanBlZw==:ARa1ZDhwbLZM3EENeeg';
  private readonly faults: Array<{ path: string; status: number; body: unknown }> = [];
  private server: Server | null = null;
  private counter = 0;

  /**
   * One page as Graph answers it: base64 offsets as cursors, `paging.next` only while more follow
   * (the last page has cursors but no `next`).
   */
  private templatePage(templates: Record<string, unknown>[], url: URL) {
    const after = url.searchParams.get('after');
    const start = after ? Number(Buffer.from(after, 'base64').toString('utf8')) + 1 : 0;
    const size = Math.min(Number(url.searchParams.get('limit') ?? 25), this.templatePageSize);
    const data = templates.slice(start, start + size);
    const cursor = (index: number) => Buffer.from(String(index)).toString('base64');
    const last = start + data.length - 1;
    const next = new URL(url);
    next.searchParams.set('after', cursor(last));
    return {
      data,
      paging: {
        cursors: { before: cursor(start), after: cursor(last) },
        ...(last < templates.length - 1 ? { next: next.toString() } : {}),
      },
    };
  }
  root = '';
  /** The base URL with its version, as WHATSAPP_GRAPH_URL is configured. */
  url = '';

  static async start(): Promise<FakeGraph> {
    const fake = new FakeGraph();
    const server = createServer((req, res) => void fake.handle(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    fake.server = server;
    fake.root = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    fake.url = `${fake.root}/${VERSION}`;
    return fake;
  }

  async stop(): Promise<void> {
    const server = this.server;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  addNumber(init: Partial<GraphNumber> & { id: string; token: string }): GraphNumber {
    const number: GraphNumber = {
      display_phone_number: '+55 11 4000-1234',
      verified_name: 'Loja Demo Veículos',
      quality_rating: 'GREEN',
      messaging_limit_tier: 'TIER_1K',
      ...init,
    };
    this.numbers.set(number.id, number);
    return number;
  }

  /** The next request to `path` answers this Graph error. */
  failNext(path: string, status: number, code: number, message: string, details?: string): void {
    this.faults.push({
      path,
      status,
      body: {
        error: {
          message,
          type: 'OAuthException',
          code,
          ...(details ? { error_data: { messaging_product: 'whatsapp', details } } : {}),
          fbtrace_id: 'AbCdEfGh123',
        },
      },
    });
  }

  requestsTo(methodAndPath: string): RecordedGraphRequest[] {
    return this.requests.filter((r) => `${r.method} ${r.path}` === methodAndPath);
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks);
    const url = new URL(req.url ?? '/', this.root);
    const path = decodeURIComponent(url.pathname.replace(`/${VERSION}`, ''));
    const contentType = req.headers['content-type'];
    let body: unknown = raw.toString('utf8');
    if (contentType?.startsWith('application/json')) body = JSON.parse(raw.toString('utf8')) as unknown;
    this.requests.push({
      method: req.method ?? 'GET',
      path,
      query: Object.fromEntries(url.searchParams),
      authorization: req.headers.authorization,
      contentType,
      body,
      bytes: raw,
      fileOffset: req.headers.file_offset as string | undefined,
    });
    const faultAt = this.faults.findIndex((f) => f.path === path);
    if (faultAt >= 0) {
      const [fault] = this.faults.splice(faultAt, 1);
      return this.json(res, fault?.status ?? 400, fault?.body);
    }
    const ofApp = (token: string | undefined) => [...this.numbers.values()].some((n) => n.token === token);
    if (path.startsWith('/upload:') && req.method === 'POST') {
      // The upload host: `OAuth <token>`, the signature of the session id, the bytes from offset 0.
      const token = req.headers.authorization?.replace(/^OAuth /, '');
      if (!req.headers.authorization?.startsWith('OAuth ') || !ofApp(token))
        return this.graphError(res, 401, 190, 'Invalid OAuth access token.');
      if (`${path.slice(1)}?sig=${url.searchParams.get('sig')}` !== this.uploadSession)
        return this.graphError(res, 400, 100, 'Invalid upload session');
      return this.json(res, 200, { h: this.uploadHandle });
    }
    const token = req.headers.authorization?.replace(/^Bearer /, '');
    if (path === '/app' && req.method === 'GET') {
      if (!ofApp(token)) return this.graphError(res, 401, 190, 'Invalid OAuth access token.');
      return this.json(res, 200, {
        id: this.appId,
        name: 'Loja Demo App',
        link: 'https://www.facebook.com/',
      });
    }
    if (path === `/${this.appId}/uploads` && req.method === 'POST') {
      if (!ofApp(token)) return this.graphError(res, 401, 190, 'Invalid OAuth access token.');
      return this.json(res, 200, { id: this.uploadSession });
    }
    const [, first, edge] = path.split('/');
    if (first === 'media-bytes' && edge) {
      const media = this.media.get(edge);
      if (!media || media.token !== token)
        return this.graphError(res, 401, 190, 'Invalid OAuth access token.');
      res.writeHead(200, { 'content-type': media.mime });
      res.end(media.bytes);
      return;
    }
    const account = first ? this.accounts.get(first) : undefined;
    if (account && edge === 'message_templates') {
      if (account.token !== token) return this.graphError(res, 401, 190, 'Invalid OAuth access token.');
      if (req.method === 'GET') return this.json(res, 200, this.templatePage(account.templates, url));
      const submitted = body as Record<string, unknown>;
      const template = { ...submitted, id: `${++this.counter}77`, status: 'PENDING' };
      account.templates.push(template);
      return this.json(res, 200, { id: template.id, status: 'PENDING', category: submitted.category });
    }
    const number = first ? this.numbers.get(first) : undefined;
    const media = first ? this.media.get(first) : undefined;
    if (media && !edge && req.method === 'GET') {
      if (media.token !== token) return this.graphError(res, 401, 190, 'Invalid OAuth access token.');
      return this.json(res, 200, {
        messaging_product: 'whatsapp',
        url: `${this.root}/${VERSION}/media-bytes/${first}`,
        mime_type: media.mime,
        sha256: 'abc',
        file_size: media.bytes.length,
        id: first,
      });
    }
    if (!number) {
      return this.graphError(
        res,
        400,
        100,
        `Unsupported get request. Object with ID '${first}' does not exist`,
        33,
      );
    }
    if (number.token !== token)
      return this.graphError(res, 401, 190, 'Error validating access token: Session has expired');
    if (!edge && req.method === 'GET') {
      const { token: _secret, ...facts } = number;
      return this.json(res, 200, facts);
    }
    if (edge === 'media' && req.method === 'POST') {
      const id = `${++this.counter}0000000000`;
      this.media.set(id, { bytes: raw, mime: 'application/octet-stream', token: number.token });
      return this.json(res, 200, { id });
    }
    if (edge === 'messages' && req.method === 'POST') {
      const message = body as { status?: string; to?: string };
      if (message.status === 'read') return this.json(res, 200, { success: true });
      return this.json(res, 200, {
        messaging_product: 'whatsapp',
        contacts: [{ input: message.to, wa_id: message.to }],
        messages: [{ id: `wamid.HBgN${String(++this.counter).padStart(6, '0')}` }],
      });
    }
    return this.graphError(res, 400, 100, 'Unknown path components');
  }

  private graphError(
    res: ServerResponse,
    status: number,
    code: number,
    message: string,
    subcode?: number,
  ): void {
    this.json(res, status, {
      error: {
        message,
        type: 'OAuthException',
        code,
        ...(subcode ? { error_subcode: subcode } : {}),
        fbtrace_id: 'Ax1',
      },
    });
  }

  private json(res: ServerResponse, status: number, body: unknown): void {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  }
}
