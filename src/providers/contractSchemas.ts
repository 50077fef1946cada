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

/**
 * Starts the load once the browser is idle (the first screen drawn), or within 2 s: nothing of the
 * first screen needs the schemas, and whoever needs them earlier asks for them then.
 */
export const preloadContractSchemasWhenIdle = (): void => {
  if (typeof requestIdleCallback === 'function')
    requestIdleCallback(preloadContractSchemas, { timeout: 2_000 });
  else setTimeout(preloadContractSchemas, 0);
};
