import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import sharp from "sharp";
import yazl from "yazl";
import { uploadsPathOf } from "../../server/modules/wordpress-import/old-addresses.ts";

/**
 * WordPress exports for the import's tests: the theme unit test data WordPress publishes for theme
 * authors (WordPress/theme-test-data, `themeunittestdata.wordpress.xml`, kept under tests/fixtures),
 * small hand-made exports, and the pictures an export names, made here (no internet) as a zip of
 * `wp-content/uploads` or served by a test's own web server.
 */
export const fixturesDir = path.join(import.meta.dirname, "..", "fixtures", "wordpress");

export const themeUnitTest = () => readFileSync(path.join(fixturesDir, "themeunittestdata.wordpress.xml"), "utf8");

/** A small hand-written export (WXR 1.1) with one item per case: tests/fixtures/wordpress/small-site.xml. */
export const smallExport = () => readFileSync(path.join(fixturesDir, "small-site.xml"), "utf8");

/** Every attachment's address in an export, in file order. */
export const attachmentUrls = (xml: string) =>
  [...xml.matchAll(/<wp:attachment_url>(?:<!\[CDATA\[)?([^<\]]+)(?:\]\]>)?<\/wp:attachment_url>/g)].map((match) =>
    (match[1] ?? "").trim(),
  );

export const isPictureUrl = (url: string) => /\.(?:jpe?g|png|gif|webp)$/i.test(url);

/** A small picture in the format its name says, different for every `seed` (so each is its own file). */
export async function pictureFor(url: string, seed: number): Promise<Buffer> {
  const image = sharp({
    create: {
      width: 64 + (seed % 7),
      height: 48,
      channels: 3,
      background: { r: (seed * 37) % 256, g: (seed * 91) % 256, b: (seed * 53) % 256 },
    },
  });
  if (/\.png$/i.test(url)) return image.png().toBuffer();
  if (/\.gif$/i.test(url)) return image.gif().toBuffer();
  if (/\.webp$/i.test(url)) return image.webp().toBuffer();
  return image.jpeg({ quality: 70 }).toBuffer();
}

/** A zip of `wp-content/uploads` holding a made-up picture for each picture address given. */
export async function uploadsZip(urls: readonly string[]): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [at, url] of urls.entries()) {
    const where = uploadsPathOf(url);
    if (where === undefined || !isPictureUrl(url)) continue;
    zip.addBuffer(await pictureFor(url, at + 1), `wp-content/uploads/${where}`);
  }
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** The import's form: the export, `dryRun`, and the uploads zip when given. */
export function importForm(
  xml: string | Buffer,
  options: { dryRun?: boolean; uploads?: Buffer; fileName?: string } = {},
) {
  const form = new FormData();
  form.append(
    "file",
    new Blob([new Uint8Array(Buffer.from(xml))], { type: "application/xml" }),
    options.fileName ?? "export.xml",
  );
  if (options.dryRun !== undefined) form.append("dryRun", String(options.dryRun));
  if (options.uploads)
    form.append("uploads", new Blob([new Uint8Array(options.uploads)], { type: "application/zip" }), "uploads.zip");
  return form;
}

/**
 * The old site's web server, as far as its pictures go: answers each path of `files` with its bytes,
 * anything else 404. `hold(path)` keeps the next request for that path waiting until `release()`,
 * and `requested(path)` resolves once such a request has arrived (a test waits for it, not for time).
 */
export async function startPictureServer(files: Map<string, Buffer>) {
  const held = new Map<
    string,
    { release: () => void; gate: Promise<void>; arrived: () => void; seen: Promise<void> }
  >();
  const paths: string[] = [];
  const server = createServer(async (request, response) => {
    const path = decodeURIComponent((request.url ?? "/").split("?")[0] ?? "/");
    paths.push(path);
    const holding = held.get(path);
    if (holding) {
      held.delete(path);
      holding.arrived();
      await holding.gate;
    }
    const file = files.get(path);
    if (!file) {
      response.statusCode = 404;
      response.end("not here");
      return;
    }
    response.setHeader("content-type", path.endsWith(".png") ? "image/png" : "image/jpeg");
    response.end(file);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  let releases: (() => void)[] = [];
  return {
    base: `http://127.0.0.1:${port}`,
    /** Every path asked for, in order. */
    paths,
    hold(path: string): Promise<void> {
      let release = () => {};
      let arrived = () => {};
      const gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      const seen = new Promise<void>((resolve) => {
        arrived = resolve;
      });
      held.set(path, { release, gate, arrived, seen });
      releases.push(release);
      return seen;
    },
    release() {
      for (const release of releases) release();
      releases = [];
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
