import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { measureUnmeasured, registerNamedPictures } from "../modules/media/register-named.ts";
import { runPeriodically } from "./run-periodically.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Enters every named picture the library does not hold yet, and reads the sizes it lacks (ADR 0181). */
    mediaLibrary: { registerNamed(): Promise<void> };
  }
}

const REGISTER_INTERVAL_MS = 60 * 60 * 1000;

/**
 * At start (before the first request) and hourly: pictures stored before the library, seeded beside
 * it, or named again by a restored earlier version enter it.
 */
async function mediaLibrary(app: FastifyInstance) {
  const registerNamed = async () => {
    await registerNamedPictures(app.db, app.contentKinds.all);
    await measureUnmeasured(app.db, app.publicFiles);
  };
  app.decorate("mediaLibrary", { registerNamed });
  runPeriodically(app, REGISTER_INTERVAL_MS, registerNamed, "could not register pictures in the media library");
}

export default fp(mediaLibrary, { name: "media-library", dependencies: ["database", "uploads", "content-kinds"] });
