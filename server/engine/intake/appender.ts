import type { Db } from '../../db/client';
import { appendRaw, type RawEvent } from './queue';

interface Pending {
  event: RawEvent;
  resolve(id: number): void;
  reject(error: unknown): void;
}

/** At most this many bodies per insert (a body may carry inline media). */
const GROUP = 256;

/**
 * Group commit of the webhook appends: bodies that arrive while an insert is on its way wait for
 * the next one and go together, one multi-row INSERT and one commit for all of them. One sender
 * pays one insert per call; concurrent senders share commits.
 */
export class Appender {
  private pending: Pending[] = [];
  private flushing = false;

  constructor(private readonly db: Db) {}

  /** Durably stored (committed) when this resolves; answers the event's queue id. */
  append(event: RawEvent): Promise<number> {
    return new Promise((resolve, reject) => {
      this.pending.push({ event, resolve, reject });
      if (!this.flushing) {
        this.flushing = true;
        setImmediate(() => void this.flush());
      }
    });
  }

  private async flush(): Promise<void> {
    while (this.pending.length > 0) {
      const group = this.pending.splice(0, GROUP);
      try {
        const ids = await appendRaw(
          this.db,
          group.map((item) => item.event),
        );
        group.forEach((item, index) => {
          const id = ids[index];
          if (id === undefined) item.reject(new Error('webhook event not appended'));
          else item.resolve(id);
        });
      } catch (error) {
        for (const item of group) item.reject(error);
      }
    }
    this.flushing = false;
  }
}
