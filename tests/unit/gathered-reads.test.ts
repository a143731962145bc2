import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { gatheredReads } from "../../server/modules/lead-notices/gathered-reads.ts";

describe("gathered reads, as enquiries' notices make them (ADR 0289)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("reads the keys asked for within the window in one call, and gives each caller its own row", async () => {
    const calls: string[][] = [];
    const read = gatheredReads(async (keys) => {
      calls.push([...keys]);
      return new Map(keys.filter((key) => key !== "gone").map((key) => [key, `row ${key}`]));
    }, 200);
    const first = read("a");
    await vi.advanceTimersByTimeAsync(150);
    const rest = [read("b"), read("gone"), read("a")];
    expect(calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(50);
    expect(await Promise.all([first, ...rest])).toEqual(["row a", "row b", null, "row a"]);
    expect(calls).toEqual([["a", "b", "gone"]]);
  });

  it("a key asked for once the window has closed starts a gathering of its own", async () => {
    const calls: string[][] = [];
    const read = gatheredReads(async (keys) => {
      calls.push([...keys]);
      return new Map(keys.map((key) => [key, key]));
    }, 200);
    const first = read("a");
    await vi.advanceTimersByTimeAsync(200);
    const second = read("b");
    await vi.advanceTimersByTimeAsync(200);
    expect([await first, await second]).toEqual(["a", "b"]);
    expect(calls).toEqual([["a"], ["b"]]);
  });
});
