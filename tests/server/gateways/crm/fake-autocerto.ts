import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A fake Autocerto partner API over real HTTP, speaking the wire format of PROTOCOL.md: login with
 * a user name and password, a paged stock, lead creation and update. Tests change its stock, make
 * it fail, and read what it received.
 */
export interface FakeAutocerto {
  url: string;
  stock: Record<string, unknown>[];
  leads: Map<string, Record<string, unknown>>;
  /** Answers 503 to this many next calls. */
  failNext: number;
  /** Expires every token given so far (the next call answers 401). */
  expireTokens(): void;
  logins: number;
  close(): Promise<void>;
}

const readBody = async (request: IncomingMessage): Promise<Record<string, unknown>> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : {};
};

export async function startFakeAutocerto(credentials = { usuario: 'loja.centro', senha: 'segredo-123' }) {
  const tokens = new Set<string>();
  let leadSeq = 9000;
  const state: Omit<FakeAutocerto, 'url' | 'close' | 'expireTokens'> = {
    stock: [],
    leads: new Map(),
    failNext: 0,
    logins: 0,
  };
  const server: Server = createServer(async (request, response) => {
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (state.failNext > 0) {
      state.failNext--;
      return send(503, { mensagem: 'Manutenção programada' });
    }
    const url = new URL(request.url ?? '/', 'http://fake');
    if (request.method === 'POST' && url.pathname === '/api/v1/auth/login') {
      const body = await readBody(request);
      if (body.usuario !== credentials.usuario || body.senha !== credentials.senha) {
        return send(401, { mensagem: 'Usuário ou senha inválidos' });
      }
      state.logins++;
      const token = randomBytes(8).toString('hex');
      tokens.add(token);
      return send(200, { token, expiraEm: new Date(Date.now() + 3_600_000).toISOString() });
    }
    const token = request.headers.authorization?.replace(/^Bearer /, '') ?? '';
    if (!tokens.has(token)) return send(401, { mensagem: 'Token expirado' });
    if (request.method === 'GET' && url.pathname === '/api/v1/estoque') {
      const page = Number(url.searchParams.get('pagina') ?? '1');
      const size = Math.min(Number(url.searchParams.get('porPagina') ?? '100'), 100);
      const totalPaginas = Math.max(1, Math.ceil(state.stock.length / size));
      return send(200, {
        pagina: page,
        totalPaginas,
        itens: state.stock.slice((page - 1) * size, page * size),
      });
    }
    if (request.method === 'POST' && url.pathname === '/api/v1/leads') {
      const codigo = ++leadSeq;
      state.leads.set(String(codigo), await readBody(request));
      return send(201, { codigo });
    }
    const update = /^\/api\/v1\/leads\/(\w+)$/.exec(url.pathname);
    if (request.method === 'PUT' && update?.[1] && state.leads.has(update[1])) {
      state.leads.set(update[1], await readBody(request));
      return send(200, { codigo: update[1] });
    }
    send(404, { mensagem: 'Não encontrado' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(state, {
    url: `http://127.0.0.1:${port}`,
    expireTokens: () => tokens.clear(),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }) as FakeAutocerto;
}

/** A stock item as the partner sends it. */
export const autocertoCar = (codigo: number, overrides: Record<string, unknown> = {}) => ({
  codigo,
  marca: 'Chevrolet',
  modelo: 'Onix',
  versao: 'LT 1.0 Turbo',
  anoFabricacao: 2020,
  anoModelo: 2021,
  quilometragem: '45.210',
  preco: '62.900,00',
  cor: 'Branco',
  combustivel: 'Flex',
  cambio: 'Manual',
  carroceria: 'Hatch',
  placa: `ABC${codigo}`,
  fotos: [`https://fotos.example.com/${codigo}/1.jpg`, { url: `https://fotos.example.com/${codigo}/2.jpg` }],
  situacao: 'DISPONIVEL',
  ...overrides,
});
