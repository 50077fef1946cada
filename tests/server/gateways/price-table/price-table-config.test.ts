import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../../server/config';

const env = (extra: Record<string, string> = {}) => ({
  JWT_SECRET: 'x'.repeat(40),
  ENCRYPTION_KEY: 'ab'.repeat(32),
  ...extra,
});

describe('PRICE_TABLE and FIPE_API_URL', () => {
  it('default to the built-in table and the public FIPE API', () => {
    const config = loadConfig(env());
    expect(config.priceTable).toBe('builtin');
    expect(config.fipeApiUrl).toBe('https://parallelum.com.br/fipe/api/v1');
  });

  it('take the FIPE adapter and a base URL without its trailing slash', () => {
    const config = loadConfig(env({ PRICE_TABLE: 'fipe', FIPE_API_URL: 'http://fipe.interno:8080/api/v1/' }));
    expect(config).toMatchObject({ priceTable: 'fipe', fipeApiUrl: 'http://fipe.interno:8080/api/v1' });
  });

  it('refuse an unknown table and an address that is not http(s), naming the variable', () => {
    expect(() => loadConfig(env({ PRICE_TABLE: 'tabela' }))).toThrow(/PRICE_TABLE: use builtin ou fipe/);
    expect(() => loadConfig(env({ FIPE_API_URL: 'ftp://fipe.example.com' }))).toThrow(ConfigError);
    expect(() => loadConfig(env({ FIPE_API_URL: 'ftp://fipe.example.com' }))).toThrow(/FIPE_API_URL/);
  });
});
