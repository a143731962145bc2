import { z } from "zod";
import { typedPasswordRule } from "./admin-users.ts";
import { filledText, isRequired } from "./text-rules.ts";

export const twoFactorMessages = {
  required: "Two-factor code required",
  invalidCode: "Invalid two-factor code",
  codeRequired: "Two-factor code is required",
  enabled: "Two-factor sign-in enabled",
  disabled: "Two-factor sign-in disabled",
  alreadyEnabled: "Two-factor sign-in is already enabled",
  notSetUp: "Set up two-factor sign-in first",
  notEnabled: "Two-factor sign-in is not enabled",
  passwordRequired: isRequired("Password"),
  passwordIncorrect: "Current password is incorrect",
  ownViaProfile: "Turn off your own two-factor sign-in from your profile",
} as const;

const m = twoFactorMessages;

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30-second steps. */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
export const RECOVERY_CODE_COUNT = 10;
/** A code as typed: six digits, or a recovery code `xxxx-xxxx-xxxx-xxxx` (spaces and dashes ignored). */
export const CODE_MAX = 64;

/** A code field: trimmed; what it must look like is decided when it is checked. */
export const codeRule = () => filledText(m.codeRequired).max(CODE_MAX, m.invalidCode);

export const enableTwoFactorSchema = z.object({ code: codeRule() });
export type EnableTwoFactorInput = z.infer<typeof enableTwoFactorSchema>;

export const disableTwoFactorSchema = z.object({
  password: typedPasswordRule(m.passwordRequired, m.passwordIncorrect),
  code: codeRule(),
});
export type DisableTwoFactorInput = z.infer<typeof disableTwoFactorSchema>;

export const twoFactorSetupSchema = z.object({
  secret: z.string().describe("Base32; for typing into an authenticator app that cannot scan"),
  otpauthUrl: z.string().describe("otpauth://totp/… for the QR code"),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;
