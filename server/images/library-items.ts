import { sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { media } from "../db/schema/content.ts";
import type { EncodedImage } from "./encode-image.ts";
import type { UploadedImage } from "./public-images.ts";

/** What the library records of a stored picture's file. */
export const sizeOf = (image: EncodedImage) => ({ width: image.width, height: image.height, bytes: image.main.length });

/**
 * Puts each upload a committed write names into the media library (ADR 0181), in that write's
 * transaction: whichever form sent a picture, it is a library item from then on. An upload of a file
 * the library already holds is that item again (identical files share one address), and brings it
 * back from the library's trash.
 */
export async function enterLibrary(tx: Db, uploaded: readonly UploadedImage[], by: string | null): Promise<void> {
  // One form may send the same file twice: one item (an insert may not meet its own row twice).
  const unique = [...new Map(uploaded.map((upload) => [upload.url, upload])).values()];
  const rows = unique
    .flatMap(({ url, image, name }) => (image ? [{ url, image, name }] : []))
    .map(({ url, image, name }) => ({ url, name: name ?? "", ...sizeOf(image), createdBy: by }));
  if (rows.length === 0) return;
  await tx
    .insert(media)
    .values(rows)
    .onConflictDoUpdate({ target: media.url, set: { deletedAt: null }, setWhere: sql`${media.deletedAt} is not null` });
}
