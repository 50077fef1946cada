import type { RealtimeEvent } from '../../../contract/realtime';
import type { RealtimeContextValue } from '../../../src/providers/realtime';
import type { SocketLike } from '../../../src/providers/realtime/RealtimeSocket';

/** A WebSocket the test drives: open it, make the server speak, or close it with a code. */
export class FakeSocket implements SocketLike {
  static created: FakeSocket[] = [];
  static latest(): FakeSocket {
    const socket = FakeSocket.created.at(-1);
    if (!socket) throw new Error('no socket was opened');
    return socket;
  }

  readyState = 0;
  readonly sent: string[] = [];
  closedWith: number | undefined;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;

  constructor(readonly url: string) {
    FakeSocket.created.push(this);
  }

  send(data: string): void {
    this.sent.push(data);
  }

  close(code = 1000): void {
    this.closedWith = code;
    this.readyState = 3;
  }

  /** The server accepted the socket and greeted it. */
  accept(): void {
    this.readyState = 1;
    this.receive({ type: 'connected' });
  }

  receive(message: RealtimeEvent | { type: string }): void {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(message) }));
  }

  serverClose(code: number): void {
    this.readyState = 3;
    this.onclose?.(new CloseEvent('close', { code }));
  }
}

export const createFakeSocket = (url: string): SocketLike => new FakeSocket(url);

/** A realtime context without a socket: a fixed status, and events the test emits by hand. */
export const staticRealtime = (connected: boolean) => {
  const listeners = new Set<(event: RealtimeEvent) => void>();
  const value: RealtimeContextValue = {
    connected,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const emit = (event: RealtimeEvent) => {
    for (const listener of listeners) listener(event);
  };
  return { value, emit };
};
