import { generateSecret, generateURI, verify } from "otplib";
import { SITE_NAME } from "../../../domain/public-site.ts";
import { TOTP_PERIOD_SECONDS } from "../../../domain/two-factor.ts";

/** A fresh base32 secret of 160 bits (RFC 4226's recommended length). */
export function newTotpSecret(): string {
  return generateSecret();
}

/** What an authenticator app scans: issuer and account name shown in the app, the defaults otherwise. */
export function otpauthUrl(secret: string, username: string): string {
  return generateURI({ issuer: SITE_NAME, label: username, secret });
}

/**
 * The time step of `code` when it is a valid code of `secret` within one step of clock drift either
 * way and later than `afterStep` (the last step accepted: an earlier or equal one is a replay);
 * null otherwise.
 */
export async function matchTotp(
  secret: string,
  code: string,
  afterStep: number | null,
  now = Date.now(),
): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now / 1000),
    epochTolerance: TOTP_PERIOD_SECONDS,
    afterTimeStep: afterStep ?? undefined,
  });
  // The TOTP answer carries the matched step; the union type also covers HOTP, which has none.
  return result.valid && "timeStep" in result ? result.timeStep : null;
}
