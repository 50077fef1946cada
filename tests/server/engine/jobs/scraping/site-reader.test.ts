import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isPublicAddress } from '../../../../../server/engine/jobs/scraping/address-guard';
import {
  describeScrapeError,
  readSite,
  type ScrapingOptions,
} from '../../../../../server/engine/jobs/scraping/read-site';
import { robotsAllows } from '../../../../../server/engine/jobs/scraping/robots';
import { type FakeSite, startFakeSite } from '../../../modules/ai-config/fake-site';

/** The reader on its own: the address rule by default, and the limits, against the local fake site. */

let site: FakeSite;
beforeAll(async () => {
  site = await startFakeSite();
});
afterAll(() => site.close());
beforeEach(() => {
  site.requests.length = 0;
});

const userAgent = 'VendaiBot/1.0 (+http://localhost:3000)';
const allowFakeSite: ScrapingOptions = {
  policy: (address) => address === '127.0.0.1' || isPublicAddress(address),
};
const failureOf = async (url: string, options: ScrapingOptions = {}): Promise<string> => {
  try {
    await readSite(url, { ...options, userAgent });
  } catch (error) {
    return describeScrapeError(error);
  }
  throw new Error(`${url} was read`);
};

describe('by default only public addresses are read', () => {
  it.each([
    ['the loopback address', () => `${site.url}/estoque`],
    ['a name that resolves to loopback', () => `${site.url.replace('127.0.0.1', 'localhost')}/estoque`],
    ['IPv6 loopback', () => 'http://[::1]/'],
    ['IPv4-mapped IPv6 loopback', () => 'http://[::ffff:127.0.0.1]/'],
    ['a private network', () => 'http://192.168.0.10/'],
    ['the cloud metadata service', () => 'http://169.254.169.254/latest/meta-data/'],
  ])('refuses %s before sending anything', async (_, url) => {
    expect(await failureOf(url())).toMatch(/^endereço não permitido: .* não é um endereço público$/);
    expect(site.requests).toHaveLength(0);
  });

  it('refuses a redirect to the metadata service from an allowed site', async () => {
    expect(await failureOf(`${site.url}/para-metadados`, allowFakeSite)).toBe(
      'endereço não permitido: 169.254.169.254 não é um endereço público',
    );
  });

  it('tells public from reserved addresses, IPv4 and IPv6', () => {
    for (const address of [
      '8.8.8.8',
      '200.147.67.142',
      '2804:14c::1',
      '2606:4700:4700::1111',
      '::ffff:8.8.8.8',
    ]) {
      expect(isPublicAddress(address), address).toBe(true);
    }
    const reserved = [
      '0.0.0.0',
      '10.1.2.3',
      '100.64.0.1',
      '127.0.0.53',
      '169.254.1.1',
      '172.16.5.4',
      '172.31.255.255',
      '192.168.1.1',
      '198.18.0.1',
      '224.0.0.1',
      '255.255.255.255',
      '::',
      '::1',
      '::ffff:10.0.0.1',
      '64:ff9b::a00:1',
      '2001:db8::1',
      '2002:a00:1::1',
      'fc00::1',
      'fd12:3456::1',
      'fe80::1',
      'ff02::1',
      'not-an-address',
    ];
    for (const address of reserved) expect(isPublicAddress(address), address).toBe(false);
  });
});

describe('limits and formats', () => {
  it('refuses a page over the size limit', async () => {
    expect(await failureOf(`${site.url}/grande`, { ...allowFakeSite, maxBytes: 1024 * 1024 })).toBe(
      'página maior que 1024 KB',
    );
  });

  it('gives up on a site that does not answer in time', async () => {
    expect(await failureOf(`${site.url}/lento`, { ...allowFakeSite, timeoutMs: 300 })).toBe(
      'tempo esgotado após 0,3 s',
    );
  });

  it('refuses what is not a text page', async () => {
    expect(await failureOf(`${site.url}/catalogo.pdf`, allowFakeSite)).toBe(
      'conteúdo não é uma página de texto (application/pdf)',
    );
  });

  it('reads compressed pages and the charset the site declares', async () => {
    const compressed = await readSite(`${site.url}/compactado`, { ...allowFakeSite, userAgent });
    expect(compressed.text).toContain('Seminovos em São Paulo');
    const latin1 = await readSite(`${site.url}/latin1`, { ...allowFakeSite, userAgent });
    expect(latin1.text).toBe('Promoção de verão');
  });

  it('keeps at most the configured number of characters', async () => {
    const page = await readSite(`${site.url}/estoque`, { ...allowFakeSite, userAgent, maxChars: 40 });
    expect(page.text.length).toBeLessThanOrEqual(41);
    expect(page.text.startsWith('Auto Center Paulista')).toBe(true);
    expect(page.text.endsWith('…')).toBe(true);
  });
});

describe('robots.txt rules', () => {
  const robots = `User-agent: *\nDisallow: /\n\nUser-agent: OutroBot\nUser-agent: vendaibot\nDisallow: /admin\nAllow: /admin/publico\nDisallow: /*.pdf$\n`;

  it("follows our reader's group, the longest rule winning", () => {
    expect(robotsAllows(robots, 'VendaiBot', '/estoque')).toBe(true);
    expect(robotsAllows(robots, 'VendaiBot', '/admin/usuarios')).toBe(false);
    expect(robotsAllows(robots, 'VendaiBot', '/admin/publico/horarios')).toBe(true);
    expect(robotsAllows(robots, 'VendaiBot', '/tabela.pdf')).toBe(false);
    expect(robotsAllows(robots, 'VendaiBot', '/tabela.pdf?v=2')).toBe(true);
  });

  it('falls back to the * group, and allows everything without rules', () => {
    expect(robotsAllows(robots, 'OutroLeitor', '/estoque')).toBe(false);
    expect(robotsAllows('', 'VendaiBot', '/qualquer')).toBe(true);
    expect(robotsAllows('User-agent: *\nDisallow:\n', 'VendaiBot', '/qualquer')).toBe(true);
  });
});
