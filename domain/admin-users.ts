import { z } from "zod";
import { authorBioField, authorLimits, authorPhotoField } from "./authors.ts";
import { genders } from "./enums.ts";
import { isoTimestamp } from "./iso-timestamp.ts";
import { filledText, isRequired, notFound, text, untrimmedText } from "./text-rules.ts";

export const adminUserMessages = {
  usernameRequired: isRequired("Username"),
  usernameLowercase: "Username must be lowercase",
  usernameCharacters: "Username may only contain letters, digits, dots, dashes and underscores",
  usernameTooLong: "Username must be at most 50 characters",
  usernameTaken: "Username already exists",
  fullNameRequired: isRequired("Full name"),
  fullNameTooLong: "Full name must be at most 100 characters",
  emailRequired: isRequired("Email"),
  emailInvalid: "Please enter a valid email address",
  emailFormat: "Email must be in the format {email}",
  addressRequired: isRequired("Address"),
  tooLong: "Field cannot be more than 50 characters",
  genderRequired: isRequired("Gender"),
  genderInvalid: "Gender must be Male or Female",
  dateOfBirthRequired: isRequired("Date of birth"),
  dateOfBirthInvalid: "Please enter a valid date of birth",
  tooYoung: "You must be at least 18 years old",
  passwordRequired: isRequired("Password"),
  passwordTooShort: "Password must be at least 8 characters",
  passwordTooWeak: "Password must contain an uppercase letter, a special character, and a digit",
  passwordTooLong: "Password must be at most 128 characters",
  phoneInvalid: "Phone number must be between 11 and 15 digits",
  roleRequired: isRequired("Role"),
  unknownRole: "Unknown role",
  fieldEmpty: "This field cannot be empty.",
  specialCharacters: "Special characters like !, <, >, =, `, &, %, $, etc., are not allowed.",
  added: "Admin added successfully!",
  roleUpdated: "Role updated successfully!",
  profileUpdated: "Profile updated successfully",
  deleted: "Admin deleted successfully",
  notFound: notFound("Admin"),
  superAdminRoleLocked: "A superAdmin's role cannot be changed",
  cannotDeleteSelf: "You cannot delete your own account",
  cannotDeleteSuperAdmin: "A superAdmin cannot be deleted",
  notifyLeadsInvalid: "notifyLeads must be true or false",
  authorInvalid: "authorId must be an author profile's id",
  authorTaken: "This author already signs in as a staff member",
} as const;

const m = adminUserMessages;

export const MIN_ADMIN_AGE = 18;
export const PROFILE_TEXT_MAX = 50;
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

/**
 * A password typed to be checked against the stored one (sign-in, the current password): never
 * trimmed, required, and refused as wrong when longer than any password could be, before any hashing.
 */
export function typedPasswordRule(required: string, wrong: string) {
  return untrimmedText(required).min(1, { error: required, abort: true }).max(1024, wrong);
}

const fullNameField = filledText(m.fullNameRequired).max(authorLimits.nameMax, m.fullNameTooLong);

/** The add-user form, in the order the back-office spec lists its rules. */
export const registerAdminSchema = z.object({
  username: filledText(m.usernameRequired)
    .refine((value) => value === value.toLowerCase(), { error: m.usernameLowercase, abort: true })
    .regex(/^[a-z0-9._-]+$/, { error: m.usernameCharacters, abort: true })
    .max(50, m.usernameTooLong),
  fullName: fullNameField,
  email: filledText(m.emailRequired).max(254, m.emailInvalid).regex(emailPattern, m.emailInvalid),
  address: filledText(m.addressRequired).max(PROFILE_TEXT_MAX, m.tooLong),
  gender: z.enum(genders, {
    error: (issue) => (issue.input === undefined || issue.input === "" ? m.genderRequired : m.genderInvalid),
  }),
  dateOfBirth: filledText(m.dateOfBirthRequired)
    .refine(isRealDate, { error: m.dateOfBirthInvalid, abort: true })
    .refine((value) => ageOn(value) >= MIN_ADMIN_AGE, m.tooYoung)
    .transform((value) => value.slice(0, 10)),
  password: newPasswordRule(),
  contactNumber: text(m.phoneInvalid).regex(phonePattern, m.phoneInvalid),
  role: filledText(m.roleRequired),
  /** An author profile without an account (an imported author) that this account signs in as from now on. */
  authorId: z.uuid({ error: m.authorInvalid }).optional(),
});
export type RegisterAdminInput = z.infer<typeof registerAdminSchema>;

export const changeRoleSchema = z.object({ role: filledText(m.roleRequired) });

/** Every editable profile field: not blank, none of the refused characters, then its own rule. */
const profileText = () =>
  filledText(m.fieldEmpty).refine((value) => !profileForbidden.test(value), {
    error: m.specialCharacters,
    abort: true,
  });

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
  /**
   * Their name, the byline of their articles too (ADR 0245): the add form's rule, not the other
   * fields' refused characters, which would refuse "O'Brien".
   */
  fullName: fullNameField.optional(),
  /** Their author profile's short bio and library photo (null: none). */
  bio: authorBioField.optional(),
  photoId: authorPhotoField.optional(),
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
  authorId: z
    .string()
    .nullable()
    .describe("Their author profile (GET /authors/:id): the byline, bio and photo of their articles"),
  createdAt: isoTimestamp,
  updatedAt: isoTimestamp,
});
export type User = z.infer<typeof userSchema>;
