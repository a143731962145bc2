import { z } from "zod";
import { contentInPlural } from "./content-kinds.ts";
import { isoTimestamp } from "./iso-timestamp.ts";
import { contentAreas, type RolePermissions, uniformPermissions } from "./roles.ts";
import { isRequired, mustBeOneOf, notFound, text, tooLong } from "./text-rules.ts";

/**
 * API keys (docs/api.md "Privilege areas for personal data, and API keys", ADR 0137): what a key
 * may be allowed to do, the rules of a new key, and how its scopes become rights.
 */
export const apiKeyScopes = [
  "leads:read",
  "leads:write",
  "applications:read",
  "content:read",
  "content:write",
] as const;
export type ApiKeyScope = (typeof apiKeyScopes)[number];

/** How the Integrations screen names each scope. */
export const apiKeyScopeLabels: Record<ApiKeyScope, string> = {
  "leads:read": "Read leads (enquiries, potential customers, subscribers) and export them",
  "leads:write": "Update leads (stage, notes)",
  "applications:read": "Read job applications, export them and download resumes",
  "content:read": "Read content, including drafts and inactive items",
  "content:write": `Create and change content (${contentInPlural.join(", ")})`,
};

/** Scopes that reach people's personal data: the screen warns before they are given. */
export const personalDataScopes: readonly ApiKeyScope[] = ["leads:read", "leads:write", "applications:read"];

/** Every key starts with this, so the server knows a key from a session token without a lookup. */
export const API_KEY_PREFIX = "agk_";
/** How many characters of a key the list shows, so a person can recognise it (the prefix included). */
export const API_KEY_SHOWN_CHARS = 10;
export const API_KEY_NAME_MAX = 100;
/** Calls one key may make per window, on every instance together (the shared counters). */
export const API_KEY_RATE_LIMIT = 120;
export const API_KEY_RATE_WINDOW_MS = 60_000;
/** `last_used_at` is written at most this often per key. */
export const API_KEY_TOUCH_MS = 60_000;

export function isApiKeyToken(token: string): boolean {
  return token.startsWith(API_KEY_PREFIX);
}

export const apiKeyMessages = {
  nameRequired: isRequired("Name"),
  nameTooLong: tooLong("Name", API_KEY_NAME_MAX),
  scopesRequired: "Choose at least one scope",
  scopeInvalid: mustBeOneOf("Scope", apiKeyScopes),
  expiresAtInvalid: "Expiry must be a date and time in the future",
  notFound: notFound("API key"),
  created: "API key created; copy it now, it is not shown again",
  revoked: "API key revoked",
  alreadyRevoked: "API key is already revoked",
  /** The 401 of a key that is unknown, revoked or expired. */
  refused: "This API key is not valid (unknown, revoked or expired)",
  /** The 403 of a route that only a person may call (account, password, two-factor, sign-out). */
  personOnly: "An API key cannot call this route; it needs a signed-in person",
  /** The 403 of a read that needs `content:read`. */
  contentReadNeeded: "You do not have permission to read content",
} as const;
const m = apiKeyMessages;

/** `POST /api-keys`. `expiresAt` in the past is refused by the server (it reads the clock). */
export const apiKeyCreateSchema = z.object({
  name: text(m.nameRequired).min(1, m.nameRequired).max(API_KEY_NAME_MAX, m.nameTooLong),
  scopes: z
    .array(z.enum(apiKeyScopes, { error: m.scopeInvalid }), { error: m.scopesRequired })
    .min(1, m.scopesRequired)
    .transform((scopes) => apiKeyScopes.filter((scope) => scopes.includes(scope))),
  expiresAt: z.iso.datetime({ offset: true, error: m.expiresAtInvalid }).nullish(),
});
export type ApiKeyCreate = z.infer<typeof apiKeyCreateSchema>;

/** A key as the list shows it: never the key, only its first characters. */
export const apiKeySchema = z.object({
  _id: z.string(),
  name: z.string(),
  scopes: z.array(z.enum(apiKeyScopes)),
  keyStart: z.string(),
  createdAt: isoTimestamp,
  createdBy: z.string().nullable(),
  expiresAt: isoTimestamp.nullable(),
  revokedAt: isoTimestamp.nullable(),
  lastUsedAt: isoTimestamp.nullable(),
});
export type ApiKeyDto = z.infer<typeof apiKeySchema>;

/** The answer of `POST /api-keys`: the only time the key itself is shown. */
export const apiKeyCreatedSchema = apiKeySchema
  .pick({ _id: true, name: true, scopes: true, expiresAt: true })
  .extend({ key: z.string() });
export type ApiKeyCreated = z.infer<typeof apiKeyCreatedSchema>;

/** Whether a key may be used at `now`: not revoked, and not past its expiry. */
export function isApiKeyLive(key: { revokedAt: Date | null; expiresAt: Date | null }, now: number): boolean {
  return key.revokedAt === null && (key.expiresAt === null || key.expiresAt.getTime() > now);
}

/** The role name a key acts under: never a real role, never superAdmin. */
export const apiKeyRole = (id: string) => `apiKey:${id}`;

/**
 * The rights a key's scopes give, in the matrix every rule reads (ADR 0137), so that a key is
 * allowed or refused by the very rules that decide for people.
 */
export function apiKeyPermissions(scopes: readonly ApiKeyScope[]): RolePermissions {
  const permissions = uniformPermissions(false);
  if (scopes.includes("leads:read")) permissions.leads = { ...permissions.leads, read: true, export: true };
  if (scopes.includes("leads:write")) permissions.leads = { ...permissions.leads, update: true };
  if (scopes.includes("applications:read")) {
    permissions.applications = { ...permissions.applications, read: true, export: true };
  }
  if (scopes.includes("content:write")) {
    for (const area of contentAreas) permissions[area] = { create: true, update: true, statusChange: true };
  }
  return permissions;
}

/** How an API key is named in the audit log and the request log. */
export const apiKeyActorName = (name: string) => `API key "${name}"`;
