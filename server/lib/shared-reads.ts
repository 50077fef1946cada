/** One key's reads: the one under way, and the one waiting to start (shared by all who join it). */
interface Lane<T> {
  running: Promise<T> | undefined;
  waiting: Promise<T> | undefined;
}

const ignore = () => undefined;
/** One turn of the event loop: requests already in the sockets' buffers are parsed meanwhile. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Identical reads asked at the same moment share one execution (DESIGN §7, reads under
 * concurrency). Every open inbox of an organization asks for the same first page of conversations
 * when a message arrives (the live event), so a team of 50 sends 50 identical requests within
 * milliseconds; on PGlite they would queue one behind another on the server's only connection.
 *
 * A read starts one turn of the event loop after it is asked for, so the requests that arrived
 * together join it (on PGlite a statement runs to its end without yielding to the sockets, so
 * without that turn no two requests would ever meet). Never an answer older than the request: a read
 * already under way may have begun before a write the caller has seen committed (its own rename,
 * say), so a request arriving meanwhile joins the next read, which starts when the running one ends
 * and serves every request that arrived in between.
 *
 * The key must name everything the answer depends on (tenant, visibility scope, filters, page); the
 * answer is shared between requests and must not be changed by them.
 */
export class SharedReads<T> {
  private readonly lanes = new Map<string, Lane<T>>();

  run(key: string, read: () => Promise<T>): Promise<T> {
    let lane = this.lanes.get(key);
    if (!lane) {
      lane = { running: undefined, waiting: undefined };
      this.lanes.set(key, lane);
    }
    if (lane.waiting) return lane.waiting;
    const current = lane;
    const waiting = (current.running ?? Promise.resolve())
      .then(ignore, ignore)
      .then(nextTurn)
      .then(() => {
        current.waiting = undefined;
        const running = read();
        current.running = running;
        const settle = () => {
          if (current.running === running) current.running = undefined;
          if (!current.running && !current.waiting && this.lanes.get(key) === current) this.lanes.delete(key);
        };
        running.then(settle, settle);
        return running;
      });
    current.waiting = waiting;
    return waiting;
  }

  /** Keys with a read under way or waiting to start. */
  get size(): number {
    return this.lanes.size;
  }
}
