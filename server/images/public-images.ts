import { and, inArray, isNull } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { mediaMessages } from "../../domain/media.ts";
import type { Db } from "../db/client.ts";
import { media } from "../db/schema/content.ts";
import { InvalidInput, NotFound } from "../errors/domain-errors.ts";
import { isUuid } from "../lib/uuid.ts";
import type { FileStorage } from "../storage/file-storage.ts";
import { type EncodedImage, encodeImage, type ImageFrame, type VariantsMade } from "./encode-image.ts";
import { isImageReferenced, lockImage, type NamesPicture } from "./image-references.ts";
import { enterLibrary } from "./library-items.ts";
import { isImageStored, removePublicImage, writeEncodedImage } from "./store-image.ts";

/**
 * A picture a write will name: an upload already written to storage, not yet owned by any committed
 * row (with its encoded files), or a picture chosen from the media library (without: its files are
 * the library's).
 */
export type UploadedImage = {
  url: string;
  image?: EncodedImage;
  /** The name it was sent under. */
  name?: string;
};

/** A picture sent as a file (not chosen from the library): its encoded files are at hand. */
export type NewUpload = UploadedImage & { image: EncodedImage };
export const isNewUpload = (upload: UploadedImage | undefined): upload is NewUpload => upload?.image !== undefined;

/**
 * Keeps stored image files in step with the rows that name them (docs/decisions/0040):
 * uploads are written before the transaction, claimed inside it, and removed again if it fails;
 * images a committed write stopped naming are removed once no row names them any more. The unit of
 * work (server/engines/content-writes/unit-of-work.ts) decides when.
 */
export class PublicImages {
  constructor(
    private readonly db: Db,
    private readonly storage: FileStorage,
    private readonly log: FastifyBaseLogger,
    /** How each content kind's rows name pictures (its declaration, ADR 0150). */
    private readonly kinds: readonly NamesPicture[],
  ) {}

  /**
   * The library's pictures with these ids, as a write names them (400 at `field` for an id the
   * library does not hold, or holds in its trash).
   */
  async choose(ids: readonly string[], field: string): Promise<UploadedImage[]> {
    if (ids.length === 0) return [];
    const unknown = () => InvalidInput.of(mediaMessages.notInLibrary, field);
    if (!ids.every(isUuid)) throw unknown();
    const rows = await this.db
      .select({ id: media.id, url: media.url, name: media.name })
      .from(media)
      .where(and(inArray(media.id, [...ids]), isNull(media.deletedAt)));
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.map((id) => {
      const row = byId.get(id);
      if (!row) throw unknown();
      return { url: row.url, name: row.name };
    });
  }

  /** Decodes, re-encodes and writes one upload (ImageRejectedError for a file that is no usable image). */
  async upload(input: Buffer, frame?: ImageFrame, name?: string, variantsMade?: VariantsMade): Promise<UploadedImage> {
    const image = await encodeImage(input, frame, variantsMade);
    const url = await writeEncodedImage(this.storage, image);
    return { url, image, name };
  }

  /**
   * Under each image's lock, makes sure its files exist: a concurrent release may have removed a
   * set with the same content hash between our upload and this transaction; then enters them in
   * the media library, uploaded `by` the acting admin.
   */
  async claim(tx: Db, uploaded: UploadedImage[], by: string | null = null): Promise<void> {
    const byUrl = new Map(uploaded.map((u) => [u.url, u.image]));
    for (const [url, image] of [...byUrl].sort(([a], [b]) => (a < b ? -1 : 1))) {
      await lockImage(tx, url);
      if (await isImageStored(this.storage, url)) continue;
      // A library picture deleted forever since it was chosen has no files to write back.
      if (!image) throw new NotFound(mediaMessages.notFound);
      await writeEncodedImage(this.storage, image);
    }
    await enterLibrary(tx, uploaded, by);
  }

  /** Deletes the files of every listed image no row names. Never throws: a leftover file is only logged. */
  async release(urls: (string | null | undefined)[]): Promise<void> {
    const unique = [...new Set(urls.filter((url): url is string => Boolean(url)))];
    for (const url of unique) {
      try {
        await this.db.transaction(async (tx) => {
          await lockImage(tx, url);
          if (!(await isImageReferenced(tx, url, this.kinds))) await removePublicImage(this.storage, url);
        });
      } catch (error) {
        this.log.warn({ err: error, url }, "could not remove an unused image");
      }
    }
  }
}
