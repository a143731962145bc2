/**
 * `npm run build && npm run bench:import`: a WordPress site of 5,000 posts, each with its own picture,
 * imported on a fresh embedded database (PGlite) by the built app, as Settings › Import does (issue
 * 68, ADR 0241): the export and a zip of its uploads sent to the API. Prints the time the import took
 * and the server's peak resident memory (goal: at most 2 minutes and 500 MB). BENCH_IMPORT_POSTS sets
 * the size (100 checks that it runs). Asserts nothing: it measures. `-- --make <dir>` only makes the
 * site in <dir>, `-- --import <dir>` only imports one made so (to measure again without making it).
 *
 * The export and the pictures are made first and not timed: each picture is a JPEG of its own (a
 * gradient with noise, so no two are alike and none compresses to nothing), 1024×683 as WordPress's
 * "large" size of a photograph is.
 */
import { createWriteStream, existsSync, openAsBlob, readFileSync, writeFileSync } from "node:fs";
import { mkdir, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { setTimeout as sleep } from "node:timers/promises";
import sharp from "sharp";
import yazl from "yazl";
import type { ImportDto } from "../domain/wordpress-import.ts";
import { loadBenchSettings } from "../server/config.ts";
import { buildDir } from "../server/paths.ts";
import { startApp } from "./bench/app-process.ts";

const POSTS = loadBenchSettings().importPosts;
const SITE = "https://old.example.com";
const PORT = 3192;
const ADMIN_PASSWORD = "Bench#Pass123";
const words =
  "the of and a to in is you that it he was for on are as with his they at be this have from or one had by word but not what all were we when your can said there use an each which she do how their if will up other about out many then them these so some her would make like him into time has look two more write go see number no way could people my than first water been call who oil its now find long down day did get come made may part".split(
    " ",
  );

function paragraph(seed: number, length: number): string {
  const chosen: string[] = [];
  for (let i = 0; i < length; i++) chosen.push(words[(seed * 31 + i * 17) % words.length] ?? "word");
  return `${chosen.join(" ")}.`;
}

function exportOf(posts: number): string {
  const items: string[] = [];
  for (let n = 1; n <= posts; n++) {
    const file = `${2015 + (n % 10)}/${String((n % 12) + 1).padStart(2, "0")}/picture-${n}.jpg`;
    items.push(`<item><title>Picture ${n}</title><link>${SITE}/?attachment_id=${100_000 + n}</link>
<guid isPermaLink="false">${SITE}/wp-content/uploads/${file}</guid><content:encoded><![CDATA[]]></content:encoded>
<excerpt:encoded><![CDATA[Caption of picture ${n}]]></excerpt:encoded><wp:post_id>${100_000 + n}</wp:post_id>
<wp:status>inherit</wp:status><wp:post_name>picture-${n}</wp:post_name><wp:post_parent>${n}</wp:post_parent>
<wp:post_type>attachment</wp:post_type><wp:attachment_url>${SITE}/wp-content/uploads/${file}</wp:attachment_url>
<wp:postmeta><wp:meta_key>_wp_attachment_image_alt</wp:meta_key><wp:meta_value><![CDATA[Picture number ${n}]]></wp:meta_value></wp:postmeta></item>`);
  }
  for (let n = 1; n <= posts; n++) {
    const file = `${2015 + (n % 10)}/${String((n % 12) + 1).padStart(2, "0")}/picture-${n}`;
    const body = [
      paragraph(n, 60),
      `[caption id="attachment_${100_000 + n}" width="600"]<img class="wp-image-${100_000 + n}" src="${SITE}/wp-content/uploads/${file}-600x400.jpg" alt="" /> A caption[/caption]`,
      paragraph(n + 1, 80),
      `<h2>Part ${n}</h2>`,
      paragraph(n + 2, 70),
      `<ul><li>${paragraph(n + 3, 8)}</li><li>${paragraph(n + 4, 8)}</li></ul>`,
      `Read <a href="${SITE}/${2015 + ((n + 1) % 10)}/01/post-${(n % posts) + 1}/">the next post</a>.`,
    ].join("\n\n");
    items.push(`<item><title>Post ${n}</title><link>${SITE}/${2015 + (n % 10)}/01/post-${n}/</link>
<dc:creator>editor</dc:creator><guid isPermaLink="false">${SITE}/?p=${n}</guid>
<content:encoded><![CDATA[${body}]]></content:encoded><excerpt:encoded><![CDATA[The ${n}th post.]]></excerpt:encoded>
<wp:post_id>${n}</wp:post_id><wp:post_date_gmt>2020-01-01 10:00:00</wp:post_date_gmt><wp:status>publish</wp:status>
<wp:post_name>post-${n}</wp:post_name><wp:post_parent>0</wp:post_parent><wp:post_type>post</wp:post_type>
<category domain="category" nicename="topic-${n % 40}"><![CDATA[Topic ${n % 40}]]></category>
<category domain="post_tag" nicename="tag-${n % 25}"><![CDATA[Tag ${n % 25}]]></category>
<wp:postmeta><wp:meta_key>_thumbnail_id</wp:meta_key><wp:meta_value>${100_000 + n}</wp:meta_value></wp:postmeta></item>`);
  }
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:excerpt="http://wordpress.org/export/1.2/excerpt/" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:wp="http://wordpress.org/export/1.2/">
<channel><title>Bench site</title><link>${SITE}</link><wp:wxr_version>1.2</wp:wxr_version>
<wp:base_site_url>${SITE}</wp:base_site_url><wp:base_blog_url>${SITE}</wp:base_blog_url>
<wp:author><wp:author_id>1</wp:author_id><wp:author_login>editor</wp:author_login><wp:author_display_name>The Editor</wp:author_display_name></wp:author>
${items.join("\n")}
</channel></rss>`;
}

/** Gaussian noise (mean 128, sigma 12) as bytes, drawn from a table: index it with 16 random bits. */
const noiseTable = (() => {
  let state = 2463534242;
  const uniform = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return state / 4294967296;
  };
  const table = new Uint8Array(65536);
  // The sum of four uniforms less 2 has variance 1/3: times √3, a near-gaussian of variance 1.
  for (let i = 0; i < table.length; i++)
    table[i] = Math.min(
      255,
      Math.max(0, Math.round(128 + 12 * (uniform() + uniform() + uniform() + uniform() - 2) * Math.sqrt(3))),
    );
  return table;
})();

/** libvips' overlay blend of two bytes, base × top, as a table. */
const overlayTable = (() => {
  const table = new Uint8Array(65536);
  for (let base = 0; base < 256; base++)
    for (let top = 0; top < 256; top++)
      table[base * 256 + top] = Math.round(
        base < 128 ? (2 * base * top) / 255 : 255 - (2 * (255 - base) * (255 - top)) / 255,
      );
  return table;
})();

/**
 * A gradient overlaid with gaussian noise, computed here pixel by pixel: libvips' own noise and
 * overlay blend took ~145 ms of CPU per picture (5,000 pictures: 12 minutes of one core before the
 * import could start); the same blend from tables takes a tenth of it, and the JPEGs are as large.
 */
async function picture(n: number): Promise<Buffer> {
  const width = 1024;
  const height = 683;
  const pixels = Buffer.alloc(width * height * 3);
  // xorshift32 seeded by the picture's number: each picture's noise is its own, and the same each time.
  let state = (n * 2654435761) >>> 0 || 1;
  const noise = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return noiseTable[state & 0xffff] ?? 128;
  };
  const blend = (base: number) => overlayTable[base * 256 + noise()] ?? base;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 3;
      pixels[at] = blend((x + n * 7) % 256);
      pixels[at + 1] = blend((y + n * 13) % 256);
      pixels[at + 2] = blend(Math.floor(((x + y) / 2 + n * 3) % 256));
    }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

/** Makes the site: the export and its pictures (not timed, in the parent process). */
async function makeSite(dir: string): Promise<void> {
  console.log(`Making a WordPress site of ${POSTS} posts with ${POSTS} pictures in ${dir}…`);
  const uploads = path.join(dir, "uploads");
  for (let n = 1; n <= POSTS; n++) {
    const folder = path.join(uploads, String(2015 + (n % 10)), String((n % 12) + 1).padStart(2, "0"));
    await mkdir(folder, { recursive: true });
    await writeFile(path.join(folder, `picture-${n}.jpg`), await picture(n));
  }
  await writeFile(path.join(dir, "export.xml"), exportOf(POSTS));
}

/**
 * Imports the made site through the built app, as `npm start` runs it (its own process, so its memory
 * is the server's): the export and a zip of the uploads sent to `POST /import/wordpress`, the import
 * followed until it ends, the server's resident memory sampled, and its peak (VmHWM, reset as the upload
 * starts) read at the end.
 */
async function importSite(dir: string): Promise<void> {
  const zip = path.join(dir, "uploads.zip");
  await zipFolder(path.join(dir, "uploads"), zip);
  // A fresh database each time: the one a measure before left would make it a second import (creates 0).
  await rm(path.join(dir, "data"), { recursive: true, force: true });
  const app = await startApp(
    { DATA_DIR: path.join(dir, "data"), SEED_DEMO: "false", ADMIN_USERNAME: "admin", ADMIN_PASSWORD },
    PORT,
  );
  try {
    const login = await fetch(`${app.url}/api/v1/admin/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: "admin", password: ADMIN_PASSWORD }),
    });
    if (!login.ok) throw new Error(`sign-in failed: ${login.status}`);
    const headers = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
    const before = app.residentMb();
    // The process's peak so far was reached while it started (PGlite creating and migrating a new
    // database, ~760 MB): reset it, so the peak read at the end is the import's own, upload included.
    const startPeak = highWaterMb(app.pid);
    writeFileSync(`/proc/${app.pid}/clear_refs`, "5");
    // The machine may be shared: the server's CPU time is what the import cost, whatever else ran.
    const cpuBefore = app.cpuSeconds();
    let peak = before;
    const sampler = setInterval(() => {
      if (app.running()) peak = Math.max(peak, app.residentMb());
    }, 200);
    const form = new FormData();
    form.append("file", await openAsBlob(path.join(dir, "export.xml")), "export.xml");
    form.append("uploads", await openAsBlob(zip), "uploads.zip");
    const started = performance.now();
    const sent = await fetch(`${app.url}/api/v1/import/wordpress`, { method: "POST", headers, body: form });
    if (sent.status !== 202) throw new Error(`the import was refused: ${sent.status} ${await sent.text()}`);
    const accepted = performance.now();
    const { data } = (await sent.json()) as { data: { _id: string } };
    const phases: string[] = [];
    let phase = "";
    let phaseStarted = accepted;
    let report: ImportDto | undefined;
    for (;;) {
      await sleep(500);
      const read = await fetch(`${app.url}/api/v1/import/${data._id}`, { headers });
      report = ((await read.json()) as { data: ImportDto }).data;
      const at = performance.now();
      if (report.phase !== phase) {
        if (phase) phases.push(`${phase} ${((at - phaseStarted) / 1000).toFixed(0)} s`);
        phase = report.phase;
        phaseStarted = at;
      }
      const elapsed = ((at - started) / 1000).toFixed(0);
      process.stderr.write(
        `\r${phase.padEnd(12)} ${(report.progress * 100).toFixed(0).padStart(3)}%  ${elapsed} s  ${peak} MB   `,
      );
      if (report.status !== "queued" && report.status !== "running") break;
    }
    const seconds = (performance.now() - started) / 1000;
    const cpuSeconds = app.cpuSeconds() - cpuBefore;
    clearInterval(sampler);
    const highWater = highWaterMb(app.pid);
    console.log(`\n\nWordPress import of ${POSTS} posts and ${POSTS} pictures on PGlite, through the built app`);
    console.log(`  status          ${report.status} ${report.error ?? ""}`);
    console.log(`  made            ${JSON.stringify(report.counts)}`);
    console.log(`  problems        ${report.problemsTotal}`);
    console.log(
      `  time            ${seconds.toFixed(1)} s from the upload to the end (the upload: ${((accepted - started) / 1000).toFixed(1)} s)   (goal ≤ 120 s)`,
    );
    console.log(`  phases          ${phases.join(", ")}`);
    console.log(
      `  CPU             ${cpuSeconds.toFixed(1)} s of the server's (${((cpuSeconds / seconds) * 100).toFixed(0)} % of one core; load average at the end ${os
        .loadavg()
        .map((load) => load.toFixed(2))
        .join(", ")})`,
    );
    console.log(
      `  memory          ${highWater} MB resident at most while importing (${peak} MB sampled), ${before} MB before; ${startPeak} MB at most while the server started   (goal ≤ 500 MB)`,
    );
  } finally {
    await app.stop();
  }
}

/** A process's peak resident memory (VmHWM) in MB. */
const highWaterMb = (pid: number) =>
  Math.round(Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024);

/** The uploads folder as a zip, pictures stored as they are (a JPEG does not compress). */
async function zipFolder(folder: string, file: string): Promise<void> {
  const zip = new yazl.ZipFile();
  for (const name of await readdir(folder, { recursive: true })) {
    if (name.endsWith(".jpg"))
      zip.addFile(path.join(folder, name), name.split(path.sep).join("/"), { compress: false });
  }
  zip.end();
  await pipeline(zip.outputStream, createWriteStream(file));
}

if (!existsSync(path.join(buildDir, "server-app/main.js"))) {
  console.error("No build: run `npm run build` first.");
  process.exit(1);
}

const [, , mode, given] = process.argv;
if (mode === "--import" && given) {
  await importSite(given);
} else if (mode === "--make" && given) {
  await makeSite(given);
} else {
  const dir = await mkdtemp(path.join(os.tmpdir(), "agency-bench-import-"));
  try {
    await makeSite(dir);
    await importSite(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
