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

  it("prefixes cells a spreadsheet would run as formulas with an apostrophe", async () => {
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
      `"'=HYPERLINK(""http://evil.example"",""x"")",'+923001234567,'-1+1,'@SUM(A1),'\tx,safe = ok`,
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
