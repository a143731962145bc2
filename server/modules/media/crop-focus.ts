import { and, eq, isNull } from "drizzle-orm";
import { centreFocus, wholePercent } from "../../../domain/image-renditions.ts";
import type { Db } from "../../db/client.ts";
import { media } from "../../db/schema/content.ts";

/**
 * Whether a crop under /uploads is one a page can ask for (ADR 0193): at its picture's own focal
 * point, the library item's, or the centre for a picture the library does not hold (or holds in its
 * trash), as pages show them. Any other focal point is no picture of ours: nobody can make the
 * server encode the 101² crops a ratio and width could otherwise name.
 */
export async function isOwnFocus(db: Db, hash: string, focus: { x: number; y: number }): Promise<boolean> {
  const [item] = await db
    .select({ x: media.focalX, y: media.focalY })
    .from(media)
    .where(and(eq(media.url, `/uploads/${hash}.webp`), isNull(media.deletedAt)))
    .limit(1);
  const own = item ?? centreFocus;
  return wholePercent(own.x) === focus.x && wholePercent(own.y) === focus.y;
}
