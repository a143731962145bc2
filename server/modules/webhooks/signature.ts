import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/** A new endpoint secret: 32 random bytes, prefixed so people recognise it when they paste it. */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString("base64url")}`;

const hmac = (secret: string, timestamp: number, body: string) =>
  createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");

/** `X-Webhook-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`, as Stripe signs. */
export const signatureHeader = (secret: string, timestamp: number, body: string) =>
  `t=${timestamp},v1=${hmac(secret, timestamp, body)}`;

/**
 * What a receiver does (docs/api.md shows it): recompute the HMAC over the timestamp and the raw
 * body, compare in constant time, and refuse a timestamp older than `toleranceSeconds`.
 */
export function verifySignature(
  secret: string,
  header: string,
  body: string,
  nowSeconds: number,
  toleranceSeconds = 300,
): boolean {
  const parts = new Map(
    header.split(",").map((part) => [part.slice(0, part.indexOf("=")), part.slice(part.indexOf("=") + 1)]),
  );
  const timestamp = Number(parts.get("t"));
  const given = parts.get("v1") ?? "";
  if (!Number.isInteger(timestamp) || Math.abs(nowSeconds - timestamp) > toleranceSeconds) return false;
  const expected = Buffer.from(hmac(secret, timestamp, body), "hex");
  const actual = Buffer.from(given, "hex");
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
