import { constants } from "node:zlib";
import compress from "@fastify/compress";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/**
 * Compresses text answers (pages, JSON, XML) with brotli or gzip, as the client accepts. Brotli at a
 * middle quality: pages are rendered per request, so the CPU spent matters as much as the bytes. Built
 * assets are compressed once at build time and served as they are (scripts/precompress.ts).
 */
async function compression(app: FastifyInstance) {
  await app.register(compress, {
    global: true,
    encodings: ["br", "gzip"],
    threshold: 1024,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
}

export default fp(compression, { name: "compression" });
