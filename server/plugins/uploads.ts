import { mkdirSync } from "node:fs";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { access } from "../../domain/access.ts";
import { genericMessages } from "../../domain/errors.ts";
import { parseUploadName } from "../../domain/image-renditions.ts";
import type { AppConfig } from "../config.ts";
import { etagMatches } from "../edge/send-answer.ts";
import { HttpError } from "../errors/http-error.ts";
import { sendUnavailable } from "../http/send-error.ts";
import { acceptsAvif, EncodesBusy, ImageRenditions } from "../images/image-renditions.ts";
import { isOwnFocus } from "../modules/media/crop-focus.ts";
import type { FileStorage } from "../storage/file-storage.ts";
import { openStorage, publicUploadsDir } from "../storage/open-storage.ts";

export { privateFilesDir, publicUploadsDir } from "../storage/open-storage.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Public images, served under /uploads by every instance. */
    publicFiles: FileStorage;
    /** Files that are never public (resumes): outside every served directory or prefix. */
    privateFiles: FileStorage;
    /** Backup archives: DATA_DIR/backups or the bucket's backups/ prefix. */
    backupFiles: FileStorage;
    /** Finds or makes the AVIF files and crops of stored pictures (ADR 0186). */
    imageRenditions: ImageRenditions;
  }
}

/** Content-hashed names: a file under a name never changes, so browsers keep it for a year. */
const uploadHeaders = { "cache-control": "public, max-age=31536000, immutable", "x-content-type-options": "nosniff" };

/**
 * Public images under /uploads, from DATA_DIR or from the bucket (docs/api.md "Running several
 * instances"): only the names the image pipeline hands out (parseUploadName), each as AVIF to a
 * browser that takes it and as WebP to any other, with `Vary: Accept` on both (ADR 0186). No
 * response cache or edge lane keeps these answers: the route declares no cache policy.
 */
async function uploads(app: FastifyInstance, options: { config: Pick<AppConfig, "storage" | "dataDir"> }) {
  const storages = await openStorage(options.config);
  app.decorate("publicFiles", storages.public);
  app.decorate("privateFiles", storages.private);
  app.decorate("backupFiles", storages.backups);
  app.decorate(
    "imageRenditions",
    new ImageRenditions(storages.public, (crop) => isOwnFocus(app.db, crop.hash, crop.focus)),
  );
  app.addHook("onClose", async () => storages.close());
  if (options.config.storage.driver === "local")
    mkdirSync(publicUploadsDir(options.config.dataDir), { recursive: true });

  app.get<{ Params: { "*": string } }>("/uploads/*", { config: { access: access.public } }, async (request, reply) => {
    const name = parseUploadName(request.params["*"]);
    const format = acceptsAvif(request.headers.accept) ? "avif" : "webp";
    let key: string | undefined;
    try {
      key = name && (await app.imageRenditions.locate(name, format));
    } catch (error) {
      if (!(error instanceof EncodesBusy)) throw error;
      return sendUnavailable(reply.header("cache-control", "no-store"));
    }
    if (!key) throw new HttpError(404, genericMessages.routeNotFound);
    // The key names one file that never changes: it is its own validator.
    const etag = `"${key.replaceAll("/", ":")}"`;
    reply.headers({ ...uploadHeaders, vary: "Accept", "content-type": `image/${format}`, etag });
    if (etagMatches(request.headers["if-none-match"], etag)) return reply.code(304).send();
    return reply.send(storages.public.read(key));
  });
}

export default fp(uploads, { name: "uploads", dependencies: ["database"] });
