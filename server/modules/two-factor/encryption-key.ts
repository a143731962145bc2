import { randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import type { AppConfig } from "../../config.ts";

export const generatedKeyFile = (dataDir: string) => path.join(dataDir, "secrets", "totp-encryption.key");

/**
 * TOTP_ENCRYPTION_KEY when configured. Otherwise a key made once and kept in DATA_DIR, apart from
 * the database files, so a copy of the database alone does not reveal the secrets. That suits one
 * instance; several instances must be given the same TOTP_ENCRYPTION_KEY (ADR 0078).
 */
export async function totpEncryptionKey(
  config: Pick<AppConfig, "totpEncryptionKey" | "dataDir">,
  log: FastifyBaseLogger,
): Promise<Buffer> {
  if (config.totpEncryptionKey) return config.totpEncryptionKey;
  const file = generatedKeyFile(config.dataDir);
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  try {
    // `wx`: of two processes starting on one DATA_DIR, the second reads the first one's key.
    await writeFile(file, randomBytes(32).toString("base64"), { flag: "wx", mode: 0o600 });
    log.warn({ file }, "TOTP_ENCRYPTION_KEY is not set: generated a key for two-factor secrets in DATA_DIR");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  const key = Buffer.from((await readFile(file, "utf8")).trim(), "base64");
  if (key.length !== 32) throw new Error(`${file} does not hold a 32-byte key`);
  return key;
}
