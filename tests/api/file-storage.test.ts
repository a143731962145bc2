import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openStorage, type Storages } from "../../server/storage/open-storage.ts";
import { bearer, signInAsSuperAdmin } from "../support/admins.ts";
import { multipart } from "../support/forms.ts";
import { pngImage } from "../support/images.ts";
import { type S3Server, startS3Server } from "../support/s3-server.ts";
import { createTestApp, type TestContext } from "../support/test-app.ts";

let s3: S3Server;
let dataDir: string;
const drivers: Record<"local disk" | "S3", () => Promise<Storages>> = {
  "local disk": () => openStorage({ storage: { driver: "local" }, dataDir }),
  S3: () => openStorage({ storage: s3.storage, dataDir }),
};

beforeAll(async () => {
  s3 = await startS3Server();
  dataDir = await mkdtemp(path.join(os.tmpdir(), "agency-storage-"));
});
afterAll(async () => {
  await s3?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe.each(Object.keys(drivers) as (keyof typeof drivers)[])("file storage on %s", (driver) => {
  let storages: Storages;
  beforeAll(async () => {
    storages = await drivers[driver]();
  });
  afterAll(() => storages.close());

  it("stores bytes and streams, reads them back, tells what exists, and removes", async () => {
    const small = randomBytes(1000);
    await storages.public.put("a/small.webp", small);
    expect(await buffer(storages.public.read("a/small.webp"))).toEqual(small);
    expect(await storages.public.exists("a/small.webp")).toBe(true);
    expect(await storages.public.exists("a/none.webp")).toBe(false);

    // Larger than one multipart part (5 MB), streamed in chunks: never one whole buffer.
    const chunks = Array.from({ length: 7 }, () => randomBytes(1024 * 1024));
    await storages.private.put("resumes/big.pdf", Readable.from(chunks));
    // Buffer#equals: a deep toEqual over 7 MB takes half a minute.
    expect((await buffer(storages.private.read("resumes/big.pdf"))).equals(Buffer.concat(chunks))).toBe(true);

    await storages.public.remove("a/small.webp");
    expect(await storages.public.exists("a/small.webp")).toBe(false);
    await storages.public.remove("a/small.webp");
  });

  it("lists every key of one store, and only that store's (backups copy them all)", async () => {
    await storages.backups.put("agency-backup-one.tar.gz", Buffer.from("an archive"));
    await storages.public.put("list/one.webp", Buffer.from("1"));
    await storages.public.put("list/deeper/two.webp", Buffer.from("2"));
    const keys: string[] = [];
    for await (const key of storages.public.list()) keys.push(key);
    expect(keys).toEqual(expect.arrayContaining(["list/one.webp", "list/deeper/two.webp"]));
    expect(keys.some((key) => key.includes("resumes/") || key.includes("agency-backup"))).toBe(false);
    const archives: string[] = [];
    for await (const key of storages.backups.list()) archives.push(key);
    expect(archives).toEqual(["agency-backup-one.tar.gz"]);
  });

  it("keeps public and private files apart", async () => {
    await storages.private.put("resumes/secret.pdf", Buffer.from("%PDF-1.4"));
    expect(await storages.public.exists("resumes/secret.pdf")).toBe(false);
  });

  it("refuses keys that could leave its area, and fails reading a missing file", async () => {
    await expect(storages.public.put("../escape.webp", Buffer.from("x"))).rejects.toThrow(/unsafe storage key/);
    await expect(storages.public.exists("a/../../b")).rejects.toThrow(/unsafe storage key/);
    await expect(buffer(storages.public.read("missing/file.webp"))).rejects.toThrow();
  });
});

describe("two instances on one bucket", () => {
  let a: TestContext;
  let b: TestContext;
  beforeAll(async () => {
    [a, b] = await Promise.all([createTestApp({ storage: s3.storage }), createTestApp({ storage: s3.storage })]);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
  });

  it("serve an image uploaded through either, as an immutable image, and 404 what is not there", async () => {
    const admin = bearer((await signInAsSuperAdmin(a)).token);
    const created = await a.app.inject({
      method: "POST",
      url: "/api/v1/category/create",
      headers: admin,
      payload: multipart({ name: "Stored In The Bucket", description: "x" }, { logo: await pngImage() }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const url: string = created.json().data.icon;
    expect(url).toMatch(/^\/uploads\/[a-f0-9]+\.webp$/);
    const fromA = await a.app.inject({ method: "GET", url });
    const fromB = await b.app.inject({ method: "GET", url });
    expect(fromB.statusCode).toBe(200);
    expect(fromB.headers["content-type"]).toBe("image/webp");
    expect(fromB.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(fromB.rawPayload).toEqual(fromA.rawPayload);
    expect(fromB.rawPayload.subarray(8, 12).toString()).toBe("WEBP");

    for (const missing of ["/uploads/0123abcd.webp", "/uploads/..%2Fprivate%2Fx.webp", "/uploads/x.pdf"]) {
      const res = await b.app.inject({ method: "GET", url: missing });
      expect(res.statusCode, missing).toBe(404);
      expect(res.json()).toMatchObject({ success: false });
    }
  });
});
