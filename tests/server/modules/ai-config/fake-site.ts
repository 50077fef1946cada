import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';

/** A dealer's web site on 127.0.0.1, recording what the site reader asked for. */

export const STOCK_PAGE = `<!doctype html>
<html><head><title>Auto Center Paulista &ndash; Estoque</title>
<style>.preco { color: red }</style>
<script>window.secretToken = "nao-deve-aparecer";</script></head>
<body>
<nav>Início | Estoque | Contato</nav>
<h1>Seminovos em S&atilde;o Paulo</h1>
<!-- comentário escondido -->
<table><tr><td>Onix LT 2022</td><td>R$&nbsp;79.900</td></tr>
<tr><td>HB20 Comfort 2021</td><td>R$ 72.500</td></tr></table>
<p>Financiamos em até 60x. Aceitamos seu usado na troca.</p>
<noscript>Ative o JavaScript</noscript>
<footer>Av. Brasil, 1000 &#8212; aberto de segunda a s&aacute;bado</footer>
</body></html>`;

export interface SiteRequest {
  path: string;
  headers: IncomingHttpHeaders;
}

export interface FakeSite {
  url: string;
  requests: SiteRequest[];
  /** Replaces the stock page's answer (status, body) for the next readings. */
  stockStatus: number;
  close(): Promise<void>;
}

const ROBOTS = `# Only our reader may come in, and not everywhere
User-agent: *
Disallow: /

User-agent: VendaiBot
Allow: /
Disallow: /privado
`;

function html(
  res: ServerResponse,
  body: string | Buffer,
  headers: Record<string, string> = {},
  status = 200,
) {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', ...headers });
  res.end(body);
}

export async function startFakeSite(): Promise<FakeSite> {
  const requests: SiteRequest[] = [];
  let site: FakeSite | undefined;
  const server = createServer((req, res) => {
    const path = req.url ?? '/';
    requests.push({ path, headers: req.headers });
    switch (path) {
      case '/robots.txt':
        res.writeHead(200, { 'content-type': 'text/plain' });
        return res.end(ROBOTS);
      case '/estoque':
        return html(res, STOCK_PAGE, {}, site?.stockStatus ?? 200);
      case '/compactado':
        return html(res, gzipSync(STOCK_PAGE), { 'content-encoding': 'gzip' });
      case '/latin1':
        return html(res, Buffer.from('<p>Promoção de verão</p>', 'latin1'), {
          'content-type': 'text/html; charset=iso-8859-1',
        });
      case '/privado':
        return html(res, '<p>não deveria ser lido</p>');
      case '/grande':
        return html(res, `<p>${'a'.repeat(2 * 1024 * 1024)}</p>`);
      case '/catalogo.pdf':
        res.writeHead(200, { 'content-type': 'application/pdf' });
        return res.end('%PDF-1.4');
      case '/lento':
        return; // never answers
      case '/para-rede-interna':
        res.writeHead(302, { location: 'http://10.0.0.8/admin' });
        return res.end();
      case '/para-metadados':
        res.writeHead(301, { location: 'http://169.254.169.254/latest/meta-data/' });
        return res.end();
      default:
        return html(res, 'não encontrado', {}, 404);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  site = {
    url: `http://127.0.0.1:${port}`,
    requests,
    stockStatus: 200,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return site;
}
