export type ContractSchemas = typeof import('./schemas');

let loading: Promise<ContractSchemas> | null = null;
let loaded: ContractSchemas | null = null;

/**
 * The schemas of `./schemas`, loaded once (a failed load is asked again at the next call); whoever
 * parses awaits it. The auth provider starts the load once the first screen is drawn.
 */
export const contractSchemas = (): Promise<ContractSchemas> => {
  loading ??= import('./schemas').then(
    (schemas) => {
      loaded = schemas;
      return schemas;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
};

/** The schemas when they have arrived, else null: for callers that cannot wait. */
export const loadedContractSchemas = (): ContractSchemas | null => loaded;

/** Starts the load without waiting for it; a failure shows where the schemas are awaited. */
export const preloadContractSchemas = (): void => {
  contractSchemas().catch(() => undefined);
};

/** How long after the page's load event the schemas wait before loading (the first screen renders meanwhile). */
export const SCHEMAS_AFTER_LOAD_MS = 1_000;

let settled: Promise<ContractSchemas> | null = null;

/**
 * The schemas, loaded once the first screen has had its time: after the page's load event, then
 * `SCHEMAS_AFTER_LOAD_MS`, then an idle moment (or 2 s). Their chunk (zod and every contract
 * schema) takes tens of milliseconds of script to run; started by the first idle moment or by
 * the session check's answer, it ran between the frame's first render and the page's, on the
 * first screen's path. Whoever cannot go on without them (signing in, a session check that
 * names another user) asks `contractSchemas()` itself, at once.
 */
export const contractSchemasWhenSettled = (): Promise<ContractSchemas> => {
  settled ??= new Promise<void>((resolve) => {
    const idle = () => {
      if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 2_000 });
      else resolve();
    };
    const afterLoad = () => setTimeout(idle, SCHEMAS_AFTER_LOAD_MS);
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });
  }).then(contractSchemas);
  return settled;
};

/** Starts the settled load without waiting for it; a failure shows where the schemas are awaited. */
export const preloadContractSchemasWhenSettled = (): void => {
  contractSchemasWhenSettled().catch(() => {
    settled = null;
  });
};
