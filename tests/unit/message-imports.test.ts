import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";

/**
 * One naming for messages (ADR 0113): a file names a resource's messages by their own name
 * (`jobMessages.notFound`), never a short alias, so a search for the name finds every use.
 */
const root = path.resolve(import.meta.dirname, "../..");
const alias = /\b\w+Messages as \w+\b|\bconst \w+ = \w+Messages;/;

it("no file aliases a resource's messages", () => {
  const offending = ["app", "server"].flatMap((folder) =>
    readdirSync(path.join(root, folder), { recursive: true, encoding: "utf8" })
      .filter((name) => /\.tsx?$/.test(name))
      .map((name) => `${folder}/${name.split(path.sep).join("/")}`)
      .filter((file) => alias.test(readFileSync(path.join(root, file), "utf8"))),
  );
  expect(offending).toEqual([]);
});
