import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";

const VERSION = "v1";

/**
 * Seals the TOTP secrets kept in the database with AES-256-GCM (ADR 0078). Each sealed value is
 * bound to its admin (the id is authenticated data), so a value copied into another row does not
 * open; it names its key by a short fingerprint, so a wrong key is reported as such.
 */
export class SecretBox {
  private readonly keyId: string;

  constructor(private readonly key: Buffer) {
    if (key.length !== 32) throw new Error("the TOTP encryption key must be 32 bytes");
    this.keyId = createHash("sha256").update(key).digest("base64url").slice(0, 8);
  }

  seal(userId: string, plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv("aes-256-gcm", this.key, iv);
    cipher.setAAD(Buffer.from(userId, "utf8"));
    const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
    return [VERSION, this.keyId, iv, cipher.getAuthTag(), body]
      .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
      .join(".");
  }

  open(userId: string, sealed: string): string {
    const [version, keyId, iv, tag, body] = sealed.split(".");
    if (version !== VERSION || !iv || !tag || body === undefined) throw new SealedSecretError("malformed");
    if (keyId !== this.keyId) throw new SealedSecretError("sealed with another key");
    try {
      const decipher = createDecipheriv("aes-256-gcm", this.key, Buffer.from(iv, "base64url"));
      decipher.setAAD(Buffer.from(userId, "utf8"));
      decipher.setAuthTag(Buffer.from(tag, "base64url"));
      return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
    } catch {
      throw new SealedSecretError("does not open");
    }
  }
}

/** A stored secret that cannot be read with this instance's key: an operator's problem, logged by code. */
export class SealedSecretError extends Error {
  readonly code: string;
  constructor(reason: "malformed" | "sealed with another key" | "does not open") {
    super(`TOTP secret ${reason}`);
    this.name = "SealedSecretError";
    this.code = reason.replaceAll(" ", "_").toUpperCase();
  }
}
