/** Every environment variable the server reads, validated once at start-up. */
import { z } from 'zod';

const flag = z
  .enum(['0', '1', 'true', 'false'])
  .transform((value) => value === '1' || value === 'true');

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** PostgreSQL connection; without it the embedded PGlite in PGLITE_DIR is used. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  PGLITE_DIR: z.string().min(1).default('./data'),
  /** Load the demo catalogue into an empty database. */
  SEED_DEMO: flag.default(true),
  /** Dish images from an image service, e.g. https://img.example.ru/{iikoId}.jpg */
  IMAGE_URL_TEMPLATE: z
    .string()
    .url()
    .refine((value) => value.includes('{iikoId}'), 'must contain {iikoId}')
    .optional(),
  /** The built storefront served at /. */
  WEB_DIST_DIR: z.string().min(1).default('apps/web/dist'),
  /** Seconds a catalogue answer may be reused by browsers and proxies. */
  CATALOG_MAX_AGE: z.coerce.number().int().min(0).max(86_400).default(30),
  /** Trust X-Forwarded-* from a reverse proxy (nginx) in front. */
  TRUST_PROXY: flag.default(false),
});

export type Config = z.infer<typeof configSchema>;
export type Env = Record<string, string | undefined>;

export class ConfigError extends Error {}

/** Empty strings count as unset, so `FOO=` in .env falls back to the default. */
export function loadConfig(env: Env = process.env): Config {
  const defined = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = configSchema.safeParse(defined);
  if (result.success) return result.data;
  const problems = result.error.issues.map(
    (issue) => `  ${issue.path.join('.')}: ${issue.message}`,
  );
  throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
}

/** The variables, for the documentation test that keeps README and .env.example complete. */
export const configKeys = Object.keys(configSchema.shape) as (keyof Config)[];
