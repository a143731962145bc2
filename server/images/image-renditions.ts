import { buffer } from "node:stream/consumers";
import type { UploadName } from "../../domain/image-renditions.ts";
import type { FileStorage } from "../storage/file-storage.ts";
import { encodeRendition, type RenditionFormat, sizeOf } from "./encode-rendition.ts";

/**
 * AVIF files and crops are made from a picture's main WebP on their first request and kept beside
 * it, each picture's under one folder, so removing a picture removes them all (removePublicImage).
 * A picture stored without its WebP width variants (a WordPress import's, ADR 0258) gets each on its
 * first request too, under the name the upload pipeline gives it.
 */
export const renditionsFolderOf = (hash: string) => `renditions/${hash}/`;

/** A file made on request (AVIF, crop), not by the upload pipeline: it can always be made again. */
export const isRenditionKey = (key: string) => key.startsWith("renditions/");

/** The upload pipeline's WebP that a name shows (for a crop, the main file it is cut from). */
export function sourceKeyOf(name: UploadName): string {
  return name.kind === "variant" ? `${name.hash}-${name.width}w.webp` : `${name.hash}.webp`;
}

/** The storage key of one name in one format. */
export function storedKeyOf(name: UploadName, format: RenditionFormat): string {
  if (format === "webp" && name.kind !== "crop") return sourceKeyOf(name);
  const stem =
    name.kind === "main"
      ? "main"
      : name.kind === "variant"
        ? `${name.width}w`
        : `c${name.ratio}-${name.focus.x}-${name.focus.y}-${name.width}w`;
  return `${renditionsFolderOf(name.hash)}${stem}.${format}`;
}

/**
 * Whether a request's Accept takes AVIF: only when it names `image/avif` itself with a non-zero q
 * (browsers that decode AVIF say so; `*\/*` from a script or an old browser is no promise).
 */
export function acceptsAvif(accept: string | undefined): boolean {
  return (accept ?? "").split(",").some((range) => {
    const [type, ...params] = range.split(";").map((part) => part.trim().toLowerCase());
    if (type !== "image/avif") return false;
    const q = params.find((param) => param.startsWith("q="));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/**
 * One encode at a time per process: libvips and the AVIF encoder already spread one picture over the
 * cores, and each encode holds a decoded picture (a 2400 × 1600 one is 11 MB) and the encoder's own
 * state; a second one would only share the same cores and double that memory. Waiting requests hold
 * nothing but their promise: the source is read once a slot is theirs.
 */
const ENCODES_AT_ONCE = 1;
/**
 * Past this many encodes waiting, a request for a rendition not made yet is answered 503 with
 * Retry-After at once: a first visit to a page with 30 new pictures waits its turn, a client asking
 * for thousands of crops does not queue them all (ADR 0186).
 */
const ENCODES_WAITING_AT_MOST = 64;

/** Too many encodes are waiting: the request is refused rather than queued. */
export class EncodesBusy extends Error {
  constructor() {
    super("too many pictures waiting to be encoded");
  }
}

/** At most `size` tasks run at once; at most `waitingAtMost` wait for their turn, in order. */
export class EncodeSlots {
  private waiting: (() => void)[] = [];
  private free: number;

  constructor(
    size: number,
    private readonly waitingAtMost: number,
  ) {
    this.free = size;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.free > 0) this.free--;
    else if (this.waiting.length >= this.waitingAtMost) throw new EncodesBusy();
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      return await task();
    } finally {
      // The slot passes straight to the next in line, or is free again.
      const next = this.waiting.shift();
      if (next) next();
      else this.free++;
    }
  }
}

/** A crop's name, as the check of its focal point reads it. */
export type CropName = Extract<UploadName, { kind: "crop" }>;

/** Finds or makes the stored file that answers a name under /uploads in a format (ADR 0186). */
export class ImageRenditions {
  /** Renditions this process has encoded: tests tell an answer from storage from a new encode by it. */
  encodes = 0;
  /** The lookups (and encodes) under way, by key: concurrent first requests share one encode. */
  private readonly pending = new Map<string, Promise<boolean>>();
  private readonly slots = new EncodeSlots(ENCODES_AT_ONCE, ENCODES_WAITING_AT_MOST);

  /** `mayCrop` says whether a crop not made yet may be made: only at its picture's own focal point (ADR 0193). */
  constructor(
    private readonly storage: FileStorage,
    private readonly mayCrop: (name: CropName) => Promise<boolean>,
  ) {}

  /**
   * The key holding `name` in `format`, made first if need be; undefined when its picture is not
   * stored. Throws EncodesBusy when it would have to be made and too many encodes are waiting.
   */
  async locate(name: UploadName, format: RenditionFormat): Promise<string | undefined> {
    const key = storedKeyOf(name, format);
    let found = this.pending.get(key);
    if (!found) {
      found = this.findOrMake(name, format, key).finally(() => this.pending.delete(key));
      this.pending.set(key, found);
    }
    return (await found) ? key : undefined;
  }

  private async findOrMake(name: UploadName, format: RenditionFormat, key: string): Promise<boolean> {
    if (await this.storage.exists(key)) return true;
    const main = sourceKeyOf({ hash: name.hash, kind: "main" });
    // The main file is the upload's own: it is never made here, and without it there is no picture.
    if (key === main || !(await this.storage.exists(main))) return false;
    if (name.kind === "crop" && !(await this.mayCrop(name))) return false;
    const shown = sourceKeyOf(name);
    // A width variant left to its first request (ADR 0258): its WebP first, the AVIF takes its size.
    if (name.kind === "variant" && key !== shown && !(await this.locate(name, "webp"))) return false;
    const data = await this.slots.run(async () => {
      const source = await this.bytesOf(main);
      // A crop, or the main file as AVIF (at its own size).
      if (name.kind !== "variant") return encodeRendition(source, name, format);
      if (format === "avif") return encodeRendition(source, name, format, await sizeOf(await this.bytesOf(shown)));
      // The WebP variant itself, as the upload pipeline makes it: the main file narrowed to its
      // width, or the main file as it is when it is no wider (one name per width, always answered).
      const size = await sizeOf(source);
      if (size.width <= name.width) return source;
      const height = Math.max(1, Math.round((size.height * name.width) / size.width));
      return encodeRendition(source, name, format, { width: name.width, height });
    });
    this.encodes++;
    // Another instance may be writing the same key now: it writes the same bytes from the same
    // source, and both stores replace a file whole (rename; an S3 upload completes atomically).
    await this.storage.put(key, data);
    // The picture was removed while we encoded: take back what its removal could not see.
    if (!(await this.storage.exists(main))) {
      await this.storage.remove(key);
      return false;
    }
    return true;
  }

  private bytesOf(key: string): Promise<Buffer> {
    return buffer(this.storage.read(key));
  }
}
