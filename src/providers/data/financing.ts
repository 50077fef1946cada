import type {
  FinancingSettings,
  PriceQuote,
  PriceQuoteQuery,
  SimulateQuery,
  SimulateResponse,
} from '../../../contract/financing';

type Call = <T>(method: string, path: string, body?: object) => Promise<T>;

const query = (values: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(values).map(([key, value]) => [key, String(value)])).toString();

/** The financing table, the payment simulation and the used-car reference price (issue 24). */
export const financingMethods = (call: Call) => ({
  getFinancingSettings: () => call<FinancingSettings>('GET', '/financing/settings'),
  /** Admins only; a bad row answers 400 with `details[].field` such as `banks.0.monthlyRate`. */
  saveFinancingSettings: (settings: FinancingSettings) =>
    call<FinancingSettings>('PUT', '/financing/settings', settings),
  simulateFinancing: (terms: SimulateQuery) =>
    call<SimulateResponse>('GET', `/financing/simulate?${query(terms)}`),
  quoteReferencePrice: (car: PriceQuoteQuery) => call<PriceQuote>('GET', `/price-table/quote?${query(car)}`),
});
