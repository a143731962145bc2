import { authMessages } from "../../../domain/auth.ts";
import type { Db } from "../../db/client.ts";
import { InvalidInput, TooManyAttempts } from "../../errors/domain-errors.ts";
import type { LoginThrottle } from "./login-throttle.ts";
import { verifyPassword } from "./password.ts";
import { findCredentials } from "./queries.ts";

export type Caller = { id: string; username: string; ip: string };

/**
 * A signed-in admin proves they know their password before changing a credential. Wrong guesses
 * count toward the sign-in lockout, so a stolen session cannot be used to guess the password
 * faster than the sign-in form allows (ADR 0078).
 */
export async function checkOwnPassword(
  db: Db,
  throttle: LoginThrottle,
  caller: Caller,
  password: string,
  wrong: { message: string; path: string },
): Promise<void> {
  const wait = await throttle.retryAfterSeconds(caller.username, caller.ip);
  if (wait > 0) throw new TooManyAttempts(authMessages.tooManyAttempts, wait);
  const credentials = await findCredentials(db, { username: caller.username });
  if (credentials?.id === caller.id && (await verifyPassword(credentials.passwordHash, password))) return;
  await throttle.recordFailure(caller.username, caller.ip);
  throw InvalidInput.of(wrong.message, wrong.path);
}
