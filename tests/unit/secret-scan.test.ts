import { describe, expect, it } from "vitest";
import { TEST_ADMIN } from "../support/constants.ts";
import { findSecrets } from "../support/secret-scan.ts";

describe("the response scan every API test runs", () => {
  it("spots hashes, password fields and the test passwords", () => {
    expect(findSecrets('{"data":{"hash":"$argon2id$v=19$m=19456"}}')).toEqual(["argon2 hash"]);
    expect(findSecrets('{"passwordHash": "x"}')).toEqual(["password field"]);
    expect(findSecrets(`{"echo":"${TEST_ADMIN.password}"}`)).toEqual(["test password"]);
  });

  it("lets validation messages about passwords through", () => {
    expect(
      findSecrets('{"message":"Password must be at least 8 characters","issues":[{"path":"password","message":"x"}]}'),
    ).toEqual([]);
  });
});
