import { createHash, randomInt } from "node:crypto";
import { RECOVERY_CODE_COUNT } from "../../../domain/two-factor.ts";

/** Lowercase letters and digits without the look-alikes (0/o, 1/l/i): 31 symbols. */
const ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";
const GROUPS = 4;
const GROUP_LENGTH = 4;

function newCode(): string {
  const groups = Array.from({ length: GROUPS }, () =>
    Array.from({ length: GROUP_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join(""),
  );
  return groups.join("-");
}

/** Ten codes of 16 symbols (about 79 bits each), shown once and stored only as hashes. */
export function newRecoveryCodes(): string[] {
  const codes = new Set<string>();
  while (codes.size < RECOVERY_CODE_COUNT) codes.add(newCode());
  return [...codes];
}

/** Spaces, dashes and case do not matter when a code is typed back. */
export function normaliseRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, "");
}

/**
 * SHA-256 is enough here: a code carries about 79 random bits, beyond any guessing from a stolen
 * hash (unlike a password, which needs argon2).
 */
export function hashRecoveryCode(code: string): string {
  return createHash("sha256").update(normaliseRecoveryCode(code)).digest("hex");
}
