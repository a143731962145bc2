import { z } from "zod";
import { genders } from "./enums.ts";
import { isoTimestamp } from "./iso-timestamp.ts";
import { multiLineText, text, untrimmedText } from "./text-rules.ts";

export const adminUserMessages = {
  usernameRequired: "Username is required",
  usernameLowercase: "Username must be lowercase",
  usernameCharacters: "Username may only contain letters, digits, dots, dashes and underscores",
  usernameTooLong: "Username must be at most 50 characters",
  usernameTaken: "Username already exists",
  fullNameRequired: "Full name is required",
  fullNameTooLong: "Full name must be at most 100 characters",
  emailRequired: "Email is required",
  emailInvalid: "Please enter a valid email address",
  emailFormat: "Email must be in the format {email}",
  addressRequired: "Address is required",
  tooLong: "Field cannot be more than 50 characters",
  genderRequired: "Gender is required",
  genderInvalid: "Gender must be Male or Female",
  dateOfBirthRequired: "Date of birth is required",
  dateOfBirthInvalid: "Please enter a valid date of birth",
  tooYoung: "You must be at least 18 years old",
  passwordRequired: "Password is required",
  passwordTooShort: "Password must be at least 8 characters",
  passwordTooWeak: "Password must contain an uppercase letter, a special character, and a digit",
  passwordTooLong: "Password must be at most 128 characters",
  phoneInvalid: "Phone number must be between 11 and 15 digits",
  roleRequired: "Role is required",
  unknownRole: "Unknown role",
  fieldEmpty: "This field cannot be empty.",
  specialCharacters: "Special characters like !, <, >, =, `, &, %, $, etc., are not allowed.",
  added: "Admin added successfully!",
  roleUpdated: "Role updated successfully!",
  profileUpdated: "Profile updated successfully",
  deleted: "Admin deleted successfully",
  notFound: "Admin not found",
  superAdminRoleLocked: "A superAdmin's role cannot be changed",
  cannotDeleteSelf: "You cannot delete your own account",
  cannotDeleteSuperAdmin: "A superAdmin cannot be deleted",
  notifyLeadsInvalid: "notifyLeads must be true or false",
} as const;

const m = adminUserMessages;

export const MIN_ADMIN_AGE = 18;
export const PROFILE_TEXT_MAX = 50;
/** The public profile an article's author shows (issue 54): a name, a short bio, a library picture. */
export const publicProfileLimits = { nameMax: 100, bioMax: 500, photoMax: 500 } as const;
export const publicProfileMessages = {
  publicNameTooLong: `Public name cannot exceed ${publicProfileLimits.nameMax} characters`,
  bioTooLong: `Bio cannot exceed ${publicProfileLimits.bioMax} characters`,
  photoInvalid: "Photo must be a picture of the media library",
} as const;
const pm = publicProfileMessages;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const phonePattern = /^\d{11,15}$/;
const datePattern = /^(\d{4})-(\d{2})-(\d{2})(T.*)?$/;
/** The characters the profile form refuses: ! < > = ` & % $ ; ' [ ] { } */
const profileForbidden = /[!<>=`&%$;'[\]{}]/;

export function isStrongPassword(password: string): boolean {
  return /[A-Z]/.test(password) && /\d/.test(password) && /[^A-Za-z0-9]/.test(password);
}

/** Whole years between a YYYY-MM-DD birth date and `today` (UTC calendar days). */
export function ageOn(dateOfBirth: string, today = new Date()): number {
  const [year, month, day] = dateOfBirth.slice(0, 10).split("-").map(Number);
  const birthdayPassed =
    today.getUTCMonth() + 1 > month || (today.getUTCMonth() + 1 === month && today.getUTCDate() >= day);
  return today.getUTCFullYear() - year - (birthdayPassed ? 0 : 1);
}

function isRealDate(value: string): boolean {
  const match = datePattern.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The add-user password rules, in their order; also a new password on change and reset. */
export function newPasswordRule() {
  return untrimmedText(m.passwordRequired)
    .min(1, { error: m.passwordRequired, abort: true })
    .min(PASSWORD_MIN, { error: m.passwordTooShort, abort: true })
    .max(PASSWORD_MAX, { error: m.passwordTooLong, abort: true })
    .refine(isStrongPassword, m.passwordTooWeak);
}

const required = (message: string) => text(message).min(1, { error: message, abort: true });

/** The add-user form, in the order the back-office spec lists its rules. */
export const registerAdminSchema = z.object({
  username: required(m.usernameRequired)
    .refine((value) => value === value.toLowerCase(), { error: m.usernameLowercase, abort: true })
    .regex(/^[a-z0-9._-]+$/, { error: m.usernameCharacters, abort: true })
    .max(50, m.usernameTooLong),
  fullName: required(m.fullNameRequired).max(100, m.fullNameTooLong),
  email: required(m.emailRequired).max(254, m.emailInvalid).regex(emailPattern, m.emailInvalid),
  address: required(m.addressRequired).max(PROFILE_TEXT_MAX, m.tooLong),
  gender: z.enum(genders, {
    error: (issue) => (issue.input === undefined || issue.input === "" ? m.genderRequired : m.genderInvalid),
  }),
  dateOfBirth: required(m.dateOfBirthRequired)
    .refine(isRealDate, { error: m.dateOfBirthInvalid, abort: true })
    .refine((value) => ageOn(value) >= MIN_ADMIN_AGE, m.tooYoung)
    .transform((value) => value.slice(0, 10)),
  password: newPasswordRule(),
  contactNumber: text(m.phoneInvalid).regex(phonePattern, m.phoneInvalid),
  role: required(m.roleRequired),
});
export type RegisterAdminInput = z.infer<typeof registerAdminSchema>;

export const changeRoleSchema = z.object({ role: required(m.roleRequired) });

/** Every editable profile field: not blank, none of the refused characters, then its own rule. */
const profileText = () =>
  text(m.fieldEmpty)
    .min(1, { error: m.fieldEmpty, abort: true })
    .refine((value) => !profileForbidden.test(value), { error: m.specialCharacters, abort: true });

/** The profile modal: only the fields sent are checked and changed. */
export const profileUpdateSchema = z.object({
  email: profileText()
    .regex(emailPattern, { error: m.emailInvalid, abort: true })
    .refine((value) => value.toLowerCase().endsWith(".com"), { error: m.emailFormat, abort: true })
    .max(254, m.emailInvalid)
    .optional(),
  contactNumber: profileText().regex(phonePattern, m.phoneInvalid).optional(),
  address: profileText().max(PROFILE_TEXT_MAX, m.tooLong).optional(),
  notifyLeads: z.boolean({ error: m.notifyLeadsInvalid }).optional(),
  /** Shown as an article's author; empty: the full name. */
  publicName: text(pm.publicNameTooLong).max(publicProfileLimits.nameMax, pm.publicNameTooLong).optional(),
  bio: multiLineText(pm.bioTooLong).max(publicProfileLimits.bioMax, pm.bioTooLong).optional(),
  /** A library picture's address (`/uploads/…`); empty: none. */
  photo: text(pm.photoInvalid)
    .max(publicProfileLimits.photoMax, pm.photoInvalid)
    .refine((value) => value === "" || /^\/uploads\/[^\s"'<>]+$/.test(value), pm.photoInvalid)
    .optional(),
});
export type ProfileUpdateInput = z.infer<typeof profileUpdateSchema>;

/** An admin as the API shows it: never the password or its hash; `role` is the privilege's name. */
export const userSchema = z.object({
  _id: z.string(),
  username: z.string(),
  fullName: z.string(),
  email: z.string(),
  contactNumber: z.string(),
  address: z.string(),
  gender: z.enum(genders),
  dateOfBirth: z.string().describe("YYYY-MM-DD"),
  role: z.string(),
  twoFactorEnabled: z.boolean(),
  notifyLeads: z.boolean().describe("E-mailed a notice of each new enquiry and job application"),
  publicName: z.string().describe("The name the blog shows as an article's author; empty: fullName"),
  bio: z.string().describe("The blog's short text about the author"),
  photo: z.string().describe("The author's picture (a library address); empty: none"),
  createdAt: isoTimestamp,
  updatedAt: isoTimestamp,
});
export type User = z.infer<typeof userSchema>;
