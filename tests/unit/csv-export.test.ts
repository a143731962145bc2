import { describe, expect, it } from "vitest";
import { csvStream } from "../../server/http/csv-export.ts";

async function csvOf(rows: Record<string, unknown>[], keys: string[]) {
  async function* source() {
    yield* rows;
  }
  let out = "";
  for await (const chunk of csvStream(
    source(),
    keys.map((key) => ({ header: key, value: (row: Record<string, unknown>) => row[key] as string })),
  )) {
    out += chunk;
  }
  return out;
}

describe("CSV export", () => {
  it("starts with a byte order mark and a header row, and ends records with CRLF", async () => {
    expect(await csvOf([{ a: "1", b: "2" }], ["a", "b"])).toBe("\uFEFFa,b\r\n1,2\r\n");
  });

  it("quotes fields with commas, quotes or any line break, doubling the quotes", async () => {
    const out = await csvOf(
      [{ a: "Lahore, Pakistan", b: 'He said "hi"', c: "line 1\nline 2", d: "old\rmac", e: "dos\r\nbreak" }],
      ["a", "b", "c", "d", "e"],
    );
    expect(out.split("\r\n")[1]).toBe('"Lahore, Pakistan","He said ""hi""","line 1\nline 2","old\rmac","dos');
  });

  it("writes cells that start like formulas as they are: plain data, not a spreadsheet's (ADR 0233)", async () => {
    const out = await csvOf(
      [
        {
          a: '=HYPERLINK("http://evil.example","x")',
          b: "+923001234567",
          c: "-1+1",
          d: "@SUM(A1)",
          e: "\tx",
          f: "safe = ok",
        },
      ],
      ["a", "b", "c", "d", "e", "f"],
    );
    expect(out.split("\r\n")[1]).toBe(
      `"=HYPERLINK(""http://evil.example"",""x"")",+923001234567,-1+1,@SUM(A1),\tx,safe = ok`,
    );
  });

  it("writes empty cells for missing values and ISO timestamps for dates", async () => {
    async function* source() {
      yield { at: new Date("2025-01-02T03:04:05.678Z"), none: null };
    }
    let out = "";
    for await (const chunk of csvStream(source(), [
      { header: "at", value: (r) => r.at },
      { header: "none", value: (r) => r.none },
    ])) {
      out += chunk;
    }
    expect(out).toBe("\uFEFFat,none\r\n2025-01-02T03:04:05.678Z,\r\n");
  });
});

describe("CSV export in chunks", () => {
  it("sends the header first, then each batch of 500 rows as one chunk, the same bytes as row by row", async () => {
    async function* source() {
      for (let i = 0; i < 1200; i++) yield { n: String(i), text: i % 7 === 0 ? 'a, "quoted"\nline' : `row ${i}` };
    }
    const chunks: string[] = [];
    for await (const chunk of csvStream(source(), [
      { header: "n", value: (r) => r.n },
      { header: "text", value: (r) => r.text },
    ])) {
      chunks.push(String(chunk));
    }
    // Header, 500, 500, 200: a record per chunk would hold every row's objects across event-loop turns.
    expect(chunks).toHaveLength(4);
    expect(chunks[0]).toBe("\uFEFFn,text\r\n");
    const expected = Array.from({ length: 1200 }, (_, i) =>
      i % 7 === 0 ? `${i},"a, ""quoted""\nline"\r\n` : `${i},row ${i}\r\n`,
    );
    expect(chunks.slice(1).map((chunk) => chunk.split("\r\n").length - 1)).toEqual([500, 500, 200]);
    expect(chunks.join("")).toBe(`\uFEFFn,text\r\n${expected.join("")}`);
  });
});
