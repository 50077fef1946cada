import {
  type GatewayClientOptions,
  type GatewayDialect,
  GatewayHttpClient,
  type GatewayRequest,
} from '../http';
import { errorFromGraph } from './error-mapping';

export const DEFAULT_GRAPH_URL = 'https://graph.facebook.com/v21.0';

/** `baseUrl` is the Graph API root with its version, e.g. https://graph.facebook.com/v21.0. */
export type GraphClientOptions = GatewayClientOptions;

export interface GraphRequest extends Omit<GatewayRequest, 'headers' | 'extraTimeoutMs'> {
  /** The instance's access token (system user token): every Graph call is a bearer call. */
  token: string;
}

/** The numeric Graph error code decides (error-mapping.ts); Meta does not redirect its API. */
const GRAPH: GatewayDialect = { errorOf: errorFromGraph };

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The Graph API over the gateway HTTP layer: the bearer token, its errors. */
export class GraphHttpClient {
  private readonly http: GatewayHttpClient;

  constructor(options: GraphClientOptions) {
    this.http = new GatewayHttpClient(options, GRAPH);
  }

  /** The parsed JSON of a 2xx answer; anything else throws a GatewayError. */
  json({ token, ...spec }: GraphRequest): Promise<unknown> {
    return this.http.json({ ...spec, headers: bearer(token) });
  }

  /**
   * A file's bytes into a resumable upload session (`POST /upload:…`): Meta's upload host reads the
   * token as `OAuth`, and where in the file the bytes start.
   */
  upload(spec: Pick<GatewayRequest, 'path' | 'query'>, token: string, bytes: Buffer): Promise<unknown> {
    return this.http.json({
      method: 'POST',
      ...spec,
      headers: { authorization: `OAuth ${token}`, file_offset: '0' },
      bytes,
    });
  }

  /** The bytes behind a media URL `GET /{media-id}` returned: the same bearer token opens it. */
  download(url: string, token: string): Promise<{ bytes: Buffer; mimetype: string | null }> {
    return this.http.download(url, bearer(token));
  }
}
