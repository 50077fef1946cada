export type ContractSchemas = typeof import('./schemas');

let loading: Promise<ContractSchemas> | null = null;
let loaded: ContractSchemas | null = null;

/**
 * The schemas of `./schemas`, loaded once (a failed load is asked again at the next call). The auth
 * provider starts the load when it is evaluated, so it arrives beside the first `/api/auth/me`
 * request; whoever parses awaits it.
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
