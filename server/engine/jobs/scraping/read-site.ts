import { type AddressPolicy, BlockedAddressError, publicAddressesOnly } from './address-guard';
import { type FetchLimits, fetchPublicPage, ScrapeError } from './fetch-page';
import { pageText } from './html-text';
import { robotsAllows } from './robots';

/** How the site reader behaves; tests swap the address policy to reach their local fake site. */
export interface ScrapingOptions {
  policy?: AddressPolicy;
  maxBytes?: number;
  timeoutMs?: number;
  /** Text kept for the AI (the prompt takes a smaller slice of it). */
  maxChars?: number;
}

/** The product token robots.txt groups are matched against. */
export const ROBOTS_TOKEN = 'VendaiBot';
export const DEFAULT_MAX_BYTES = 1024 * 1024;
export const DEFAULT_TIMEOUT_MS = 15_000;
export const DEFAULT_MAX_CHARS = 50_000;
const MAX_REDIRECTS = 5;
const ROBOTS_MAX_BYTES = 256 * 1024;

export const userAgentFor = (publicUrl: string): string =>
  `${ROBOTS_TOKEN}/1.0 (+${publicUrl}; leitura do site da loja para o assistente de vendas)`;

const READABLE = /^(text\/(html|plain|xml)|application\/(xhtml\+xml|xml))\b/i;

/**
 * RFC 9309: a missing robots.txt (4xx) allows everything; one the server fails to give (5xx, or
 * unreachable) means everything is disallowed until it answers again.
 */
async function checkRobots(url: URL, limits: FetchLimits): Promise<void> {
  const robotsUrl = new URL('/robots.txt', url.origin).toString();
  let robots: Awaited<ReturnType<typeof fetchPublicPage>>;
  try {
    robots = await fetchPublicPage(robotsUrl, { ...limits, maxBytes: ROBOTS_MAX_BYTES });
  } catch (error) {
    if (error instanceof BlockedAddressError) throw error;
    throw new ScrapeError(`robots.txt indisponível (${describeScrapeError(error)})`);
  }
  if (robots.status >= 500) throw new ScrapeError(`robots.txt indisponível (HTTP ${robots.status})`);
  if (robots.status >= 400) return;
  if (!robotsAllows(robots.body.toString('utf8'), ROBOTS_TOKEN, `${url.pathname}${url.search}`)) {
    throw new ScrapeError('o robots.txt do site não permite ler esta página');
  }
}

/** Reads the page at `address` as text, refusing private addresses, big or slow pages and robots' no. */
export async function readSite(
  address: string,
  options: ScrapingOptions & { userAgent: string },
): Promise<{ url: string; text: string }> {
  const limits: FetchLimits = {
    policy: options.policy ?? publicAddressesOnly,
    userAgent: options.userAgent,
    maxBytes: options.maxBytes ?? DEFAULT_MAX_BYTES,
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    maxRedirects: MAX_REDIRECTS,
  };
  if (!URL.canParse(address)) throw new ScrapeError('URL do site inválida');
  await checkRobots(new URL(address), limits);
  const page = await fetchPublicPage(address, limits);
  const finalUrl = new URL(page.url);
  // A redirect to another site is judged by that site's robots.txt.
  if (finalUrl.origin !== new URL(address).origin) await checkRobots(finalUrl, limits);
  if (page.status < 200 || page.status >= 300) throw new ScrapeError(`o site respondeu HTTP ${page.status}`);
  if (page.contentType && !READABLE.test(page.contentType)) {
    throw new ScrapeError(`conteúdo não é uma página de texto (${page.contentType.split(';')[0]})`);
  }
  const text = pageText(page.body, page.contentType, options.maxChars ?? DEFAULT_MAX_CHARS);
  if (!text) throw new ScrapeError('a página não tem texto');
  return { url: page.url, text };
}

/** The reason stored on the knowledge row and shown in the settings, in Portuguese. */
export function describeScrapeError(error: unknown): string {
  if (error instanceof ScrapeError) return error.message;
  if (error instanceof BlockedAddressError)
    return `endereço não permitido: ${error.host} não é um endereço público`;
  const code = (error as { code?: unknown })?.code;
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'domínio não encontrado';
  if (code === 'ECONNREFUSED') return 'o site recusou a conexão';
  if (code === 'ECONNRESET') return 'a conexão com o site caiu';
  if ((typeof code === 'string' && code.startsWith('ERR_TLS')) || code === 'CERT_HAS_EXPIRED') {
    return 'certificado HTTPS do site inválido';
  }
  return error instanceof Error ? error.message : String(error);
}
