import { readdir } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publicUploadsDir } from "../../server/plugins/uploads.ts";
import { LocalDiskStorage } from "../../server/storage/local-disk-storage.ts";
import { bearer, signInAsSuperAdmin } from "../support/admins.ts";
import { multipart } from "../support/forms.ts";
import { pngImage } from "../support/images.ts";
import { createTestApp, type TestContext } from "../support/test-app.ts";
import { hasFileSet, storedFiles } from "../support/uploads.ts";

/**
 * A double-clicked submit sends the same picture many times at once. Temporary files were named by
 * process and millisecond, so parallel writes of one content-hashed name shared a partial file and
 * all but one rename failed (ENOENT, a 500).
 */

let ctx: TestContext;
let admin: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = bearer((await signInAsSuperAdmin(ctx)).token);
});
afterAll(() => ctx.close());

describe("parallel uploads of one picture", () => {
  it("creates 20 categories with the same logo at once, all answered 2xx, the files all there", async () => {
    const logo = await pngImage(1600, 1000);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        ctx.app.inject({
          method: "POST",
          url: "/api/v1/category/create",
          headers: admin,
          payload: multipart({ name: `Parallel ${i}`, description: "Same logo" }, { logo }),
        }),
      ),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array(20).fill(201));
    const icons = new Set(answers.map((res) => res.json().data.icon));
    expect(icons.size).toBe(1);
    const [icon] = icons;
    expect(await hasFileSet(ctx, icon)).toBe(true);
    expect((await storedFiles(ctx)).filter((name) => name.endsWith(".part"))).toEqual([]);
  });

  it("writes one key from 50 parallel writers without a failure or a partial file left", async () => {
    const dir = publicUploadsDir(ctx.config.dataDir);
    const storage = new LocalDiskStorage(dir);
    const bytes = Buffer.alloc(256 * 1024, 3);
    await Promise.all(Array.from({ length: 50 }, () => storage.put("same-key.bin", bytes)));
    const files = await readdir(dir);
    expect(files).toContain("same-key.bin");
    expect(files.filter((name) => name.endsWith(".part"))).toEqual([]);
  });
});
