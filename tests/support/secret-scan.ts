import { TEST_ADMIN } from "./constants.ts";

/** A password every helper-made admin shares; like TEST_ADMIN's, it must never come back in an answer. */
export const TEST_PASSWORD = "Test#Pass456";

const leaks: { name: string; found: (body: string) => boolean }[] = [
  { name: "argon2 hash", found: (body) => /\$argon2/i.test(body) },
  { name: "password field", found: (body) => /"(password|passwordHash|password_hash)"\s*:/i.test(body) },
  { name: "test password", found: (body) => body.includes(TEST_ADMIN.password) || body.includes(TEST_PASSWORD) },
];

/** What in a response body would expose a password or its hash. */
export function findSecrets(body: string): string[] {
  return leaks.filter(({ found }) => found(body)).map(({ name }) => name);
}
