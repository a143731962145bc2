import { hash, randomBytes } from "node:crypto";

/** 256 random bits, URL-safe: the only copy lives with the client. */
export function newSessionToken(): string {
  return randomBytes(32).toString("base64url");
}

/** What the sessions table keys on, so a leaked table holds no usable token. */
export function hashSessionToken(token: string): string {
  // The one-shot hash: no Hash object per signed-in call.
  return hash("sha256", token, "hex");
}
