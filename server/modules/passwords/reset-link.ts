import { createHash, randomBytes } from "node:crypto";
import { PASSWORD_RESET_MINUTES, type ResetLink } from "../../../domain/passwords.ts";
import type { Db } from "../../db/client.ts";
import { toIso } from "../../lib/iso-date.ts";
import { replaceResetToken } from "./queries.ts";

export const RESET_PAGE_PATH = "/admin/reset-password";

/** What the table keys on: a leaked table holds no working link. */
export function hashResetToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/**
 * A one-time link for the admin, valid 30 minutes, on the site's configured address (never the
 * request's Host header, which a caller could forge to have the link point elsewhere). `tx` is the
 * transaction of the caller, which may record who made the link.
 */
export async function issueResetLink(tx: Db, userId: string, publicUrl: string, now = new Date()): Promise<ResetLink> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + PASSWORD_RESET_MINUTES * 60 * 1000);
  await replaceResetToken(tx, { tokenHash: hashResetToken(token), userId, expiresAt });
  const url = new URL(RESET_PAGE_PATH, `${publicUrl}/`);
  url.searchParams.set("token", token);
  return { url: url.toString(), expiresAt: toIso(expiresAt) };
}
