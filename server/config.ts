import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';

/** Where the app mounts its built-in Cloud API simulator: the Graph API's path with its version. */
export const CLOUD_SIMULATOR_PREFIX = '/simulator/graph/v21.0';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'use true ou false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.url({ message: 'deve ser uma URL postgres://…' }).optional(),
  JWT_SECRET: z.string().min(32, { message: 'deve ter pelo menos 32 caracteres' }).optional(),
  JWT_EXPIRES_IN: z.string().default('12h'),
  ENCRYPTION_KEY: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, { message: 'deve ter 64 caracteres hexadecimais (32 bytes)' })
    .optional(),
  PUBLIC_URL: z.url().optional(),
  SEED_DEMO: bool.default(true),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(6).optional(),
  EVOLUTION_API_URL: z.url().optional(),
  EVOLUTION_API_KEY: z.string().optional(),
  OPENAI_BASE_URL: z.url().optional(),
  GEMINI_BASE_URL: z.url().optional(),
  DEEPSEEK_BASE_URL: z.url().optional(),
  SMTP_URL: z.string().optional(),
  AUTOCERTO_API_URL: z.url().optional(),
  AUTOCERTO_WEB_URL: z.url().default('https://sistema.autocerto.com'),
  CREDIT_PORTAL_URL: z.url().default('https://www.leadsok.com.br'),
  PRICE_TABLE: z.enum(['builtin', 'fipe'], { message: 'use builtin ou fipe' }).default('builtin'),
  FIPE_API_URL: z
    .url({ protocol: /^https?$/, message: 'deve ser uma URL http(s)://…' })
    .default('https://parallelum.com.br/fipe/api/v1'),
  /** The Graph API root with its version, for the official WhatsApp Cloud API. */
  WHATSAPP_GRAPH_URL: z
    .url({ protocol: /^https?$/, message: 'deve ser uma URL http(s)://…' })
    .default('https://graph.facebook.com/v21.0'),
  /**
   * Where this server reaches its own built-in Cloud API simulator (the demo's official number);
   * by default its loopback address and port, so the calls never leave the machine.
   */
  CLOUD_SIMULATOR_URL: z.url({ protocol: /^https?$/, message: 'deve ser uma URL http(s)://…' }).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().default('./dist'),
  LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  ONBOARDING_RATE_LIMIT: z.coerce.number().int().min(1).default(20),
  RUN_JOBS: bool.default(true),
  INTAKE_ACK: z.enum(['stored', 'processed']).default('stored'),
  SESSION_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(2_000),
  REQUIRE_2FA_SUPER_ADMIN: bool.default(false),
  /** Behind a load balancer: `true`, or the proxies' addresses/CIDRs, comma-separated. */
  TRUST_PROXY: z.string().optional(),
  /** Opens `GET /metrics` to a scraper sending it as a Bearer token; empty or unset, the route is off. */
  METRICS_TOKEN: z
    .union([z.literal(''), z.string().min(16, { message: 'deve ter pelo menos 16 caracteres' })])
    .optional(),
  /** Browser tests only: the app's clock can be moved forward (POST /api/test/clock). */
  TEST_CLOCK_CONTROL: bool.default(false),
  NODE_ENV: z.string().optional(),
});

/** Fastify's `trustProxy`: the client's address (allowed IPs, rate limits) comes from X-Forwarded-For. */
function parseTrustProxy(value: string | undefined): boolean | string[] {
  if (value === undefined || value === '' || value === 'false') return false;
  if (value === 'true') return true;
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  jwtSecret: string;
  jwtExpiresIn: string;
  /** 32 bytes for AES-256-GCM of secrets at rest. */
  encryptionKey: Buffer;
  publicUrl: string;
  seedDemo: boolean;
  adminEmail?: string;
  adminPassword?: string;
  evolutionApiUrl?: string;
  evolutionApiKey?: string;
  openaiBaseUrl?: string;
  geminiBaseUrl?: string;
  deepseekBaseUrl?: string;
  smtpUrl?: string;
  /** The Autocerto partner API; without it new CRM links use the built-in demo CRM. */
  autocertoApiUrl?: string;
  /** The CRM's web address embedded on /autocerto when the organization set none. */
  autocertoWebUrl: string;
  /** The credit portal linked on /financeiras when the organization set none. */
  creditPortalUrl: string;
  /** Where used-car reference prices come from: the built-in table (offline) or the FIPE API. */
  priceTable: 'builtin' | 'fipe';
  /** The FIPE API's base address (brands → models → years → price). */
  fipeApiUrl: string;
  /** The Graph API root with its version (`WHATSAPP_GRAPH_URL`), for Cloud API numbers. */
  whatsappGraphUrl: string;
  /**
   * The Graph API root of the built-in Cloud API simulator (`CLOUD_SIMULATOR_URL`): the numbers
   * marked simulated talk to it instead of Meta. Configuration only, never a user's input.
   */
  cloudSimulatorUrl: string;
  logLevel: string;
  webDistDir: string;
  /** Login attempts allowed per minute, per IP and per e-mail. */
  loginRateLimit: number;
  /** Sign-ups allowed per hour and IP (enough for someone who mistypes). */
  onboardingRateLimit: number;
  /** This process polls and runs the durable jobs (AI replies, follow-ups…); tests run them by hand. */
  runJobs: boolean;
  /**
   * When a webhook is answered: 'stored' (default) once its body is durably queued, the intake
   * processing it right after; 'processed' once it is processed, a failure answering 500.
   */
  intakeAck: 'stored' | 'processed';
  /** How long a verified session is trusted without reading it again (0: read on every call). */
  sessionCacheMs: number;
  /** Super admins must enrol in two-factor sign-in at their next sign-in. */
  require2faSuperAdmin: boolean;
  /**
   * Browser tests only: the clock runs from real time plus an offset that `POST /api/test/clock`
   * moves forward, so a test sees tomorrow's reminder now. Refused in production.
   */
  testClockControl?: boolean;
  /** Which proxies' X-Forwarded-For to believe; false (the socket's address) unless configured. */
  trustProxy?: boolean | string[];
  /** The Bearer token of `GET /metrics`; without it the route answers 404. */
  metricsToken?: string;
}

export class ConfigError extends Error {}

/** Secrets the embedded default needs are generated once and kept in the data folder. */
function loadOrCreateSecrets(dataDir: string): { jwtSecret: string; encryptionKey: string } {
  const file = join(dataDir, 'secrets.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8'));
  mkdirSync(dataDir, { recursive: true });
  const secrets = {
    jwtSecret: randomBytes(48).toString('base64url'),
    encryptionKey: randomBytes(32).toString('hex'),
  };
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}

/** Reads and validates the environment; throws a ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Configuração inválida:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.TEST_CLOCK_CONTROL && e.NODE_ENV === 'production') {
    throw new ConfigError(
      'Configuração inválida:\n  TEST_CLOCK_CONTROL: só para testes; não pode ser usado com NODE_ENV=production',
    );
  }
  const dataDir = resolve(e.DATA_DIR);
  const needsGenerated = !e.JWT_SECRET || !e.ENCRYPTION_KEY;
  const generated = needsGenerated ? loadOrCreateSecrets(dataDir) : undefined;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET ?? (generated?.jwtSecret as string),
    jwtExpiresIn: e.JWT_EXPIRES_IN,
    encryptionKey: Buffer.from(e.ENCRYPTION_KEY ?? (generated?.encryptionKey as string), 'hex'),
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    seedDemo: e.SEED_DEMO,
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    evolutionApiUrl: e.EVOLUTION_API_URL,
    evolutionApiKey: e.EVOLUTION_API_KEY,
    openaiBaseUrl: e.OPENAI_BASE_URL,
    geminiBaseUrl: e.GEMINI_BASE_URL,
    deepseekBaseUrl: e.DEEPSEEK_BASE_URL,
    smtpUrl: e.SMTP_URL,
    autocertoApiUrl: e.AUTOCERTO_API_URL,
    autocertoWebUrl: e.AUTOCERTO_WEB_URL,
    creditPortalUrl: e.CREDIT_PORTAL_URL,
    priceTable: e.PRICE_TABLE,
    fipeApiUrl: e.FIPE_API_URL.replace(/\/+$/, ''),
    whatsappGraphUrl: e.WHATSAPP_GRAPH_URL.replace(/\/+$/, ''),
    cloudSimulatorUrl: (
      e.CLOUD_SIMULATOR_URL ?? `http://127.0.0.1:${e.PORT}${CLOUD_SIMULATOR_PREFIX}`
    ).replace(/\/+$/, ''),
    logLevel: e.LOG_LEVEL,
    webDistDir: resolve(e.WEB_DIST_DIR),
    loginRateLimit: e.LOGIN_RATE_LIMIT,
    onboardingRateLimit: e.ONBOARDING_RATE_LIMIT,
    runJobs: e.RUN_JOBS,
    intakeAck: e.INTAKE_ACK,
    sessionCacheMs: e.SESSION_CACHE_MS,
    require2faSuperAdmin: e.REQUIRE_2FA_SUPER_ADMIN,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    metricsToken: e.METRICS_TOKEN || undefined,
    testClockControl: e.TEST_CLOCK_CONTROL,
  };
}

/** A config for tests: fixed secrets, no data folder. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: '/nonexistent',
    jwtSecret: 'test-secret-test-secret-test-secret-0123',
    jwtExpiresIn: '1h',
    encryptionKey: Buffer.alloc(32, 7),
    publicUrl: 'http://localhost:3000',
    seedDemo: false,
    logLevel: 'silent',
    webDistDir: '/nonexistent',
    loginRateLimit: 1000,
    onboardingRateLimit: 1000,
    runJobs: false,
    intakeAck: 'processed',
    // Tests change users and sessions behind the API's back; the cache has tests of its own.
    sessionCacheMs: 0,
    require2faSuperAdmin: false,
    autocertoWebUrl: 'https://sistema.autocerto.com',
    creditPortalUrl: 'https://www.leadsok.com.br',
    priceTable: 'builtin',
    fipeApiUrl: 'https://parallelum.com.br/fipe/api/v1',
    whatsappGraphUrl: 'https://graph.facebook.com/v21.0',
    // Tests that use the simulator listen on a free port and set the address they got.
    cloudSimulatorUrl: `http://127.0.0.1:0${CLOUD_SIMULATOR_PREFIX}`,
    ...overrides,
  };
}
