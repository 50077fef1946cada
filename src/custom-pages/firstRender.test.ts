import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPage } from '../ui/definePage';
import { pageReady } from './firstRender';

const deferred = <T>() => {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
};

const settled = async (promise: Promise<unknown>): Promise<boolean> => {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  for (let turn = 0; turn < 20; turn++) await Promise.resolve();
  return done;
};

afterEach(() => {
  vi.useRealTimers();
});

describe('pageReady (the first render of a full load)', () => {
  it("waits for the page's code and its first data, then lets the app render", async () => {
    const code = deferred<{ default: () => null }>();
    const page = lazyPage(() => code.promise, '/');
    const client = new QueryClient();
    const data = deferred<number[]>();
    void client.prefetchQuery({ queryKey: ['stats'], queryFn: () => data.promise });

    const ready = pageReady(page, client, { waitMs: 60_000 });
    expect(await settled(ready)).toBe(false);
    code.resolve({ default: () => null });
    expect(await settled(ready)).toBe(false);
    data.resolve([1, 2]);
    await ready;
    expect(client.getQueryData(['stats'])).toEqual([1, 2]);
  });

  it('renders without them once the wait is over (a slow server)', async () => {
    vi.useFakeTimers();
    const page = lazyPage(() => new Promise<never>(() => undefined), '/');
    const client = new QueryClient();
    void client.prefetchQuery({ queryKey: ['stats'], queryFn: () => new Promise<never>(() => undefined) });

    const ready = pageReady(page, client, { waitMs: 300 });
    await vi.advanceTimersByTimeAsync(299);
    expect(await settled(ready)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(ready)).toBe(true);
  });

  it('does not wait when the address names no page and nothing is asked', async () => {
    expect(await settled(pageReady(undefined, new QueryClient(), { waitMs: 60_000 }))).toBe(true);
  });
});
