import { z } from "zod";
import { typedPasswordRule } from "./admin-users.ts";
import { filledText, isRequired, text } from "./text-rules.ts";
import { CODE_MAX, twoFactorMessages } from "./two-factor.ts";

export const authMessages = {
  loginSuccessful: "Login successful",
  invalidCredentials: "Invalid credentials",
  usernameRequired: isRequired("Username"),
  passwordRequired: isRequired("Password"),
  tooManyAttempts: "Too many login attempts. Try again later.",
  tokenRequired: "Authentication DS_Token is required",
  sessionExpired: "Session expired, please log in again",
  loggedOut: "Logged out successfully",
  crossSiteRefused: "Cross-site request refused",
} as const;

/** Sign-in form. The password is never trimmed: spaces are part of it. */
export const loginSchema = z.object({
  username: filledText(authMessages.usernameRequired).max(200, authMessages.invalidCredentials),
  password: typedPasswordRule(authMessages.passwordRequired, authMessages.invalidCredentials),
  /** Only for an account with two-factor sign-in: a current TOTP code or an unused recovery code. */
  code: text(twoFactorMessages.invalidCode).max(CODE_MAX, twoFactorMessages.invalidCode).optional(),
});
export type LoginInput = z.infer<typeof loginSchema>;
