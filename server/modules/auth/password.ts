import argon2 from "argon2";

/**
 * argon2id at OWASP's baseline (19 MiB, 2 passes, 1 lane): about 25 ms on these 2-core machines,
 * so sign-in stays responsive while an offline guess stays expensive. See docs/decisions/0020.
 */
export const passwordHashOptions = {
  type: argon2.argon2id,
  memoryCost: 19 * 1024,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, passwordHashOptions);
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}
