import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LIST_MAX_ROWS } from "../../domain/list-paging.ts";
import type { PageCursor } from "../../server/db/keyset.ts";
import type { ListWindow } from "../../server/db/list-window.ts";
import { listOrCsv } from "../../server/http/list-or-csv.ts";

type Row = { id: string; name: string; cursor: PageCursor };

// 1 203 rows; the CSV's batches are the database's (server/db/csv-batches.ts, tested in tests/api).
const rows: Row[] = Array.from({ length: 1203 }, (_, i) => {
  const id = String(1203 - i).padStart(4, "0");
  return { id, name: `name ${id}`, cursor: { at: id, id } };
});

const reads: ListWindow[] = [];
let exportsRecorded = 0;

async function read(page: ListWindow) {
  reads.push(page);
  const start = page.cursor ? rows.findIndex((row) => row.id === page.cursor?.id) + 1 : (page.offset ?? 0);
  return page.limit ? rows.slice(start, start + page.limit) : rows.slice(start);
}

const app = Fastify();
app.get<{ Querystring: { format?: "json" | "csv"; page?: string; limit?: string; q?: string } }>(
  "/things",
  (request, reply) =>
    listOrCsv(
      reply,
      {
        format: request.query.format,
        page: request.query.page === undefined ? undefined : Number(request.query.page),
        limit: request.query.limit === undefined ? undefined : Number(request.query.limit),
      },
      {
        name: "things",
        requireExport: () => {},
        filters: { q: request.query.q, stage: undefined },
        read,
        total: async () => ({ total: rows.length, estimated: false }),
        order: { forward: [], backward: [] },
        csv: {
          headers: ["Id", "Name"],
          fields: [],
          rows: async function* () {},
          batches: async function* () {
            for (let start = 0; start < rows.length; start += 500) {
              yield rows
                .slice(start, start + 500)
                .map((row) => `${row.id},${row.name}\r\n`)
                .join("");
            }
          },
        },
        toDto: (row) => ({ _id: row.id, name: row.name }),
        recordExport: async () => {
          exportsRecorded += 1;
        },
      },
    ),
);

beforeAll(() => app.ready());
afterAll(() => app.close());

describe("listOrCsv", () => {
  it("answers plain JSON without paging parameters, cut at the cap and saying so", async () => {
    reads.length = 0;
    const res = await app.inject({ url: "/things" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["x-list-truncated"]).toBe("true");
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.pagination).toBeUndefined();
    expect(body.data).toHaveLength(LIST_MAX_ROWS);
    expect(body.data[0]).toEqual({ _id: "1203", name: "name 1203" });
    expect(reads).toEqual([{ order: [], limit: LIST_MAX_ROWS + 1 }]);
    expect(exportsRecorded).toBe(0);
  });

  it("answers one page and its pagination when page or limit is sent", async () => {
    reads.length = 0;
    const res = await app.inject({ url: "/things?page=3&limit=10" });
    expect(res.headers["x-list-truncated"]).toBeUndefined();
    const body = res.json();
    expect(body.data.map((row: { _id: string }) => row._id)).toEqual(rows.slice(20, 30).map((row) => row.id));
    expect(body.pagination).toEqual({ page: 3, limit: 10, total: 1203, totalPages: 121, totalEstimated: false });
    expect(reads).toEqual([{ order: [], limit: 10, offset: 20 }]);
  });

  it("answers ?format=csv with a private download of the batches' text, its export recorded first", async () => {
    reads.length = 0;
    exportsRecorded = 0;
    const res = await app.inject({ url: "/things?format=csv&q=Name%201!" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toMatch(
      /^attachment; filename="things-q-name-1-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.headers["cache-control"]).toBe("no-store");
    const lines = res.body
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines[0]).toBe("Id,Name");
    expect(lines.slice(1)).toEqual(rows.map((row) => `${row.id},${row.name}`));
    expect(reads).toEqual([]);
    expect(exportsRecorded).toBe(1);
  });
});
