import { randomBytes } from "node:crypto";
import { authMessages, type LoginInput } from "../../../domain/auth.ts";
import { twoFactorMessages } from "../../../domain/two-factor.ts";
import type { Db } from "../../db/client.ts";
import { SecondFactorRequired, TooManyAttempts, Unauthenticated } from "../../errors/domain-errors.ts";
import type { LoginThrottle } from "../auth/login-throttle.ts";
import { hashPassword, verifyPassword } from "../auth/password.ts";
import { findCredentials } from "../auth/queries.ts";
import type { SecretBox } from "../two-factor/secret-box.ts";
import { acceptSecondFactor } from "../two-factor/sign-in-code.ts";

/**
 * Checks a username and password; answers the same way, after the same work, whether the user is
 * unknown or the password wrong: an unknown user is verified against a hash of a random password.
 * An account with two-factor sign-in also needs a code; a wrong one counts toward the lockout.
 */
export function createAuthenticator(
  db: Db,
  throttle: LoginThrottle,
  box: SecretBox,
  /**
   * Told of every refused sign-in, by password or by code (the audit log's loginFailed), never the
   * secret: the username only when it names an account (null otherwise: a password typed in the
   * wrong field must not be kept).
   */
  refused: (username: string | null, ip: string) => Promise<void>,
) {
  const dummyHash = hashPassword(randomBytes(32).toString("hex"));
  // Awaited at the first unknown user; this only keeps a failure from being unhandled until then.
  dummyHash.catch(() => {});

  return async function authenticate(input: LoginInput, ip: string): Promise<string> {
    const username = input.username.toLowerCase();
    const wait = await throttle.retryAfterSeconds(username, ip);
    if (wait > 0) throw new TooManyAttempts(authMessages.tooManyAttempts, wait);

    const credentials = await findCredentials(db, { username });
    const valid = await verifyPassword(credentials?.passwordHash ?? (await dummyHash), input.password);
    if (!credentials || !valid) {
      await throttle.recordFailure(username, ip);
      await refused(credentials ? username : null, ip);
      throw new Unauthenticated(authMessages.invalidCredentials);
    }
    if (credentials.twoFactorSecret) {
      if (!input.code) throw new SecondFactorRequired(twoFactorMessages.required);
      const account = {
        id: credentials.id,
        secret: credentials.twoFactorSecret,
        lastStep: credentials.twoFactorLastStep,
      };
      if (!(await acceptSecondFactor(db, box, account, input.code))) {
        await throttle.recordFailure(username, ip);
        await refused(username, ip);
        throw new Unauthenticated(twoFactorMessages.invalidCode);
      }
    }
    await throttle.recordSuccess(username);
    return credentials.id;
  };
}
