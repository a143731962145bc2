import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BackupSummary, backupApiMessages } from "../../domain/backups.ts";
import { webhookDeliveries, webhookEndpoints } from "../../server/db/schema/webhooks.ts";
import { verifyArchive } from "../../server/modules/backups/restore-archive.ts";
import { bearer, createAdmin, signIn, signInAsSuperAdmin } from "../support/admins.ts";
import { createTestApp, type TestContext } from "../support/test-app.ts";

let ctx: TestContext;
let admin: Record<string, string>;
let member: Record<string, string>;
const KEY = Buffer.alloc(32, 3);

beforeAll(async () => {
  ctx = await createTestApp({ backup: { encryptionKey: KEY, cron: undefined, keep: 7 } });
  admin = bearer((await signInAsSuperAdmin(ctx)).token);
  await createAdmin(ctx, "backup-member", "Member");
  member = bearer((await signIn(ctx, "backup-member")).token);
});
afterAll(async () => {
  await ctx?.close();
});

const list = async () => {
  const res = await ctx.app.inject({ method: "GET", url: "/api/v1/backups", headers: admin });
  expect(res.statusCode).toBe(200);
  return res.json<{ data: BackupSummary[]; encryption: boolean }>();
};

/** The backup once it is no longer running (it completes in the background). */
async function settled(id: string): Promise<BackupSummary | undefined> {
  let found: BackupSummary | undefined;
  await expect
    .poll(
      async () => {
        found = (await list()).data.find((backup) => backup.id === id);
        return found?.status;
      },
      { timeout: 30_000, interval: 50, message: `backup ${id} finishes` },
    )
    .not.toBe("running");
  return found;
}

describe("the Backups calls", () => {
  it("start a backup (202), list it with its figures, and download the encrypted archive", async () => {
    const res = await ctx.app.inject({ method: "POST", url: "/api/v1/backups", headers: admin });
    expect(res.statusCode, res.body).toBe(202);
    const started = res.json<{ message: string; data: BackupSummary }>();
    expect(started.message).toBe(backupApiMessages.started);
    expect(started.data).toMatchObject({ trigger: "manual", status: "running", encrypted: true });

    const done = await settled(started.data.id);
    expect(done).toMatchObject({ status: "completed", encrypted: true });
    expect(done?.sizeBytes).toBeGreaterThan(0);
    expect(done?.tableRows).toBeGreaterThan(0);
    expect((await list()).encryption).toBe(true);

    const download = await ctx.app.inject({
      method: "GET",
      url: `/api/v1/backups/${started.data.id}/download`,
      headers: admin,
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-disposition"]).toBe(`attachment; filename="${done?.name}"`);
    expect(download.headers["cache-control"]).toBe("no-store");
    expect(download.rawPayload.length).toBe(done?.sizeBytes);
    const { manifest, encrypted } = await verifyArchive(download.rawPayload, KEY);
    expect(encrypted).toBe(true);
    expect(manifest.tables.reduce((sum, table) => sum + table.rows, 0)).toBe(done?.tableRows);

    const trail = await ctx.app.inject({ method: "GET", url: "/api/v1/audit?entity=backup", headers: admin });
    const entries = trail.json<{ data: { action: string; summary: string }[] }>().data;
    expect(entries.map((entry) => [entry.action, entry.summary])).toEqual(
      expect.arrayContaining([
        ["create", `Started backup ${done?.name}`],
        ["export", `Downloaded backup ${done?.name}`],
      ]),
    );
  });

  it("queue a backup.completed webhook for the endpoints that chose it, with the backup's figures", async () => {
    const { db } = ctx.database;
    const [endpoint] = await db
      .insert(webhookEndpoints)
      .values({ url: "https://hooks.example.test/backups", events: ["backup.completed"], secret: "whsec_test" })
      .returning();
    const res = await ctx.app.inject({ method: "POST", url: "/api/v1/backups", headers: admin });
    const done = await settled(res.json<{ data: BackupSummary }>().data.id);
    expect(done?.status).toBe("completed");

    const queued = await db.select().from(webhookDeliveries);
    const ours = queued.filter((delivery) => delivery.endpointId === endpoint?.id);
    expect(ours.map((delivery) => delivery.event)).toEqual(["backup.completed"]);
    expect(ours[0]?.data).toEqual({
      id: done?.id,
      createdAt: done?.completedAt,
      sizeBytes: done?.sizeBytes,
      encrypted: true,
    });
  });

  it("are superAdmin only, on the server", async () => {
    for (const [method, url] of [
      ["GET", "/api/v1/backups"],
      ["POST", "/api/v1/backups"],
      ["GET", "/api/v1/backups/00000000-0000-4000-8000-000000000000/download"],
    ] as const) {
      expect((await ctx.app.inject({ method, url, headers: member })).statusCode, `${method} ${url}`).toBe(403);
      expect((await ctx.app.inject({ method, url })).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it("answer 404 for an unknown backup and 400 for a malformed id", async () => {
    const unknown = await ctx.app.inject({
      method: "GET",
      url: "/api/v1/backups/00000000-0000-4000-8000-000000000000/download",
      headers: admin,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, message: backupApiMessages.notFound });
    const malformed = await ctx.app.inject({ method: "GET", url: "/api/v1/backups/nope/download", headers: admin });
    expect(malformed.statusCode).toBe(400);
  });
});
