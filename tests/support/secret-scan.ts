import { TEST_ADMIN } from "./constants.ts";

/** A password every helper-made admin shares; like TEST_ADMIN's, it must never come back in an answer. */
export const TEST_PASSWORD = "Test#Pass456";

const leaks: { name: string; pattern: RegExp }[] = [
  { name: "argon2 hash", pattern: /\$argon2/i },
  { name: "password field", pattern: /"(password|passwordHash|password_hash)"\s*:/i },
  { name: "test password", pattern: new RegExp(escape(TEST_ADMIN.password)) },
  { name: "test password", pattern: new RegExp(escape(TEST_PASSWORD)) },
];

function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** What in a response body would expose a password or its hash. */
export function findSecrets(body: string): string[] {
  return leaks.filter(({ pattern }) => pattern.test(body)).map(({ name }) => name);
}
