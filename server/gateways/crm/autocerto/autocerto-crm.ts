import { CrmError, type CrmGateway, type CrmLead, type CrmVehicle } from '../port';
import {
  ErrorBody,
  LeadCreated,
  LoginResponse,
  leadBody,
  loginBody,
  PATHS,
  STOCK_PAGE_SIZE,
  StockItem,
  StockPage,
  toCrmVehicle,
} from './wire';

export interface AutocertoOptions {
  baseUrl: string;
  username: string;
  password: string;
  /** Per request (default 15 s). */
  timeoutMs?: number;
  /** Stops a runaway pagination (default 50 pages, 5,000 cars). */
  maxPages?: number;
}

/**
 * The Autocerto adapter: logs in with the shop's credentials, keeps the session token for its own
 * calls and logs in again once when the token expires. Cars the API sends in a shape we cannot
 * read are skipped and counted, so one bad record does not stop a whole sync.
 */
export function createAutocertoCrm(options: AutocertoOptions): CrmGateway & { skipped: () => number } {
  const base = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 15_000;
  let token: string | null = null;
  let skipped = 0;

  async function send(path: string, init: { method: string; body?: unknown; auth: boolean }) {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    if (init.auth && token) headers.authorization = `Bearer ${token}`;
    try {
      return await fetch(`${base}${path}`, {
        method: init.method,
        headers,
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new CrmError('unavailable', 'Não foi possível conectar ao Autocerto', { cause: error });
    }
  }

  async function json(response: Response): Promise<unknown> {
    try {
      return await response.json();
    } catch (error) {
      throw new CrmError('bad_response', 'O Autocerto respondeu algo que não é JSON', { cause: error });
    }
  }

  async function failure(response: Response, what: string): Promise<CrmError> {
    const body = ErrorBody.safeParse(await response.json().catch(() => ({})));
    const detail = body.success && body.data.mensagem ? `: ${body.data.mensagem}` : '';
    if (response.status === 401 || response.status === 403) {
      return new CrmError('unauthorized', `Usuário ou senha do Autocerto recusados${detail}`);
    }
    if (response.status >= 500 || response.status === 429) {
      return new CrmError('unavailable', `Autocerto indisponível (${response.status}) ao ${what}${detail}`);
    }
    return new CrmError('rejected', `Autocerto recusou ${what} (${response.status})${detail}`);
  }

  async function login(): Promise<void> {
    const response = await send(PATHS.login, {
      method: 'POST',
      body: loginBody(options.username, options.password),
      auth: false,
    });
    if (!response.ok) throw await failure(response, 'o login');
    const parsed = LoginResponse.safeParse(await json(response));
    if (!parsed.success) throw new CrmError('bad_response', 'Login do Autocerto sem token');
    token = parsed.data.token;
  }

  /** A call with the session; an expired token gets one fresh login. */
  async function authed(path: string, method: string, what: string, body?: unknown): Promise<unknown> {
    if (!token) await login();
    let response = await send(path, { method, body, auth: true });
    if (response.status === 401) {
      await login();
      response = await send(path, { method, body, auth: true });
    }
    if (!response.ok) throw await failure(response, what);
    return json(response);
  }

  return {
    kind: 'autocerto',
    skipped: () => skipped,
    verifyCredentials: login,

    async listStock(): Promise<CrmVehicle[]> {
      const cars: CrmVehicle[] = [];
      skipped = 0;
      const maxPages = options.maxPages ?? 50;
      for (let page = 1; page <= maxPages; page++) {
        const raw = await authed(
          `${PATHS.stock}?pagina=${page}&porPagina=${STOCK_PAGE_SIZE}`,
          'GET',
          'a leitura do estoque',
        );
        const parsed = StockPage.safeParse(raw);
        if (!parsed.success)
          throw new CrmError('bad_response', 'Estoque do Autocerto em formato desconhecido');
        for (const item of parsed.data.itens) {
          const car = StockItem.safeParse(item);
          if (car.success) cars.push(toCrmVehicle(car.data));
          else skipped++;
        }
        if (page >= parsed.data.totalPaginas) break;
      }
      return cars;
    },

    async pushLead(lead: CrmLead): Promise<{ externalId: string }> {
      const body = leadBody(lead);
      if (lead.externalId) {
        await authed(PATHS.lead(lead.externalId), 'PUT', 'a atualização do lead', body);
        return { externalId: lead.externalId };
      }
      const created = LeadCreated.safeParse(await authed(PATHS.leads, 'POST', 'o envio do lead', body));
      if (!created.success) throw new CrmError('bad_response', 'Autocerto não devolveu o código do lead');
      return { externalId: created.data.codigo };
    },
  };
}
