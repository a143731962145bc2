import { describe, expect, it } from "vitest";
import { fieldChanges, valueText } from "../../app/lib/admin/audit-changes.ts";
import { changedFields, withoutSecrets } from "../../server/engines/audit-trail/fields.ts";

describe("changedFields", () => {
  it("keeps only what differs, nested rights by their changed leaves, lists whole", () => {
    expect(
      changedFields(
        { name: "A", tags: ["x"], permissions: { career: { create: false, update: true } }, same: 1 },
        { name: "B", tags: ["x", "y"], permissions: { career: { create: true, update: true } }, same: 1 },
      ),
    ).toEqual({
      before: { name: "A", tags: ["x"], permissions: { career: { create: false } } },
      after: { name: "B", tags: ["x", "y"], permissions: { career: { create: true } } },
    });
  });

  it("names a field that appears or disappears with null on the other side", () => {
    expect(changedFields({ icon: "/a.webp" }, {})).toEqual({ before: { icon: "/a.webp" }, after: { icon: null } });
  });
});

describe("withoutSecrets", () => {
  it("drops password, hash, token, TOTP secret and recovery code fields at any depth, and hash values", () => {
    expect(
      withoutSecrets({
        username: "sara",
        password: "Secret#1",
        passwordHash: "$argon2id$v=19$...",
        nested: { resetToken: "abc", totpSecret: "JBSW", recoveryCodes: ["1"], otpauthUrl: "otpauth://", kept: true },
        note: "$argon2id$v=19$m=65536",
        list: [{ token: "t", name: "n" }],
      }),
    ).toEqual({ username: "sara", nested: { kept: true }, list: [{ name: "n" }] });
  });
});

describe("the back office's before/after rows", () => {
  it("flattens nested rights to paths and keeps references whole", () => {
    const rows = fieldChanges({
      before: { permissions: { career: { create: false } }, category: { _id: "1", name: "Web" } },
      after: { permissions: { career: { create: true } }, category: { _id: "2", name: "Apps" } },
    });
    expect(rows.map((row) => [row.field, valueText(row.before), valueText(row.after)])).toEqual([
      ["permissions.career.create", "No", "Yes"],
      ["category", "Web", "Apps"],
    ]);
  });

  it("shows a created record's fields with nothing before", () => {
    expect(fieldChanges({ before: null, after: { title: "Job", jobRole: ["a", "b"] } })).toEqual([
      { field: "title", before: undefined, after: "Job", added: true, removed: false },
      { field: "jobRole", before: undefined, after: ["a", "b"], added: true, removed: false },
    ]);
    expect(valueText(["a", "b"])).toBe("a\nb");
  });
});
