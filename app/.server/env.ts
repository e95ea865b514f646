import { z } from "zod";

// Every setting with a default that works for the embedded setup
// (`npm start` on a fresh machine). Listed in .env.example.
const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATABASE_URL: z.string().default("file:./data/uncork.db"),
  MEDIA_DIR: z.string().default("./data/media"),
  /** Import files an organizer uploaded, kept until applied or for a day (docs/data-in.md). */
  IMPORTS_DIR: z.string().default("./data/imports"),
  PUBLIC_URL: z.string().url().optional(),
  PRIMARY_EVENT: z.string().optional(),
  /** Addresses made organizers of the primary event at every start (commas or spaces between them). */
  ORGANIZER_EMAILS: z.string().optional(),
  PAGE_CACHE_MAX_MB: z.coerce.number().positive().default(256),
  /** Search answers kept per event index; 0 searches every request (used to measure search itself). */
  SEARCH_ANSWER_CACHE: z.coerce.number().int().min(0).default(200),
  /**
   * Products the search indexes of all events hold together in memory (about 1.3 KB of memory each); the least
   * recently searched event's index is let go beyond it and loaded again when searched. The primary event's is always kept.
   */
  SEARCH_MAX_PRODUCTS: z.coerce.number().int().positive().default(400_000),
  /**
   * Where each event's search index is kept for fast restarts (decision 0021); "off" keeps none.
   * Default: search-snapshots beside the SQLite database, ./data/search-snapshots with PostgreSQL.
   */
  SEARCH_SNAPSHOT_DIR: z.string().optional(),
  DEMO_SEED: z.coerce.number().int().default(2026),
  DEMO_PRODUCTS: z.coerce.number().int().positive().default(2500),
  LOAD_DEMO: z.enum(["auto", "never"]).default("auto"),
  /** SMTP server for outgoing mail (smtp://user:pass@host:587); without it mail goes to OUTBOX_DIR. */
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default("Uncork <no-reply@uncork.localhost>"),
  OUTBOX_DIR: z.string().default("./data/outbox"),
  /** Bearer token for the catalogue write API (/api/admin); the API is off without it. */
  ADMIN_TOKEN: z.string().min(16).optional(),
  /** Signs sessions and tokens; at least 32 characters. Without it one is generated once into ./data/auth-secret. */
  AUTH_SECRET: z.string().min(32).optional(),
  AUTH_SECRET_FILE: z.string().default("./data/auth-secret"),
  /** Sign-in attempts and link or reset requests allowed per address in 15 minutes; per IP ten times as many. */
  AUTH_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  /** OpenID Connect providers: a JSON list of {id, issuer, clientId, clientSecret, label}. */
  OIDC_PROVIDERS: z.string().default("[]"),
  /** Requests per client address and minute to the public GraphQL API (/api/graphql). */
  GRAPHQL_RATE_LIMIT: z.coerce.number().int().positive().default(600),
  /** How long a page must stay open before its page view is sent (docs/analytics.md "The browser's part"); 0 sends at once. */
  ANALYTICS_PAGE_VIEW_DELAY_MS: z.coerce.number().int().min(0).max(600_000).default(0),
  /** How long a conversation stays quiet before its unread messages go into a person's e-mail digest (docs/product/chat.md). */
  CHAT_DIGEST_QUIET_MS: z.coerce
    .number()
    .int()
    .min(0)
    .default(15 * 60 * 1000),
  /** How often the server looks for digests to send. */
  CHAT_DIGEST_INTERVAL_MS: z.coerce
    .number()
    .int()
    .min(100)
    .default(60 * 1000),
  /** Analytics requests per client address and minute (POST /api/analytics/events). */
  ANALYTICS_RATE_LIMIT: z.coerce.number().int().positive().default(300),
  /** The product GraphQL API the sync reads (docs/data-in.md). */
  PRODUCT_API_URL: z.string().url().default("https://api.bottlebooks.me/graphql"),
  /** Sent as a bearer token to the product API when set. */
  PRODUCT_API_TOKEN: z.string().optional(),
  /** The cache-force header sent with every product API call, "Name: value". */
  PRODUCT_API_CACHE_HEADER: z
    .string()
    .regex(/^[!#$%&'*+.^_`|~0-9A-Za-z-]+:\s*\S.*$/, "must be a header as Name: value")
    .default("Cache-Control: no-cache"),
  /** Per attempt; a call that meets 429, 5xx or no answer is tried again PRODUCT_API_RETRIES times. */
  PRODUCT_API_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  PRODUCT_API_RETRIES: z.coerce.number().int().min(0).max(10).default(4),
  /** "json": one JSON line per request and per message (pino), for a log collector; "human": the lines of a terminal. */
  LOG_FORMAT: z.enum(["human", "json"]).default("human"),
  /** Bearer token GET /metrics asks for; without it /metrics answers only clients on this machine (docs/operations.md). */
  METRICS_TOKEN: z.string().min(16).optional(),
  /** On SIGTERM or SIGINT, how long requests in flight may take to finish before the process exits anyway. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
});

export type Env = z.infer<typeof schema>;

let cached: Env | undefined;

export function env(): Env {
  if (!cached) {
    const parsed = schema.safeParse(process.env);
    if (!parsed.success) {
      const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
      throw new Error(`Invalid environment:\n${lines.join("\n")}`);
    }
    cached = parsed.data;
  }
  return cached;
}
