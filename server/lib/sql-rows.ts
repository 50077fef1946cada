/** The rows of a raw `db.execute` result, on both drivers (each answers an object with `rows`). */
export function rowsOf<T>(result: unknown): T[] {
  const rows =
    typeof result === 'object' && result !== null ? (result as { rows?: unknown }).rows : undefined;
  return Array.isArray(rows) ? (rows as T[]) : [];
}

/** A json value of a raw result: node-postgres parses it, PGlite may hand over the text. */
export function jsonOf<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}
