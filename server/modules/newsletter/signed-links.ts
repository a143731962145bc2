import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { appSecrets } from "./schema.ts";

/**
 * What a newsletter link carries, signed (ADR 0261): a confirmation (a subscriber, until a time), an
 * unsubscribe (one sent message, or a test message of a campaign), and a click counted for a person.
 */
export type LinkClaim =
  | { purpose: "confirm"; subscriberId: string; expiresAt: number }
  | { purpose: "unsubscribe"; messageId: string }
  | { purpose: "test"; campaignId: string }
  | { purpose: "click"; messageId: string };

const letters = { confirm: "c", unsubscribe: "u", test: "t", click: "k" } as const;
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** 128 bits of HMAC-SHA256, base64url: short enough for a link, far beyond guessing. */
const SIGNATURE_CHARS = 22;

const payloadOf = (claim: LinkClaim): string => {
  switch (claim.purpose) {
    case "confirm":
      return `${letters.confirm}.${claim.subscriberId}.${Math.floor(claim.expiresAt / 1000).toString(36)}`;
    case "unsubscribe":
    case "click":
      return `${letters[claim.purpose]}.${claim.messageId}`;
    case "test":
      return `${letters.test}.${claim.campaignId}`;
  }
};

const claimOf = (payload: string): LinkClaim | null => {
  const [letter, id, expiry, ...rest] = payload.split(".");
  if (!id || !uuidPattern.test(id) || rest.length > 0) return null;
  if (letter === letters.confirm) {
    const seconds = expiry ? Number.parseInt(expiry, 36) : Number.NaN;
    return Number.isSafeInteger(seconds) && /^[0-9a-z]+$/.test(expiry ?? "")
      ? { purpose: "confirm", subscriberId: id, expiresAt: seconds * 1000 }
      : null;
  }
  if (expiry !== undefined) return null;
  if (letter === letters.unsubscribe) return { purpose: "unsubscribe", messageId: id };
  if (letter === letters.click) return { purpose: "click", messageId: id };
  if (letter === letters.test) return { purpose: "test", campaignId: id };
  return null;
};

/**
 * Signs and checks the newsletter's links with one secret every instance shares, read the first
 * time a link is made or checked (the database may not be migrated yet when the app is built).
 */
export class LinkSigner {
  #secret: Promise<Buffer> | undefined;

  constructor(private readonly loadSecret: () => Promise<Buffer>) {}

  private async signatureOf(payload: string): Promise<Buffer> {
    this.#secret ??= this.loadSecret().catch((error: unknown) => {
      this.#secret = undefined;
      throw error;
    });
    const secret = await this.#secret;
    return Buffer.from(
      createHmac("sha256", secret).update(`newsletter-link:${payload}`).digest("base64url").slice(0, SIGNATURE_CHARS),
    );
  }

  async sign(claim: LinkClaim): Promise<string> {
    const payload = payloadOf(claim);
    return `${payload}.${(await this.signatureOf(payload)).toString()}`;
  }

  /** The claim of a token this server signed, or null for anything else (a confirmation's expiry is the caller's to judge). */
  async read(token: string): Promise<LinkClaim | null> {
    const cut = token.lastIndexOf(".");
    if (cut < 0 || token.length > 200) return null;
    const payload = token.slice(0, cut);
    const given = Buffer.from(token.slice(cut + 1));
    const expected = await this.signatureOf(payload);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    return claimOf(payload);
  }
}

const SECRET_NAME = "newsletter-links";

/**
 * The links' secret: MAIL_LINK_SECRET when set, else one made by the first instance to start and
 * kept in the database, so every instance, and the same instance after a restart, signs alike.
 */
export async function linkSecret(db: Db, configured: Buffer | undefined): Promise<Buffer> {
  if (configured) return configured;
  await db
    .insert(appSecrets)
    .values({ name: SECRET_NAME, value: randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, SECRET_NAME));
  if (!row) throw new Error("the newsletter links' secret could not be stored");
  return Buffer.from(row.value, "base64url");
}
