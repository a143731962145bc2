import { createHash, randomBytes } from "node:crypto";

/** 256 random bits, URL-safe: the only copy lives with the client. */
export function newSessionToken(): string {
  return randomBytes(32).toString("base64url");
}

/** What the sessions table keys on, so a leaked table holds no usable token. */
export function hashSessionToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
