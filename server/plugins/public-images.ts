import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { PublicImages } from "../images/public-images.ts";
import { LocalDiskStorage } from "../storage/local-disk-storage.ts";
import { publicUploadsDir } from "./uploads.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Stores uploaded images and removes them when no row names them any more. */
    publicImages: PublicImages;
  }
}

async function publicImages(app: FastifyInstance, options: { dataDir: string }) {
  const storage = new LocalDiskStorage(publicUploadsDir(options.dataDir));
  app.decorate("publicImages", new PublicImages(app.db, storage, app.log, app.publicContent));
}

export default fp(publicImages, { name: "public-images", dependencies: ["database", "uploads", "public-content"] });
