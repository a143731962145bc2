import type { FastifyInstance } from "fastify";
import type { PublicContent } from "../cache/public-content.ts";
import type { PublicImages } from "../images/public-images.ts";

/**
 * What a write to public content needs. `content.change(kinds, …)` is its transaction and says
 * which cached pages and answers it invalidates; `images` takes part only when files are stored or
 * removed (docs/decisions/0071).
 */
export type ContentWrites = { content: PublicContent; images: PublicImages };

export const contentWritesOf = (app: FastifyInstance): ContentWrites => ({
  content: app.publicContent,
  images: app.publicImages,
});
