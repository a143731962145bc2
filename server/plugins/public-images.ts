import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { namedBy } from "../engines/content-writes/pictures.ts";
import { PublicImages } from "../images/public-images.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Stores uploaded images and removes them when no row names them any more. */
    publicImages: PublicImages;
  }
}

async function publicImages(app: FastifyInstance) {
  const pictures = app.contentKinds.all.flatMap(({ table, pictures }) =>
    pictures ? [(url: string) => namedBy({ table, pictures }, url)] : [],
  );
  app.decorate("publicImages", new PublicImages(app.db, app.publicFiles, app.log, pictures));
}

export default fp(publicImages, { name: "public-images", dependencies: ["database", "uploads", "content-kinds"] });
