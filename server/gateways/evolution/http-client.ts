import {
  type GatewayClientOptions,
  type GatewayDialect,
  GatewayHttpClient,
  type GatewayRequest,
} from '../http';
import { errorFromStatus, inlineError } from './error-mapping';

export interface EvolutionClientOptions extends GatewayClientOptions {
  /** The global key or the organization's key: whichever the caller decided applies. */
  apiKey: string;
}

export interface EvolutionRequest extends Omit<GatewayRequest, 'headers' | 'form'> {
  /** A per-instance key that replaces the configured one for this call. */
  apiKey?: string | null;
}

/**
 * Evolution's errors come as texts in several shapes (error-mapping.ts); connect and restart may
 * answer 200 `{error: true}`. A server moved to https is followed, as `fetch` did.
 */
const EVOLUTION: GatewayDialect = {
  errorOf: (status, body, text) => errorFromStatus(status, body ?? text),
  inlineErrorOf: inlineError,
  followRedirects: true,
};

/** Evolution API v2 over the gateway HTTP layer: the `apikey` header, its errors. */
export class EvolutionHttpClient {
  private readonly http: GatewayHttpClient;
  private readonly apiKey: string;

  constructor(options: EvolutionClientOptions) {
    this.http = new GatewayHttpClient(options, EVOLUTION);
    this.apiKey = options.apiKey;
  }

  /** The parsed JSON of a 2xx answer; anything else throws a GatewayError. */
  request({ apiKey, ...spec }: EvolutionRequest): Promise<unknown> {
    return this.http.json({
      ...spec,
      headers: { apikey: apiKey || this.apiKey, accept: 'application/json' },
    });
  }
}
