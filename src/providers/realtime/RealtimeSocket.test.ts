import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { RealtimeEvent } from '../../../contract/realtime';
import { createFakeSocket, FakeSocket } from '../../../tests/web/dashboard/realtimeFakes';
import { contractSchemas } from '../contractSchemas';
import { reconnectDelay } from './backoff';
import { RealtimeSocket } from './RealtimeSocket';

const start = () => {
  const handlers = { onEvent: vi.fn(), onStatus: vi.fn(), onUnauthorized: vi.fn() };
  const socket = new RealtimeSocket({
    url: 'ws://loja.test/ws?token=t',
    createSocket: createFakeSocket,
    ...handlers,
  });
  socket.start();
  return { socket, ...handlers };
};

// As in the app, the schemas have arrived by the time the socket opens (the auth provider loads them).
beforeAll(async () => {
  await contractSchemas();
});

beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.created = [];
});

afterEach(() => {
  vi.useRealTimers();
});

/** A socket opened with this schema loader, its connection accepted by the fake server. */
const openAccepted = (loadSchemas: () => Promise<{ RealtimeEvent: typeof RealtimeEvent }>) => {
  const onEvent = vi.fn();
  new RealtimeSocket({
    url: 'ws://loja.test/ws?token=t',
    createSocket: createFakeSocket,
    onEvent,
    onStatus: vi.fn(),
    onUnauthorized: vi.fn(),
    loadSchemas,
  }).start();
  const server = FakeSocket.latest();
  server.accept();
  return { onEvent, server };
};

describe('reconnectDelay', () => {
  it('starts at 1 s, doubles, and stops growing at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map(reconnectDelay)).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });
});

describe('RealtimeSocket', () => {
  it('reports connected once the server greets it, and forwards the events it sends', () => {
    const { onEvent, onStatus } = start();
    const server = FakeSocket.latest();
    expect(server.url).toBe('ws://loja.test/ws?token=t');
    server.accept();
    expect(onStatus).toHaveBeenLastCalledWith(true);
    server.receive({ type: 'instance_connected', instanceId: 'i-1' });
    server.receive({ type: 'not_an_event' });
    expect(onEvent).toHaveBeenCalledExactlyOnceWith({ type: 'instance_connected', instanceId: 'i-1' });
  });

  it('reconnects after 1 s, 2 s, 4 s … up to 30 s, and starts over once connected again', () => {
    const { onStatus } = start();
    const waits: number[] = [];
    for (let attempt = 0; attempt < 7; attempt += 1) {
      const count = FakeSocket.created.length;
      FakeSocket.latest().serverClose(1006);
      let waited = 0;
      while (FakeSocket.created.length === count) {
        vi.advanceTimersByTime(500);
        waited += 500;
      }
      waits.push(waited);
    }
    expect(waits).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000]);
    expect(onStatus).not.toHaveBeenCalledWith(true);

    FakeSocket.latest().accept();
    const count = FakeSocket.created.length;
    FakeSocket.latest().serverClose(1006);
    expect(onStatus).toHaveBeenLastCalledWith(false);
    vi.advanceTimersByTime(999);
    expect(FakeSocket.created.length).toBe(count);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.created.length).toBe(count + 1);
  });

  it('ends the session on 4401 and never reconnects', () => {
    const { onUnauthorized } = start();
    FakeSocket.latest().serverClose(4401);
    expect(onUnauthorized).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(120_000);
    expect(FakeSocket.created).toHaveLength(1);
  });

  it("sends a keep-alive 'ping' every 25 s while open", () => {
    start();
    const server = FakeSocket.latest();
    server.accept();
    vi.advanceTimersByTime(24_999);
    expect(server.sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(server.sent).toEqual(['ping']);
    vi.advanceTimersByTime(25_000);
    expect(server.sent).toEqual(['ping', 'ping']);
  });

  it('closes the socket and stops retrying when stopped', () => {
    const { socket } = start();
    const server = FakeSocket.latest();
    server.accept();
    socket.stop();
    expect(server.closedWith).toBe(1000);
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.created).toHaveLength(1);
  });

  it('delivers the events that came before the event schema once it arrives, in order', async () => {
    let arrive: () => void = () => undefined;
    const schemaArrived = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    const onEvent = vi.fn();
    const socket = new RealtimeSocket({
      url: 'ws://loja.test/ws?token=t',
      createSocket: createFakeSocket,
      onEvent,
      onStatus: vi.fn(),
      onUnauthorized: vi.fn(),
      loadSchemas: async () => {
        await schemaArrived;
        return { RealtimeEvent };
      },
    });
    socket.start();
    const server = FakeSocket.latest();
    server.accept();
    server.receive({ type: 'instance_connected', instanceId: 'i-1' });
    server.receive({ type: 'not_an_event' });
    server.receive({ type: 'qrcode_updated', instanceId: 'i-2' });
    await Promise.resolve();
    expect(onEvent).not.toHaveBeenCalled();

    arrive();
    await vi.waitFor(() => expect(onEvent).toHaveBeenCalledTimes(2));
    expect(onEvent.mock.calls).toEqual([
      [{ type: 'instance_connected', instanceId: 'i-1' }],
      [{ type: 'qrcode_updated', instanceId: 'i-2' }],
    ]);
    server.receive({ type: 'instance_disconnected', instanceId: 'i-1' });
    expect(onEvent).toHaveBeenLastCalledWith({ type: 'instance_disconnected', instanceId: 'i-1' });
  });

  it('opens without loading the event schema; the first event asks for it', async () => {
    const loadSchemas = vi.fn(async () => ({ RealtimeEvent }));
    const { onEvent, server } = openAccepted(loadSchemas);
    server.receive({ type: 'connected' });
    await Promise.resolve();
    expect(loadSchemas).not.toHaveBeenCalled();

    server.receive({ type: 'instance_connected', instanceId: 'i-1' });
    await vi.waitFor(() =>
      expect(onEvent).toHaveBeenCalledWith({ type: 'instance_connected', instanceId: 'i-1' }),
    );
    expect(loadSchemas).toHaveBeenCalledTimes(1);
  });

  it('asks for the event schema again after a failed load, keeping the events that waited', async () => {
    let fail: () => void = () => undefined;
    const firstLoad = new Promise<never>((_resolve, reject) => {
      fail = () => reject(new TypeError('Failed to fetch dynamically imported module'));
    });
    const loadSchemas = vi
      .fn<() => Promise<{ RealtimeEvent: typeof RealtimeEvent }>>()
      .mockReturnValueOnce(firstLoad)
      .mockResolvedValue({ RealtimeEvent });
    const { onEvent, server } = openAccepted(loadSchemas);
    server.receive({ type: 'instance_connected', instanceId: 'i-1' });
    fail();
    await firstLoad.catch(() => undefined);
    expect(onEvent).not.toHaveBeenCalled();

    server.receive({ type: 'instance_disconnected', instanceId: 'i-1' });
    await vi.waitFor(() => expect(onEvent).toHaveBeenCalledTimes(2));
    expect(loadSchemas).toHaveBeenCalledTimes(2);
    expect(onEvent.mock.calls).toEqual([
      [{ type: 'instance_connected', instanceId: 'i-1' }],
      [{ type: 'instance_disconnected', instanceId: 'i-1' }],
    ]);
  });

  it('delivers nothing that waited for the event schema once stopped', async () => {
    const onEvent = vi.fn();
    const socket = new RealtimeSocket({
      url: 'ws://loja.test/ws?token=t',
      createSocket: createFakeSocket,
      onEvent,
      onStatus: vi.fn(),
      onUnauthorized: vi.fn(),
      loadSchemas: async () => ({ RealtimeEvent }),
    });
    socket.start();
    const server = FakeSocket.latest();
    server.accept();
    server.receive({ type: 'instance_connected', instanceId: 'i-1' });
    socket.stop();
    await vi.dynamicImportSettled();
    await Promise.resolve();
    expect(onEvent).not.toHaveBeenCalled();
  });
});
