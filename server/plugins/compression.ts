import { constants } from "node:zlib";
import compress from "@fastify/compress";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/**
 * Answers held whole in memory up to this size are compressed in one call. Through a stream a 150 KB
 * page took four hops to the thread pool and back (about 6 ms from send to the last byte, against
 * 2 ms for the compression itself); on two cores the pool has no spare core to overlap them with.
 */
const COMPRESS_WHOLE_BYTES = 1024 * 1024;

/**
 * Brotli for an answer sent once (a signed-in caller's, or any while the cache is off): on the 158 KB
 * home page quality 4 takes 1.3 ms where 5 takes 2.0 ms, for 7% more bytes. Stored answers are
 * compressed by the response cache instead, once, and later at brotli's best ratio.
 */
const BROTLI_QUALITY = 4;

/**
 * A streamed answer (a CSV export) is flushed through the compressor at every chunk it writes:
 * brotli and gzip otherwise hold their output until their window fills, so a download's first byte
 * waited seconds for the database's next batches. A chunk is a whole batch (ADR 0120), so the
 * flushes cost little ratio. Answers compressed whole use the finishing flush and are unchanged.
 */
const FLUSH_EVERY_CHUNK = {
  brotli: constants.BROTLI_OPERATION_FLUSH,
  zlib: constants.Z_SYNC_FLUSH,
} as const;

/**
 * Compresses text answers (pages, JSON, XML) with brotli or gzip, as the client accepts. Built
 * assets are compressed once at build time and served as they are (scripts/precompress.ts).
 */
async function compression(app: FastifyInstance) {
  await app.register(compress, {
    global: true,
    encodings: ["br", "gzip"],
    threshold: 1024,
    syncThreshold: COMPRESS_WHOLE_BYTES,
    brotliOptions: {
      params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY },
      flush: FLUSH_EVERY_CHUNK.brotli,
    },
    zlibOptions: { flush: FLUSH_EVERY_CHUNK.zlib },
  });
}

export default fp(compression, { name: "compression" });
