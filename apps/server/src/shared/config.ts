import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { PAYMENT_PROVIDERS } from '@oece/contracts';
import { BRANDS as BRAND_SETTINGS } from '@oece/domain';
import { z } from 'zod';
import { passwordProblem } from './password-policy';
import { serverFiles } from './server-files';

const BRANDS = ['main', 'alt'] as const;
export type BrandId = (typeof BRANDS)[number];

/**
 * Whether a host name can only be reached from this machine: localhost and its subdomains
 * (RFC 6761), 127.0.0.0/8 and ::1. A run whose addresses are all such is a local run.
 */
export function isLoopbackHost(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/^\[(.*)\]$/, '$1');
  return (
    name === 'localhost' ||
    name.endsWith('.localhost') ||
    name === '::1' ||
    /^127(?:\.(?:25[0-5]|2[0-4]\d|1?\d?\d)){3}$/.test(name)
  );
}

/** The hosts of PUBLIC_BASE_URL and BRAND_HOSTS that are reachable from elsewhere. */
function publicHosts(env: { PUBLIC_BASE_URL?: string; BRAND_HOSTS: Map<string, BrandId> }): string[] {
  const hosts = [...env.BRAND_HOSTS.keys()];
  if (env.PUBLIC_BASE_URL) hosts.unshift(new URL(env.PUBLIC_BASE_URL).hostname);
  return hosts.filter((host) => !isLoopbackHost(host));
}

/** Mercado Pago's webhook secret is 64 hexadecimal characters; anything much shorter is not it. */
export const MIN_WEBHOOK_SECRET_LENGTH = 32;

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());
const flag = (fallback: boolean) =>
  z
    .preprocess(emptyToUndefined, z.enum(['true', 'false', '1', '0']).optional())
    .transform((value) => (value === undefined ? fallback : value === 'true' || value === '1'));

/** `host=brand` pairs separated by commas: `simulador.example=main,aula.example=alt`. */
const brandHosts = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      const map = new Map<string, BrandId>();
      for (const pair of (value ?? '')
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean)) {
        const [host, brand] = pair.split('=').map((item) => item.trim().toLowerCase());
        if (!host || !BRANDS.includes(brand as BrandId)) {
          ctx.addIssue({ code: 'custom', message: `"${pair}" debe ser host=${BRANDS.join('|')}` });
          return z.NEVER;
        }
        map.set(host, brand as BrandId);
      }
      return map;
    }),
);

const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
    DATABASE_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^postgres(ql)?$/ }).optional()),
    DATA_DIR: z.string().default('./data'),
    ADMIN_USERNAME: z.string().trim().toLowerCase().min(1).default('admin'),
    // Trimmed like every login password, or surrounding spaces in .env would lock the admin out;
    // held to the administrators' password rules below.
    ADMIN_PASSWORD: z.preprocess(emptyToUndefined, z.string().trim().optional()),
    SESSION_TTL_HOURS: z.coerce.number().positive().default(24),
    SESSION_IDLE_DAYS: z.coerce.number().positive().default(7),
    ADMIN_2FA_REQUIRED: flag(false),
    PUBLIC_BASE_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional()),
    BRAND_HOSTS: brandHosts,
    DEFAULT_BRAND: z.enum(BRANDS).default('main'),
    PAID_OFFER: flag(true),
    WHATSAPP_NUMBER: z.string().default('51999999999'),
    SUPPORT_EMAIL: z.string().default('soporte@simulador-oece.pe'),
    DEMO_EXAM_VIDEO_URL: optionalString,
    DEMO_EXPLANATION_VIDEO_URL: optionalString,
    PAYMENT_PROVIDER: z.enum(PAYMENT_PROVIDERS).default('sandbox'),
    /** A public site whose payments are the sandbox's: every page says so. */
    DEMO_SITE: flag(false),
    MERCADOPAGO_ACCESS_TOKEN: optionalString,
    MERCADOPAGO_WEBHOOK_SECRET: optionalString,
    SMTP_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^smtps?$/ }).optional()),
    /** The sender of the product's e-mails; by default the default brand's name and SUPPORT_EMAIL. */
    MAIL_FROM: optionalString,
    ANALYTICS_TOKEN: optionalString,
    ANALYTICS_HOST: z.preprocess(
      emptyToUndefined,
      z.url({ protocol: /^https?$/ }).default('https://us.i.posthog.com'),
    ),
    SENTRY_DSN: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional()),
    SCHEDULE_SOURCE_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional()),
    SCHEDULE_REFRESH_MINUTES: z.coerce
      .number()
      .int()
      .min(5)
      .max(7 * 24 * 60)
      .default(360),
    SCHEDULE_STALE_DAYS: z.coerce.number().int().min(1).max(365).default(7),
    /** Where `npm run backup` writes (files 0600; the folder 0700 when it creates it). */
    BACKUP_DIR: z.string().default('./backups'),
    /** The bearer token Prometheus sends to /metrics; unset, /metrics answers 404. */
    METRICS_TOKEN: z.preprocess(
      emptyToUndefined,
      z.string().min(32, 'debe tener al menos 32 caracteres (por ejemplo: openssl rand -hex 32)').optional(),
    ),
    /** This instance's name in the periodic jobs' leases; by default host:pid and a random suffix. */
    INSTANCE_NAME: z.preprocess(emptyToUndefined, z.string().trim().min(1).max(100).optional()),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    WEB_DIST_DIR: optionalString,
    CONTENT_DIR: optionalString,
  })
  .superRefine((env, ctx) => {
    const base = env.PUBLIC_BASE_URL ? new URL(env.PUBLIC_BASE_URL) : undefined;
    const refuse = (path: keyof typeof env, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    const problem =
      env.ADMIN_PASSWORD !== undefined &&
      passwordProblem(env.ADMIN_PASSWORD, { username: env.ADMIN_USERNAME, admin: true });
    if (problem) refuse('ADMIN_PASSWORD', problem);
    const publicBrandHosts = publicHosts({ BRAND_HOSTS: env.BRAND_HOSTS });
    if (publicBrandHosts.length && (!base || isLoopbackHost(base.hostname))) {
      refuse(
        'PUBLIC_BASE_URL',
        `BRAND_HOSTS nombra direcciones públicas (${publicBrandHosts.join(', ')}): indica también la dirección pública principal del sitio (https://…); los enlaces de correos, pagos y buscadores se forman con ella`,
      );
    }
    if (env.PAYMENT_PROVIDER === 'sandbox' && publicHosts(env).length && !env.DEMO_SITE) {
      refuse(
        'PAYMENT_PROVIDER',
        'sandbox es una pasarela de prueba en la que cualquiera aprueba su propio pago: en un sitio público usa PAYMENT_PROVIDER=mercadopago, o DEMO_SITE=true si el sitio es una demostración (cada página lo dirá)',
      );
    }
    if (env.SMTP_URL && !base) {
      refuse(
        'PUBLIC_BASE_URL',
        'SMTP_URL envía correos reales: indica la dirección del sitio (https://… o, en local, http://localhost:3000); los enlaces de los correos se forman con ella y nunca con la dirección que trae una petición',
      );
    }
    if (env.PAYMENT_PROVIDER !== 'mercadopago') return;
    if (env.DEMO_SITE) {
      refuse(
        'DEMO_SITE',
        'DEMO_SITE=true dice en cada página que los pagos son de prueba: no va con mercadopago, que cobra de verdad',
      );
    }
    if (!env.MERCADOPAGO_ACCESS_TOKEN) {
      refuse(
        'MERCADOPAGO_ACCESS_TOKEN',
        'mercadopago necesita el access token de la aplicación (Tus integraciones → Credenciales)',
      );
    }
    if (!base || base.protocol !== 'https:' || isLoopbackHost(base.hostname)) {
      refuse(
        'PUBLIC_BASE_URL',
        'mercadopago necesita la dirección pública https del sitio (https://…): a ella vuelve el comprador y llegan las notificaciones',
      );
    }
    if ((env.MERCADOPAGO_WEBHOOK_SECRET ?? '').length < MIN_WEBHOOK_SECRET_LENGTH) {
      refuse(
        'MERCADOPAGO_WEBHOOK_SECRET',
        `mercadopago necesita la clave secreta de sus webhooks (Tus integraciones → Webhooks), de al menos ${MIN_WEBHOOK_SECRET_LENGTH} caracteres`,
      );
    }
  });

export type Env = Partial<Record<keyof z.input<typeof envSchema>, string>>;

export function parseConfig(env: Env | NodeJS.ProcessEnv) {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Configuración inválida:\n${lines.join('\n')}`);
  }
  const e = result.data;
  return {
    port: e.PORT,
    host: e.HOST,
    /** Proxies in front of the server whose X-Forwarded-For may be trusted (0: the socket's address). */
    trustProxyHops: e.TRUST_PROXY,
    database: e.DATABASE_URL
      ? ({ kind: 'postgres', url: e.DATABASE_URL } as const)
      : ({ kind: 'pglite', dataDir: path.resolve(e.DATA_DIR) } as const),
    admin: {
      username: e.ADMIN_USERNAME,
      password: e.ADMIN_PASSWORD,
      /** Where a generated first password is written once, for the operator only. */
      generatedPasswordFile: path.join(path.resolve(e.DATA_DIR), 'admin-password.txt'),
    },
    sessionTtlHours: e.SESSION_TTL_HOURS,
    /** A session unused this long ends, however long it had left. */
    sessionIdleDays: e.SESSION_IDLE_DAYS,
    /** Every administrator logs in with a second factor, and sets one up at the next login. */
    adminTwoFactorRequired: e.ADMIN_2FA_REQUIRED,
    publicBaseUrl: e.PUBLIC_BASE_URL,
    brandHosts: e.BRAND_HOSTS,
    /**
     * A public run has a non-loopback PUBLIC_BASE_URL or BRAND_HOSTS host: its links are built
     * from them only, and other hosts are refused (plugins/known-hosts.ts).
     */
    publicRun: publicHosts(e).length > 0,
    demoSite: e.DEMO_SITE,
    defaultBrand: e.DEFAULT_BRAND,
    paidOffer: e.PAID_OFFER,
    whatsappNumber: e.WHATSAPP_NUMBER,
    supportEmail: e.SUPPORT_EMAIL,
    demoVideos: { exam: e.DEMO_EXAM_VIDEO_URL, explanation: e.DEMO_EXPLANATION_VIDEO_URL },
    payments: {
      provider: e.PAYMENT_PROVIDER,
      mercadopagoAccessToken: e.MERCADOPAGO_ACCESS_TOKEN,
      mercadopagoWebhookSecret: e.MERCADOPAGO_WEBHOOK_SECRET,
      /** The sandbox signs its notifications with a secret of its own, new on every start. */
      sandboxSecret: randomBytes(32).toString('hex'),
    },
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? `"${BRAND_SETTINGS[e.DEFAULT_BRAND].name}" <${e.SUPPORT_EMAIL}>`,
    analytics: { token: e.ANALYTICS_TOKEN, host: new URL(e.ANALYTICS_HOST).origin },
    sentryDsn: e.SENTRY_DSN,
    schedule: {
      sourceUrl: e.SCHEDULE_SOURCE_URL,
      refreshMinutes: e.SCHEDULE_REFRESH_MINUTES,
      staleAfterDays: e.SCHEDULE_STALE_DAYS,
    },
    backupDir: path.resolve(e.BACKUP_DIR),
    metricsToken: e.METRICS_TOKEN,
    /**
     * Who holds a periodic job's lease (decision record 0028): unique among the instances. The
     * suffix tells apart two containers whose host name and pid are alike.
     */
    instanceName: e.INSTANCE_NAME ?? `${os.hostname()}:${process.pid}:${randomBytes(2).toString('hex')}`,
    logLevel: e.LOG_LEVEL,
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? path.join(serverFiles.repoRoot, 'apps/web/dist')),
    contentDir: path.resolve(e.CONTENT_DIR ?? path.join(serverFiles.repoRoot, 'content')),
  };
}

export type Config = ReturnType<typeof parseConfig>;
