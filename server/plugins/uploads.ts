import { mkdirSync } from "node:fs";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { access } from "../../domain/access.ts";
import { genericMessages } from "../../domain/errors.ts";
import type { AppConfig } from "../config.ts";
import { HttpError } from "../errors/http-error.ts";
import type { FileStorage } from "../storage/file-storage.ts";
import { openStorage, publicUploadsDir } from "../storage/open-storage.ts";
import { isSafeKey } from "../storage/storage-key.ts";

export { privateFilesDir, publicUploadsDir } from "../storage/open-storage.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Public images, served under /uploads by every instance. */
    publicFiles: FileStorage;
    /** Files that are never public (resumes): outside every served directory or prefix. */
    privateFiles: FileStorage;
    /** Backup archives: DATA_DIR/backups or the bucket's backups/ prefix. */
    backupFiles: FileStorage;
  }
}

/** Content-hashed names: a file under a name never changes, so browsers keep it for a year. */
const uploadHeaders = { "cache-control": "public, max-age=31536000, immutable", "x-content-type-options": "nosniff" };

/** What we store under /uploads: images re-encoded as WebP (server/images/encode-image.ts). */
const servedTypes: Record<string, string> = { webp: "image/webp" };

/** Public images under /uploads, from DATA_DIR or from the bucket (docs/api.md "Running several instances"). */
async function uploads(app: FastifyInstance, options: { config: Pick<AppConfig, "storage" | "dataDir"> }) {
  const storages = await openStorage(options.config);
  app.decorate("publicFiles", storages.public);
  app.decorate("privateFiles", storages.private);
  app.decorate("backupFiles", storages.backups);
  app.addHook("onClose", async () => storages.close());

  if (options.config.storage.driver === "local") {
    const root = publicUploadsDir(options.config.dataDir);
    mkdirSync(root, { recursive: true });
    await app.register(fastifyStatic, {
      root,
      prefix: "/uploads/",
      decorateReply: false,
      index: false,
      dotfiles: "deny",
      setHeaders: (res) => {
        for (const [name, value] of Object.entries(uploadHeaders)) res.header(name, value);
      },
    });
    return;
  }

  app.get<{ Params: { "*": string } }>("/uploads/*", { config: { access: access.public } }, async (request, reply) => {
    const key = request.params["*"];
    const type = servedTypes[key.slice(key.lastIndexOf(".") + 1).toLowerCase()];
    if (!type || !isSafeKey(key) || !(await storages.public.exists(key))) {
      throw new HttpError(404, genericMessages.routeNotFound);
    }
    return reply.headers({ ...uploadHeaders, "content-type": type }).send(storages.public.read(key));
  });
}

export default fp(uploads, { name: "uploads" });
