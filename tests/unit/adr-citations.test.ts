import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * A comment's "(ADR NNNN)" sends the reader to the decision behind the code. Fourteen comments once
 * sent readers about content kinds to the database breaker's ADR: a citation must name a decision
 * that exists, and one about what the citing lines speak of: they share a word with the decision's
 * title (the citing line, the two before and the one after, and the file's path).
 */
const root = path.resolve(import.meta.dirname, "../..");
const citedFolders = ["app", "build-tools", "docs", "domain", "scripts", "server", "tests"];
// Words too common to tie a citation to a subject.
const commonWords = new Set(
  "the and for its not one but are any was has may can all own out new who how why yet now too off per via two its".split(
    " ",
  ),
);

/** A word's first four letters, plural or not: "keys" and "key", "replies" and "reply's" are one topic word. */
function topicWords(text: string): Set<string> {
  const words = text
    .toLowerCase()
    .split(/[^a-z']+/)
    .map((word) => word.replace(/'s?$/, "").replace(/s$/, ""))
    .filter((word) => word.length >= 3 && !commonWords.has(word));
  return new Set(words.map((word) => word.slice(0, 4)));
}

function decisions(): Map<string, Set<string>> {
  const byNumber = new Map<string, Set<string>>();
  for (const name of readdirSync(path.join(root, "docs/decisions"))) {
    const number = /^(\d{4})-(.+)\.md$/.exec(name);
    if (!number?.[1] || !number[2]) continue;
    const text = readFileSync(path.join(root, "docs/decisions", name), "utf8");
    const title = text.split("\n")[0] ?? "";
    byNumber.set(number[1], topicWords(`${number[2].replace(/-/g, " ")} ${title}`));
  }
  return byNumber;
}

/** A range ("ADRs 0260–0264") cites a feature's decisions together: each must exist, none is a topic alone. */
type Citation = { where: string; adr: string; words: Set<string> | undefined };

function citations(): Citation[] {
  const files = execFileSync("git", ["ls-files", ...citedFolders], { cwd: root, encoding: "utf8" })
    .split("\n")
    // Migrations are left as they ran; the decisions cite each other as history.
    .filter((file) => /\.(ts|tsx|md)$/.test(file) && !file.startsWith("docs/decisions/"));
  return files.flatMap((file) => {
    const lines = readFileSync(path.join(root, file), "utf8").split("\n");
    return lines.flatMap((line, index) =>
      // One ADR, a range of them ("ADRs" and a dash) or a list; a date after a comma is no citation.
      [...line.matchAll(/ADRs? (\d{4}(?:(?:[–-]|, | and | or )\d{4}(?![-\d]))*)(?![-\d])/g)].flatMap((match) => {
        const around = [lines[index - 2], lines[index - 1], line, lines[index + 1], file.replace(/[/.-]/g, " ")];
        const words = topicWords(around.join(" "));
        const cited = match[1] ?? "";
        const ranges = [...cited.matchAll(/(\d{4})[–-](\d{4})/g)].flatMap(([, from = "", to = ""]) =>
          Array.from({ length: Number(to) - Number(from) + 1 }, (_, step) =>
            String(Number(from) + step).padStart(4, "0"),
          ),
        );
        const single = cited.replace(/\d{4}[–-]\d{4}/g, "").match(/\d{4}/g) ?? [];
        return [
          ...single.map((adr) => ({ where: `${file}:${index + 1}`, adr, words })),
          ...ranges.map((adr) => ({ where: `${file}:${index + 1}`, adr, words: undefined })),
        ];
      }),
    );
  });
}

describe("ADRs cited in the code and docs", () => {
  const known = decisions();
  const all = citations();

  it("are found (the rule reads the citations there are)", () => {
    expect(all.length).toBeGreaterThan(500);
  });

  it("exist", () => {
    expect(all.filter(({ adr }) => !known.has(adr)).map(({ where, adr }) => `${where} ADR ${adr}`)).toEqual([]);
  });

  it("are about what the lines citing them speak of", () => {
    const offTopic = all.filter(({ adr, words }) => {
      const topic = known.get(adr);
      return topic !== undefined && words !== undefined && ![...topic].some((word) => words.has(word));
    });
    expect(offTopic.map(({ where, adr }) => `${where} ADR ${adr}`)).toEqual([]);
  });
});
