import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  hashRecoveryCode,
  newRecoveryCodes,
  normaliseRecoveryCode,
} from "../../server/modules/two-factor/recovery-codes.ts";
import { SealedSecretError, SecretBox } from "../../server/modules/two-factor/secret-box.ts";

const userA = "6f1c2a5e-0000-4000-8000-00000000000a";
const userB = "6f1c2a5e-0000-4000-8000-00000000000b";

describe("the TOTP secret box", () => {
  const box = new SecretBox(randomBytes(32));
  const secret = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";

  it("opens what it sealed, and the sealed text shows nothing of the secret", () => {
    const sealed = box.seal(userA, secret);
    expect(sealed).not.toContain(secret);
    expect(sealed).toMatch(/^v1\.[\w-]{8}\./);
    expect(box.open(userA, sealed)).toBe(secret);
    expect(box.seal(userA, secret)).not.toBe(sealed);
  });

  it("refuses a value moved to another admin, a changed value and another key", () => {
    const sealed = box.seal(userA, secret);
    expect(() => box.open(userB, sealed)).toThrow(SealedSecretError);
    const parts = sealed.split(".");
    parts[4] = Buffer.from("AAAAAAAAAAAAAAAA").toString("base64url");
    expect(() => box.open(userA, parts.join("."))).toThrow(SealedSecretError);
    expect(() => new SecretBox(randomBytes(32)).open(userA, sealed)).toThrow("sealed with another key");
    expect(() => box.open(userA, "plain text")).toThrow("malformed");
  });

  it("takes only a 32-byte key", () => {
    expect(() => new SecretBox(randomBytes(16))).toThrow();
  });
});

describe("recovery codes", () => {
  it("are ten distinct codes of four groups, compared without case, spaces or dashes", () => {
    const codes = newRecoveryCodes();
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^([a-z2-9]{4}-){3}[a-z2-9]{4}$/);
    expect(normaliseRecoveryCode(" AB12-cd34 ")).toBe("ab12cd34");
    expect(hashRecoveryCode(codes[0].toUpperCase().replaceAll("-", " "))).toBe(hashRecoveryCode(codes[0]));
    expect(hashRecoveryCode(codes[0])).not.toBe(hashRecoveryCode(codes[1]));
  });
});
