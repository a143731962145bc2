import { mkdirSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { FileStorage } from "../storage/file-storage.ts";
import { LocalDiskStorage } from "../storage/local-disk-storage.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Files that are never public (resumes): DATA_DIR/private, outside every served directory. */
    privateFiles: FileStorage;
  }
}

export const publicUploadsDir = (dataDir: string) => path.join(dataDir, "uploads");
export const privateFilesDir = (dataDir: string) => path.join(dataDir, "private");

/** Public images under /uploads: content-hashed names, so they can be cached forever. */
async function uploads(app: FastifyInstance, options: { dataDir: string }) {
  const root = publicUploadsDir(options.dataDir);
  mkdirSync(root, { recursive: true });
  app.decorate("privateFiles", new LocalDiskStorage(privateFilesDir(options.dataDir)));
  await app.register(fastifyStatic, {
    root,
    prefix: "/uploads/",
    decorateReply: false,
    index: false,
    dotfiles: "deny",
    setHeaders: (res) => {
      res.header("cache-control", "public, max-age=31536000, immutable");
      res.header("x-content-type-options", "nosniff");
    },
  });
}

export default fp(uploads, { name: "uploads" });
