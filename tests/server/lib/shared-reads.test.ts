import { describe, expect, it } from 'vitest';
import { SharedReads } from '../../../server/lib/shared-reads';

/** A store whose reads take a while and answer what was stored when they began. */
function slowStore() {
  let value = 'before';
  let reads = 0;
  let release: (() => void) | undefined;
  return {
    set: (next: string) => {
      value = next;
    },
    get reads() {
      return reads;
    },
    /** Lets the read under way finish. */
    finish: () => release?.(),
    read: () => {
      reads++;
      const seen = value;
      return new Promise<string>((resolve) => {
        release = () => resolve(seen);
      });
    },
  };
}

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));
/** Waits (a few turns of the event loop at most) until the store has begun `count` reads. */
async function readsBegun(store: { reads: number }, count: number): Promise<void> {
  for (let i = 0; i < 10 && store.reads < count; i++) await turn();
  expect(store.reads).toBe(count);
}

describe('SharedReads', () => {
  it('answers the callers of one moment with one read', async () => {
    const shared = new SharedReads<string>();
    const store = slowStore();
    const answers = Promise.all(Array.from({ length: 50 }, () => shared.run('page 1', store.read)));
    await readsBegun(store, 1);
    store.finish();
    expect(await answers).toEqual(Array(50).fill('before'));
    expect(store.reads).toBe(1);
    expect(shared.size).toBe(0);
  });

  it('never answers a caller with a read that began before it asked', async () => {
    const shared = new SharedReads<string>();
    const store = slowStore();
    const first = shared.run('page 1', store.read);
    await readsBegun(store, 1);
    // The read is under way; a write commits, then two callers ask.
    store.set('after');
    const second = shared.run('page 1', store.read);
    const third = shared.run('page 1', store.read);
    store.finish();
    expect(await first).toBe('before');
    await readsBegun(store, 2);
    store.finish();
    expect(await second).toBe('after');
    expect(await third).toBe('after');
    expect(store.reads).toBe(2);
  });

  it('keeps different keys apart', async () => {
    const shared = new SharedReads<string>();
    const answers = await Promise.all([
      shared.run('tenant A', async () => 'A'),
      shared.run('tenant B', async () => 'B'),
      shared.run('tenant A', async () => 'not read'),
    ]);
    expect(answers).toEqual(['A', 'B', 'A']);
  });

  it('gives a failure to the callers of that read only', async () => {
    const shared = new SharedReads<string>();
    let calls = 0;
    const failing = async () => {
      calls++;
      throw new Error('connection lost');
    };
    const both = [shared.run('page 1', failing), shared.run('page 1', failing)];
    await expect(both[0]).rejects.toThrow('connection lost');
    await expect(both[1]).rejects.toThrow('connection lost');
    expect(calls).toBe(1);
    expect(await shared.run('page 1', async () => 'read again')).toBe('read again');
  });
});
