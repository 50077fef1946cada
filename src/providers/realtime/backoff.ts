/** First wait before reconnecting the socket; it doubles on every failed attempt. */
export const RECONNECT_BASE_MS = 1_000;
/** Longest wait between two reconnection attempts. */
export const RECONNECT_MAX_MS = 30_000;
/** The client's keep-alive: proxies drop sockets that stay silent for about a minute. */
export const PING_INTERVAL_MS = 25_000;

/** Wait before attempt number `attempt` (0 for the first retry): 1 s, 2 s, 4 s … capped at 30 s. */
export const reconnectDelay = (attempt: number): number =>
  Math.min(RECONNECT_BASE_MS * 2 ** Math.max(0, attempt), RECONNECT_MAX_MS);
