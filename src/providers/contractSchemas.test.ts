import { afterEach, describe, expect, it, vi } from 'vitest';
import { contractSchemasWhenSettled, loadedContractSchemas, SCHEMAS_AFTER_LOAD_MS } from './contractSchemas';

afterEach(() => {
  vi.useRealTimers();
});

describe('the contract schemas, loaded apart from the entry', () => {
  it('load only once the page has settled after its load event, not while the first screen renders', async () => {
    vi.useFakeTimers();
    expect(document.readyState).toBe('complete');
    const settled = contractSchemasWhenSettled();
    await vi.advanceTimersByTimeAsync(SCHEMAS_AFTER_LOAD_MS - 1);
    expect(loadedContractSchemas()).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    vi.useRealTimers();
    const schemas = await settled;
    expect(loadedContractSchemas()).toBe(schemas);
    expect(schemas.MeResponse.safeParse({}).success).toBe(false);
  });
});
