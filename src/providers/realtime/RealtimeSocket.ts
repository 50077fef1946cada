import { SOCKET_CLOSE } from '../../../contract/constants';
import type { RealtimeEvent } from '../../../contract/realtime';
import { type ContractSchemas, contractSchemas, loadedContractSchemas } from '../contractSchemas';
import { PING_INTERVAL_MS, reconnectDelay } from './backoff';

/** The part of the browser's WebSocket this client uses, so tests can hand in a fake. */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
}

export type CreateSocket = (url: string) => SocketLike;

type EventSchemas = Pick<ContractSchemas, 'RealtimeEvent'>;

export interface RealtimeSocketOptions {
  url: string;
  onEvent: (event: RealtimeEvent) => void;
  onStatus: (connected: boolean) => void;
  /** The server refused the token (close code 4401): the session is over, no reconnection. */
  onUnauthorized: () => void;
  createSocket?: CreateSocket;
  pingIntervalMs?: number;
  /** Where the event schema comes from (tests hand in their own); the app's loader by default. */
  loadSchemas?: () => Promise<EventSchemas>;
}

const OPEN = 1;
const NORMAL_CLOSURE = 1000;

const parse = (data: unknown): { type: string } | null => {
  if (typeof data !== 'string' || data === 'pong') return null;
  try {
    const value: unknown = JSON.parse(data);
    return typeof value === 'object' && value !== null && 'type' in value && typeof value.type === 'string'
      ? (value as { type: string })
      : null;
  } catch {
    return null;
  }
};

/**
 * One live connection to `/ws`: reconnects with exponential backoff (1 s doubling, capped at 30 s)
 * unless stopped or refused with 4401, and sends a keep-alive 'ping' every 25 s.
 */
export class RealtimeSocket {
  private socket: SocketLike | null = null;
  private attempt = 0;
  private stopped = false;
  private connected = false;
  private reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  private pingTimer: ReturnType<typeof setInterval> | undefined;
  private schemas: EventSchemas | null;
  private loadingSchemas = false;
  /** Events received before the event schema arrived, in order: parsed and delivered once it has. */
  private early: { type: string }[] = [];

  constructor(private readonly options: RealtimeSocketOptions) {
    this.schemas = options.loadSchemas ? null : loadedContractSchemas();
  }

  start(): void {
    this.stopped = false;
    // The schema is not asked for now: the socket opens with the frame, and loading zod and the
    // schemas then ran on the first screen's path. The auth provider loads them once the page has
    // settled; an event that comes before asks for them itself.
    this.open();
  }

  stop(): void {
    this.stopped = true;
    // A stopped socket delivers nothing more, including what waited for the schema.
    this.early = [];
    clearTimeout(this.reconnectTimer);
    this.teardown();
    this.setConnected(false);
  }

  private open(): void {
    const create = this.options.createSocket ?? ((url: string) => new WebSocket(url));
    const socket = create(this.options.url);
    this.socket = socket;
    socket.onmessage = (message) => this.receive(message.data);
    socket.onclose = (event) => this.closed(socket, event.code);
    socket.onerror = () => {
      // A close event always follows; reconnection is decided there.
    };
  }

  private receive(data: unknown): void {
    const message = parse(data);
    if (!message) return;
    if (message.type === 'connected') {
      this.attempt = 0;
      this.setConnected(true);
      this.startPing();
      return;
    }
    this.early.push(message);
    if (this.schemas) this.deliver();
    else this.requestSchemas();
  }

  /** Loads the event schema once; a failed load is asked again by the next event. */
  private requestSchemas(): void {
    if (this.schemas || this.loadingSchemas) return;
    this.loadingSchemas = true;
    (this.options.loadSchemas ?? contractSchemas)().then(
      (schemas) => {
        this.loadingSchemas = false;
        this.schemas = schemas;
        this.deliver();
      },
      () => {
        this.loadingSchemas = false;
      },
    );
  }

  /** Parses the waiting events in the order they came; malformed ones are dropped. */
  private deliver(): void {
    const schemas = this.schemas;
    if (!schemas || this.stopped) return;
    const messages = this.early;
    this.early = [];
    for (const message of messages) {
      const event = schemas.RealtimeEvent.safeParse(message);
      if (event.success) this.options.onEvent(event.data);
    }
  }

  private closed(socket: SocketLike, code: number): void {
    if (socket !== this.socket) return;
    this.teardown();
    this.setConnected(false);
    if (this.stopped) return;
    if (code === SOCKET_CLOSE.unauthorized) {
      this.stopped = true;
      this.options.onUnauthorized();
      return;
    }
    const delay = reconnectDelay(this.attempt);
    this.attempt += 1;
    this.reconnectTimer = setTimeout(() => this.open(), delay);
  }

  private startPing(): void {
    clearInterval(this.pingTimer);
    this.pingTimer = setInterval(() => {
      if (this.socket?.readyState === OPEN) this.socket.send('ping');
    }, this.options.pingIntervalMs ?? PING_INTERVAL_MS);
  }

  private teardown(): void {
    clearInterval(this.pingTimer);
    const socket = this.socket;
    this.socket = null;
    if (!socket) return;
    socket.onmessage = null;
    socket.onclose = null;
    socket.onerror = null;
    if (socket.readyState <= OPEN) socket.close(NORMAL_CLOSURE);
  }

  private setConnected(connected: boolean): void {
    if (connected === this.connected) return;
    this.connected = connected;
    this.options.onStatus(connected);
  }
}
