import { z } from "zod";
import { adminUserMessages, newPasswordRule, registerAdminSchema, typedPasswordRule } from "./admin-users.ts";
import { isRequired, text } from "./text-rules.ts";

export const passwordMessages = {
  changed: "Password changed successfully",
  currentRequired: isRequired("Current password"),
  currentIncorrect: "Current password is incorrect",
  confirmRequired: "Please confirm the new password",
  mismatch: "Passwords do not match",
  resetRequested: "If that e-mail belongs to a staff account, a reset link has been sent.",
  resetDone: "Password has been reset. Please sign in.",
  resetLinkInvalid: "This reset link is invalid or has expired.",
  emailRequired: adminUserMessages.emailRequired,
  emailInvalid: adminUserMessages.emailInvalid,
} as const;

const m = passwordMessages;

/** How long an e-mailed or superAdmin-made reset link works. */
export const PASSWORD_RESET_MINUTES = 30;
export const RESET_TOKEN_MAX = 200;

/** The password in the profile: the current one, and a new one under the add-user rules. */
export const changePasswordSchema = z.object({
  currentPassword: typedPasswordRule(m.currentRequired, m.currentIncorrect),
  newPassword: newPasswordRule(),
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** The new password typed twice: the forms check it before anything is sent. */
const confirmPassword = () => z.string({ error: m.confirmRequired }).min(1, m.confirmRequired);
const matching = { error: m.mismatch, path: ["confirmPassword"] };
const sameTwice = (values: { newPassword: string; confirmPassword: string }) =>
  values.confirmPassword === values.newPassword;

export const changePasswordFormSchema = changePasswordSchema
  .extend({ confirmPassword: confirmPassword() })
  .refine(sameTwice, matching);
export type ChangePasswordForm = z.input<typeof changePasswordFormSchema>;

/** The address of a staff account, under the same rule an admin's e-mail was stored with. */
export const resetRequestSchema = z.object({ email: registerAdminSchema.shape.email });
export type ResetRequestInput = z.infer<typeof resetRequestSchema>;

export const resetConfirmSchema = z.object({
  token: text(m.resetLinkInvalid).min(1, m.resetLinkInvalid).max(RESET_TOKEN_MAX, m.resetLinkInvalid),
  newPassword: newPasswordRule(),
});
export type ResetConfirmInput = z.infer<typeof resetConfirmSchema>;

export const resetConfirmFormSchema = z
  .object({ newPassword: newPasswordRule(), confirmPassword: confirmPassword() })
  .refine(sameTwice, matching);
export type ResetConfirmForm = z.input<typeof resetConfirmFormSchema>;

export const resetLinkSchema = z.object({
  url: z.string().describe("The one-time link to /admin/reset-password"),
  expiresAt: z.string().describe("ISO-8601; 30 minutes after it was made"),
});
export type ResetLink = z.infer<typeof resetLinkSchema>;
