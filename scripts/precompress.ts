/**
 * Writes brotli (.br) and gzip (.gz) siblings of the built client's text files, once, at maximum
 * compression; @fastify/static (preCompressed) serves them to clients that accept them.
 *
 *   node --import tsx scripts/precompress.ts [dir]   (run by `npm run build`)
 */
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const textFile = /\.(js|mjs|css|html|svg|json|xml|txt|map|webmanifest)$/;
const MIN_BYTES = 1024;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (textFile.test(entry.name)) yield full;
  }
}

const dir = path.resolve(process.argv[2] ?? "build/client");
let count = 0;
for await (const file of files(dir)) {
  if ((await stat(file)).size < MIN_BYTES) continue;
  const body = await readFile(file);
  const [br, gzipped] = await Promise.all([
    brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    gz(body, { level: 9 }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
  count++;
}
console.log(`precompressed ${count} files in ${path.relative(process.cwd(), dir) || "."}`);
