import { createPrivateKey } from "node:crypto";
import path from "node:path";
import { CronExpressionParser } from "cron-parser";
import { z } from "zod";
import { DEFAULT_AUDIT_RETENTION_DAYS } from "../domain/audit.ts";
import { DEFAULT_SITE_TIME_ZONE } from "../domain/drafts.ts";
import { DEFAULT_LOCALE, isLocale, knownLocales, type Locale } from "../domain/locales.ts";
import { DEFAULT_PENDING_DAYS } from "../domain/newsletter.ts";
import { DEFAULT_APPLICATION_RETENTION_DAYS } from "../domain/privacy.ts";
import { SITE_NAME } from "../domain/public-site.ts";
import { REVISION_KEEP, REVISION_RETENTION_DAYS } from "../domain/revisions.ts";
import { DEFAULT_TRASH_RETENTION_DAYS } from "../domain/trash.ts";
import { importLimits } from "../domain/wordpress-import.ts";
import { type DatabaseTimeouts, DEFAULT_DATABASE_TIMEOUTS } from "./db/timeouts.ts";
import type { DkimSettings } from "./mail/dkim.ts";
import type { SmtpTimeouts } from "./mail/smtp-transport.ts";

const booleanFlag = z
  .enum(["true", "false", "1", "0", "yes", "no"], {
    message: "must be true or false",
  })
  .transform((value) => value === "true" || value === "1" || value === "yes");

/** Whether Intl knows the zone (IANA names such as Asia/Karachi or UTC). */
const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

/** Whether `cron` is a schedule cron-parser reads (five fields, or six with seconds; UTC), as the backup schedule will. */
const isValidCron = (cron: string) => {
  try {
    CronExpressionParser.parse(cron, { tz: "UTC", strict: false });
    return true;
  } catch {
    return false;
  }
};

/** A PEM private key as an environment variable holds it: real line breaks, or `\n` written out. */
const pemOf = (value: string) => value.replaceAll("\\n", "\n");
/** nodemailer signs with RSA-SHA256 only. */
const isRsaPrivateKey = (value: string) => {
  try {
    return createPrivateKey(pemOf(value)).asymmetricKeyType === "rsa";
  } catch {
    return false;
  }
};

const wholeNumber = z.coerce.number({ message: "must be a number" }).int("must be a whole number");
const positiveInt = wholeNumber.positive("must be greater than 0");
const wholeSeconds = wholeNumber.min(0, "must be 0 or more");

const envSchema = z.object({
  NODE_ENV: z
    .enum(["development", "production", "test"], {
      message: "must be development, production or test",
    })
    .default("production"),
  PORT: z.coerce
    .number({ message: "must be a number" })
    .int("must be a whole number")
    .min(0, "must be between 0 and 65535")
    .max(65535, "must be between 0 and 65535")
    .default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATABASE_URL: z
    .url({ message: "must be a postgres:// URL" })
    .refine((value) => /^postgres(ql)?:\/\//.test(value), "must be a postgres:// URL")
    .optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  ADMIN_USERNAME: z
    .string()
    .regex(/^[a-z0-9._-]{3,50}$/, "must be 3–50 lowercase letters, digits, dots, dashes or underscores")
    .default("admin"),
  ADMIN_PASSWORD: z.string().min(8, "must be at least 8 characters").optional(),
  SEED_DEMO: booleanFlag.default(true),
  PUBLIC_URL: z.url({ message: "must be an absolute http(s) URL" }).optional(),
  LOG_LEVEL: z
    .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"], {
      message: "must be one of fatal, error, warn, info, debug, trace, silent",
    })
    .default("info"),
  PUBLIC_WRITE_LIMIT: positiveInt.default(10),
  PUBLIC_WRITE_WINDOW_S: positiveInt.default(600),
  LOGIN_USER_FAILURE_LIMIT: positiveInt.default(5),
  LOGIN_IP_FAILURE_LIMIT: positiveInt.default(20),
  LOGIN_WINDOW_S: positiveInt.default(900),
  SESSION_IDLE_HOURS: positiveInt.default(8),
  SESSION_ABSOLUTE_DAYS: positiveInt.default(7),
  TRUST_PROXY: booleanFlag.default(false),
  PAGE_CACHE_SECONDS: wholeSeconds.default(60),
  REQUEST_TIMEOUT_SECONDS: wholeSeconds.min(1).default(30),
  REDIS_URL: z.url({ protocol: /^rediss?$/, message: "must be a redis:// or rediss:// URL" }).optional(),
  REDIS_KEY_PREFIX: z.string().min(1).default("agency:"),
  DATABASE_CONNECT_TIMEOUT_MS: positiveInt.default(DEFAULT_DATABASE_TIMEOUTS.connectMs),
  DATABASE_STATEMENT_TIMEOUT_MS: positiveInt.default(DEFAULT_DATABASE_TIMEOUTS.statementMs),
  DATABASE_POOL_WAIT_MS: positiveInt.default(DEFAULT_DATABASE_TIMEOUTS.poolWaitMs),
  DATABASE_SUSPECT_AFTER_MS: positiveInt.default(DEFAULT_DATABASE_TIMEOUTS.suspectMs),
  DATABASE_PROBE_TIMEOUT_MS: positiveInt.default(DEFAULT_DATABASE_TIMEOUTS.probeMs),
  STORAGE_DRIVER: z.enum(["local", "s3"], { message: "must be local or s3" }).default("local"),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default("us-east-1"),
  S3_ENDPOINT: z.url({ message: "must be an absolute http(s) URL" }).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: booleanFlag.default(false),
  AUDIT_RETENTION_DAYS: positiveInt.default(DEFAULT_AUDIT_RETENTION_DAYS),
  APPLICATION_RETENTION_DAYS: positiveInt.default(DEFAULT_APPLICATION_RETENTION_DAYS),
  REVISION_RETENTION_DAYS: positiveInt.default(REVISION_RETENTION_DAYS),
  REVISION_KEEP: positiveInt.default(REVISION_KEEP),
  TRASH_RETENTION_DAYS: positiveInt.default(DEFAULT_TRASH_RETENTION_DAYS),
  SMTP_URL: z.url({ protocol: /^smtps?$/, message: "must be an smtp:// or smtps:// URL" }).optional(),
  MAIL_FROM: z.string().min(3).optional(),
  REPLY_TO_ADDRESS: z.email({ message: "must be an e-mail address such as inbox@agency.com" }).optional(),
  REPLY_TO_SUBADDRESS: booleanFlag.default(true),
  IMAP_URL: z
    .url({ protocol: /^imaps?$/, message: "must be an imap:// or imaps:// URL" })
    .refine((value) => new URL(value).username !== "", "must name the mailbox's user: imaps://user:password@host/INBOX")
    .optional(),
  IMAP_POLL_SECONDS: positiveInt.min(10, "must be at least 10").default(60),
  DKIM_PRIVATE_KEY: z.string().refine(isRsaPrivateKey, "must be an RSA private key in PEM form").optional(),
  DKIM_SELECTOR: z
    .string()
    .regex(/^[A-Za-z0-9](?:[A-Za-z0-9._-]{0,61}[A-Za-z0-9])?$/, "must be a DNS label such as mail2026")
    .optional(),
  MAIL_LINK_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  NEWSLETTER_RATE_PER_MINUTE: positiveInt.default(300),
  NEWSLETTER_PENDING_DAYS: positiveInt.default(DEFAULT_PENDING_DAYS),
  BOUNCE_ADDRESS: z.email({ message: "must be an e-mail address" }).optional(),
  BOUNCE_IMAP_URL: z.url({ protocol: /^imaps?$/, message: "must be an imap:// or imaps:// URL" }).optional(),
  WEBHOOK_ALLOW_PRIVATE: booleanFlag.default(false),
  WORDPRESS_IMPORT_MAX_MB: positiveInt.default(importLimits.fileMb),
  WORDPRESS_UPLOADS_MAX_MB: positiveInt.default(importLimits.uploadsMb),
  WORDPRESS_IMPORT_ALLOW_PRIVATE: booleanFlag.default(false),
  TEST_CLOCK_FILE: z.string().trim().min(1).optional(),
  SITE_TIME_ZONE: z
    .string()
    .refine(isTimeZone, "must be an IANA time zone such as Asia/Karachi")
    .default(DEFAULT_SITE_TIME_ZONE),
  TOTP_ENCRYPTION_KEY: z
    .string()
    .refine((value) => decodeKey(value) !== null, "must be 32 bytes written as base64 or 64 hex digits")
    .optional(),
  BACKUP_ENCRYPTION_KEY: z
    .string()
    .refine((value) => decodeKey(value) !== null, "must be 32 bytes written as base64 or 64 hex digits")
    .optional(),
  BACKUP_CRON: z
    .string()
    .refine(isValidCron, 'must be a cron schedule such as "0 3 * * *" (minute hour day month weekday, UTC)')
    .optional(),
  BACKUP_KEEP: positiveInt.default(7),
  SITE_LOCALES: z
    .string()
    .transform((value) => value.split(",").map((locale) => locale.trim().toLowerCase()))
    .refine(
      (locales) => locales.every(isLocale),
      `must list languages the site can speak, separated by commas: ${knownLocales.join(", ")}`,
    )
    .refine((locales) => locales.includes(DEFAULT_LOCALE), `must include ${DEFAULT_LOCALE}, the default language`)
    .default([...knownLocales]),
});

/** The served languages, the default first and each once, in the order the others were listed. */
const servedLocales = (listed: readonly string[]): Locale[] => [
  DEFAULT_LOCALE,
  ...new Set(listed.filter(isLocale).filter((locale) => locale !== DEFAULT_LOCALE)),
];

/**
 * Every environment variable the app reads: the container files' drift test
 * (tests/unit/container-files.test.ts) checks that compose.yaml sets no other.
 */
export const CONFIG_VARIABLES: readonly string[] = Object.keys(envSchema.shape);

/** A 256-bit key as 64 hex digits or as base64 (url-safe or not); null for anything else. */
function decodeKey(value: string): Buffer | null {
  const bytes = /^[0-9a-f]{64}$/i.test(value)
    ? Buffer.from(value, "hex")
    : /^[A-Za-z0-9+/_-]{43}=?$/.test(value)
      ? Buffer.from(value.replaceAll("-", "+").replaceAll("_", "/"), "base64")
      : null;
  return bytes?.length === 32 ? bytes : null;
}

export type AppConfig = {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  databaseUrl: string | undefined;
  /**
   * Bounds on PostgreSQL: waiting for a connection, and running one statement (the server cancels
   * it; the client gives up a second later if the network is gone). A request never waits longer.
   */
  /**
   * connectMs: opening one connection; poolWaitMs: waiting for a free pooled connection (a burst
   * queues), longer; statementMs: one statement.
   */
  databaseTimeouts: DatabaseTimeouts;
  dataDir: string;
  adminUsername: string;
  adminPassword: string | undefined;
  seedDemo: boolean;
  publicUrl: string;
  logLevel: string;
  publicWriteLimit: number;
  publicWriteWindowSeconds: number;
  loginUserFailureLimit: number;
  loginIpFailureLimit: number;
  loginWindowSeconds: number;
  sessionIdleHours: number;
  sessionAbsoluteDays: number;
  trustProxy: boolean;
  /** How long a rendered public page is reused (until any write); 0 renders every request. */
  pageCacheSeconds: number;
  /**
   * How long a client may take to send a whole request, head and body (a body trickled a byte at a
   * time holds a connection and its memory): past it Node answers 408 and closes the connection.
   */
  requestTimeoutMs: number;
  /** How many addresses one sitemap holds before it splits (SITEMAP_MAX_URLS unless given): a test splits it with a few. */
  sitemapMaxUrls?: number;
  /** Shared counters (rate limits, sign-in lockout) for several instances; in-process without it. */
  redisUrl: string | undefined;
  /** Put before every key this app writes to Redis, so several sites (or test files) can share one. */
  redisKeyPrefix: string;
  /** Audit log entries older than this many days are removed. */
  auditRetentionDays: number;
  /** Job applications (and their resumes) received more than this many days ago are removed. */
  applicationRetentionDays: number;
  /** Every revision is kept `days`; after that only each record's newest `keep` (ADR 0118). */
  revisionRetention: { days: number; keep: number };
  /** Deleted content waits in the trash this many days, then is purged with its unreferenced pictures. */
  trashRetentionDays: number;
  /** Where uploaded images and resumes live: DATA_DIR, or an S3-compatible bucket shared by every instance. */
  storage: StorageConfig;
  /** Outgoing e-mail: over SMTP when `smtpUrl` is set, else written to DATA_DIR/outbox (ADR 0078). */
  mail: {
    smtpUrl: string | undefined;
    from: string;
    /** nodemailer's bounds (SMTP_TIMEOUTS unless given): a test lifts them so that only its own mail server ends a send. */
    smtpTimeouts?: SmtpTimeouts;
    /** Every message is DKIM-signed for MAIL_FROM's domain when DKIM_PRIVATE_KEY and DKIM_SELECTOR are set (ADR 0263). */
    dkim?: DkimSettings;
  };
  /**
   * The newsletter (issue 72): its links' secret (made and kept in the database when not set), how
   * many messages a minute every instance together sends, how long an unconfirmed address lasts,
   * where bounces go (the envelope sender and the mailto unsubscribe) and the mailbox they are read from.
   */
  newsletter: {
    linkSecret: Buffer | undefined;
    ratePerMinute: number;
    pendingDays: number;
    bounceAddress: string | undefined;
    bounceImapUrl: string | undefined;
  };
  /**
   * Where people's answers go and how they are read back (ADR 0252): replies and acknowledgements
   * carry `Reply-To` the conversation's address, `replyTo` sub-addressed with its token (unless
   * `subaddress` is off: then the address itself, matched by In-Reply-To); with `imap` the mailbox is
   * read every `pollSeconds` and answers land on the person's timeline.
   */
  inboundMail: {
    replyTo: string | undefined;
    subaddress: boolean;
    imap: ImapSettings | undefined;
  };
  /**
   * Encrypts the stored TOTP secrets of two-factor sign-in (ADR 0078). Without it a key is generated in DATA_DIR on first
   * start, which suits one instance; several instances must share one key.
   */
  totpEncryptionKey: Buffer | undefined;
  /**
   * Lets webhooks go to private, loopback and link-local addresses and over plain http://, for a
   * receiver on the same machine or network; off, such endpoints are refused (SSRF, ADR 0098).
   */
  webhookAllowPrivate: boolean;
  /**
   * WordPress imports (ADR 0241): the largest export and uploads zip taken, and whether pictures may be
   * fetched from private, loopback and link-local addresses (an old site on the same network; off, they
   * are refused as webhooks' are).
   */
  wordpressImport: { maxExportBytes: number; maxUploadsBytes: number; allowPrivate: boolean };
  /** The agency's time zone: schedules are shown in it (ADR 0122); they are stored as instants. */
  siteTimeZone: string;
  /**
   * Browser tests only (ADR 0122, "A clock the browser tests move"): the server's clock is the wall
   * clock plus the milliseconds written in this file, and schedules are looked for every second.
   * Unset, as in every deployment, the clock is the wall clock; nothing over HTTP can move it.
   */
  testClockFile?: string;
  /**
   * Backups (docs/deployment.md "Backups and restore"): archives are sealed with AES-256-GCM when a
   * key is set; `cron` (five fields, UTC) makes one on a schedule and `keep` of them are kept.
   */
  backup: { encryptionKey: Buffer | undefined; cron: string | undefined; keep: number };
  /**
   * The languages the site serves (SITE_LOCALES, issue 74): the default first. Another one's
   * addresses (`/ur/…`) answer 404 and no page names them as a version.
   */
  locales: readonly Locale[];
};

/** The inbound mailbox of IMAP_URL (`imaps://user:password@host:993/INBOX`). */
export type ImapSettings = {
  host: string;
  port: number;
  secure: boolean;
  user: string;
  password: string;
  mailbox: string;
  pollSeconds: number;
};

/** IMAP_URL taken apart; the mailbox is its path (INBOX when none). */
function imapSettings(url: string, pollSeconds: number): ImapSettings {
  const parsed = new URL(url);
  const secure = parsed.protocol === "imaps:";
  const mailbox = decodeURIComponent(parsed.pathname.replace(/^\/+/, ""));
  return {
    host: parsed.hostname,
    port: parsed.port ? Number(parsed.port) : secure ? 993 : 143,
    secure,
    user: decodeURIComponent(parsed.username),
    password: decodeURIComponent(parsed.password),
    mailbox: mailbox || "INBOX",
    pollSeconds,
  };
}

export type StorageConfig =
  | { driver: "local" }
  | {
      driver: "s3";
      bucket: string;
      region: string;
      endpoint: string | undefined;
      /** Both or neither: without them the SDK's own chain (environment, instance role) is used. */
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
      forcePathStyle: boolean;
    };

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

/** Reads the environment once; the rest of the code only ever sees AppConfig. */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const blankAsMissing = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ""),
  );
  const parsed = envSchema.safeParse(blankAsMissing);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map(
        (issue) => `${issue.path.join(".")} ${issue.message} (got ${JSON.stringify(env[String(issue.path[0])])})`,
      ),
    );
  }
  const e = parsed.data;
  const problems: string[] = [];
  if (e.STORAGE_DRIVER === "s3" && !e.S3_BUCKET) problems.push("S3_BUCKET is required when STORAGE_DRIVER is s3");
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    problems.push("S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together");
  }
  const replyToLocal = e.REPLY_TO_ADDRESS?.split("@")[0] ?? "";
  if (e.REPLY_TO_SUBADDRESS && replyToLocal.length > 31) {
    problems.push("REPLY_TO_ADDRESS must have at most 31 characters before the @: a conversation's address adds 33");
  }
  if (e.IMAP_URL && !e.REPLY_TO_ADDRESS) {
    problems.push("REPLY_TO_ADDRESS is required when IMAP_URL is set: the address whose mailbox IMAP_URL reads");
  }
  if (Boolean(e.DKIM_PRIVATE_KEY) !== Boolean(e.DKIM_SELECTOR)) {
    problems.push("DKIM_PRIVATE_KEY and DKIM_SELECTOR go together");
  }
  if (problems.length > 0) throw new ConfigError(problems);
  const from = e.MAIL_FROM ?? `${SITE_NAME} <no-reply@${mailDomain(e.PUBLIC_URL, e.PORT)}>`;
  const storage: StorageConfig =
    e.STORAGE_DRIVER === "s3" && e.S3_BUCKET
      ? {
          driver: "s3",
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          endpoint: e.S3_ENDPOINT,
          credentials:
            e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
              : undefined,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
        }
      : { driver: "local" };
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    databaseTimeouts: {
      connectMs: e.DATABASE_CONNECT_TIMEOUT_MS,
      statementMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
      poolWaitMs: e.DATABASE_POOL_WAIT_MS,
      suspectMs: e.DATABASE_SUSPECT_AFTER_MS,
      probeMs: e.DATABASE_PROBE_TIMEOUT_MS,
    },
    dataDir: path.resolve(e.DATA_DIR),
    adminUsername: e.ADMIN_USERNAME,
    adminPassword: e.ADMIN_PASSWORD,
    seedDemo: e.SEED_DEMO,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ""),
    logLevel: e.LOG_LEVEL,
    publicWriteLimit: e.PUBLIC_WRITE_LIMIT,
    publicWriteWindowSeconds: e.PUBLIC_WRITE_WINDOW_S,
    loginUserFailureLimit: e.LOGIN_USER_FAILURE_LIMIT,
    loginIpFailureLimit: e.LOGIN_IP_FAILURE_LIMIT,
    loginWindowSeconds: e.LOGIN_WINDOW_S,
    sessionIdleHours: e.SESSION_IDLE_HOURS,
    sessionAbsoluteDays: e.SESSION_ABSOLUTE_DAYS,
    trustProxy: e.TRUST_PROXY,
    pageCacheSeconds: e.PAGE_CACHE_SECONDS,
    requestTimeoutMs: e.REQUEST_TIMEOUT_SECONDS * 1000,
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    auditRetentionDays: e.AUDIT_RETENTION_DAYS,
    applicationRetentionDays: e.APPLICATION_RETENTION_DAYS,
    revisionRetention: { days: e.REVISION_RETENTION_DAYS, keep: e.REVISION_KEEP },
    trashRetentionDays: e.TRASH_RETENTION_DAYS,
    storage,
    mail: {
      smtpUrl: e.SMTP_URL,
      from,
      dkim:
        e.DKIM_PRIVATE_KEY && e.DKIM_SELECTOR
          ? { domainName: domainOfAddress(from), keySelector: e.DKIM_SELECTOR, privateKey: pemOf(e.DKIM_PRIVATE_KEY) }
          : undefined,
    },
    newsletter: {
      linkSecret: e.MAIL_LINK_SECRET ? Buffer.from(e.MAIL_LINK_SECRET) : undefined,
      ratePerMinute: e.NEWSLETTER_RATE_PER_MINUTE,
      pendingDays: e.NEWSLETTER_PENDING_DAYS,
      bounceAddress: e.BOUNCE_ADDRESS,
      bounceImapUrl: e.BOUNCE_IMAP_URL,
    },
    inboundMail: {
      replyTo: e.REPLY_TO_ADDRESS?.toLowerCase(),
      subaddress: e.REPLY_TO_SUBADDRESS,
      imap: e.IMAP_URL ? imapSettings(e.IMAP_URL, e.IMAP_POLL_SECONDS) : undefined,
    },
    totpEncryptionKey: e.TOTP_ENCRYPTION_KEY ? (decodeKey(e.TOTP_ENCRYPTION_KEY) ?? undefined) : undefined,
    webhookAllowPrivate: e.WEBHOOK_ALLOW_PRIVATE,
    wordpressImport: {
      maxExportBytes: e.WORDPRESS_IMPORT_MAX_MB * 1024 * 1024,
      maxUploadsBytes: e.WORDPRESS_UPLOADS_MAX_MB * 1024 * 1024,
      allowPrivate: e.WORDPRESS_IMPORT_ALLOW_PRIVATE,
    },
    siteTimeZone: e.SITE_TIME_ZONE,
    testClockFile: e.TEST_CLOCK_FILE,
    backup: {
      encryptionKey: e.BACKUP_ENCRYPTION_KEY ? (decodeKey(e.BACKUP_ENCRYPTION_KEY) ?? undefined) : undefined,
      cron: e.BACKUP_CRON,
      keep: e.BACKUP_KEEP,
    },
    locales: servedLocales(e.SITE_LOCALES),
  };
}

/** The domain of MAIL_FROM's address (`Ravi Digital <no-reply@example.com>` → example.com): the DKIM signing domain. */
function domainOfAddress(from: string): string {
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from.trim();
  return address.slice(address.lastIndexOf("@") + 1).toLowerCase();
}

/** The host visitors know the site by, for a sender address nobody has to configure. */
function mailDomain(publicUrl: string | undefined, port: number): string {
  return new URL(publicUrl ?? `http://localhost:${port}`).hostname;
}

/** Test-only settings; kept here so that this file stays the only reader of the environment. */
export function loadTestSettings(env: Record<string, string | undefined> = process.env) {
  const url = env.TEST_DATABASE_URL?.trim();
  // Redis runs beside PostgreSQL on every machine the suite runs on (docs/deployment prerequisites).
  const redisUrl = env.TEST_REDIS_URL?.trim() || "redis://127.0.0.1:6379";
  return { databaseUrl: url ? url : undefined, redisUrl };
}

/** Settings of `npm run check:scale-out` (scripts/scale-out-check.ts); kept here for the same reason. */
export function loadScaleOutSettings(env: Record<string, string | undefined> = process.env) {
  return {
    /** A PostgreSQL server on which a throw-away database is created (the default is this machine's). */
    databaseUrl: env.SCALE_OUT_DATABASE_URL?.trim() || "postgres://postgres@127.0.0.1:5432/postgres",
    redisUrl: env.SCALE_OUT_REDIS_URL?.trim() || "redis://127.0.0.1:6379",
  };
}

/** A tool's count or length from the environment: a whole number above 0, else `fallback`. */
function positiveWhole(env: Record<string, string | undefined>, name: string, fallback: number) {
  const value = Number(env[name]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

/** `npm run soak:hostile` (scripts/soak-hostile.ts): how long and how much it floods the built app. */
export function loadSoakSettings(env: Record<string, string | undefined> = process.env) {
  const whole = (name: string, fallback: number) => positiveWhole(env, name, fallback);
  const url = env.SOAK_DATABASE_URL?.trim();
  return {
    /** How long the flood lasts (it stops by itself, or sooner at `maxRequests`). */
    seconds: whole("SOAK_SECONDS", 300),
    maxRequests: whole("SOAK_MAX_REQUESTS", 5_000_000),
    /** Requests in flight at once. */
    connections: whole("SOAK_CONNECTIONS", 16),
    /** The loopback port the app listens on. */
    port: whole("SOAK_PORT", 3391),
    /** Only these kinds of the mix (numbers 0–11, comma-separated), to find which one grows; all by default. */
    kinds: (env.SOAK_KINDS ?? "")
      .split(",")
      .filter((kind) => kind.trim() !== "")
      .map((kind) => Number(kind))
      .filter((kind) => Number.isInteger(kind) && kind >= 0 && kind < 12),
    /** A PostgreSQL server to soak on instead of PGlite (a throw-away database is created on it). */
    databaseUrl: url ? url : undefined,
  };
}

/** Settings of `npm run bench` (scripts/bench.ts); kept here for the same reason. */
export function loadBenchSettings(env: Record<string, string | undefined> = process.env) {
  const seconds = (name: string, fallback: number) => positiveWhole(env, name, fallback);
  const url = env.BENCH_DATABASE_URL?.trim();
  return {
    /** A PostgreSQL server to measure on besides PGlite (a throw-away database is created on it). */
    databaseUrl: url ? url : undefined,
    /** How long each target is loaded. */
    seconds: seconds("BENCH_SECONDS", 10),
    /** How long the sustained load under which memory must stay flat lasts. */
    soakSeconds: seconds("BENCH_SOAK_SECONDS", 300),
    /** `mixed` runs only the mixed load (memory and signed-in reads while busy); anything else, every target. */
    only: env.BENCH_ONLY === "mixed" ? ("mixed" as const) : ("all" as const),
    /** `npm run bench:scale`: requests timed per figure (scripts/bench-scale.ts). */
    scaleRepeat: seconds("BENCH_SCALE_REPEAT", 30),
    /** `npm run bench:scale`: the issue's sizes divided by this (1, the default, is full size; 100 a quick check). */
    scaleDivisor: seconds("BENCH_SCALE_DIVISOR", 1),
    /**
     * `npm run bench:scale`: `csv` seeds only the enquiries and measures only the CSV export (the
     * memory figure, at full size in a minute); anything else, every list.
     */
    scaleOnly: env.BENCH_SCALE_ONLY === "csv" ? ("csv" as const) : ("all" as const),
    /** `npm run bench:scale`: CSV exports in a row, each with its own memory figure (noise shows as a range). */
    scaleCsvRuns: seconds("BENCH_SCALE_CSV_RUNS", 3),
    /** `npm run bench:import`: posts (each with its own picture) in the made-up WordPress export. */
    importPosts: seconds("BENCH_IMPORT_POSTS", 5000),
    /** `npm run bench:admin`: fresh tabs per screen, the median printed. */
    adminRuns: seconds("BENCH_ADMIN_RUNS", 5),
  };
}
