import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RESUME_MAX_BYTES, resumeFileSchema } from "../../domain/application.ts";
import { storeResumeFile } from "../../server/modules/applications/service.ts";
import { LocalDiskStorage } from "../../server/storage/local-disk-storage.ts";

const file = (bytes: number, name = "cv.pdf") => new File([Buffer.alloc(bytes, 65)], name, { type: "application/pdf" });

describe("resumeFileSchema (the form's check)", () => {
  it("accepts a file of any type up to 10 MB", () => {
    expect(resumeFileSchema.safeParse(file(1, "cv.docx")).success).toBe(true);
    expect(resumeFileSchema.safeParse(file(RESUME_MAX_BYTES)).success).toBe(true);
  });

  it("refuses a missing or empty file, then one over 10 MB, with the contract's texts", () => {
    for (const value of [undefined, null, "cv.pdf", file(0)]) {
      expect(resumeFileSchema.safeParse(value).error?.issues[0].message).toBe("Resume is required");
    }
    expect(resumeFileSchema.safeParse(file(RESUME_MAX_BYTES + 1)).error?.issues[0].message).toBe(
      "Resume must be 10 MB or smaller",
    );
  });
});

describe("storeResumeFile (for React Router actions)", () => {
  let dir: string;
  let storage: LocalDiskStorage;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "resume-"));
    storage = new LocalDiskStorage(dir);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("stores under a generated key and keeps the name as metadata", async () => {
    const stored = await storeResumeFile(storage, file(5, "My CV.pdf"));
    expect(stored).toMatchObject({ name: "My CV.pdf", type: "application/pdf", size: 5 });
    expect(stored?.key).toMatch(/^resumes\/[0-9a-f-]{36}$/);
    expect(await readFile(path.join(dir, stored?.key ?? ""), "utf8")).toBe("AAAAA");
  });

  it("answers null for an empty file and 413 past the limit", async () => {
    expect(await storeResumeFile(storage, file(0))).toBeNull();
    await expect(storeResumeFile(storage, file(RESUME_MAX_BYTES + 1))).rejects.toMatchObject({
      statusCode: 413,
      message: "Resume must be 10 MB or smaller",
    });
  });
});
