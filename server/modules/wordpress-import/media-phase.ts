import { and, eq, isNull } from "drizzle-orm";
import { mediaLimits } from "../../../domain/media.ts";
import { media } from "../../db/schema/content.ts";
import { StaleVersion } from "../../errors/domain-errors.ts";
import { ImageRejectedError } from "../../images/image-rejected.ts";
import type { NewUpload } from "../../images/public-images.ts";
import { updateMedia, uploadMediaRow } from "../media/service.ts";
import type { PlannedItem } from "./import-plan.ts";
import { oldAddressesOf } from "./import-plan.ts";
import type { ImportRun } from "./import-run.ts";
import { sourceHash } from "./imported-items.ts";
import { uploadsCandidates, uploadsPathOf } from "./old-addresses.ts";
import { mayBePicture, pictureBytes } from "./picture-bytes.ts";
import { metaOf, type WxrItem } from "./wxr-entries.ts";

/**
 * The first round (ADR 0241): every attachment that is a picture becomes a media library item — its
 * file from the owner's uploads, else fetched from its address — with its alt text
 * (`_wp_attachment_image_alt`) and caption, so the posts after it can show it. A few files are
 * fetched and encoded ahead while the one before is stored; each is stored in its own transaction
 * with the record of what it came from.
 */

/** A dry run's stand-in for a picture not stored: any stored-picture address passes the document check. */
export const DRY_RUN_PICTURE = "/uploads/00000000000000000000.webp";

/** Files fetched and encoded at once, ahead of the one being stored (the machine's cores do the encoding). */
const AT_ONCE = 3;

const fileNameOf = (address: string) => {
  const path = address.split(/[?#]/)[0] ?? "";
  try {
    return decodeURIComponent(path.split("/").pop() ?? "");
  } catch {
    return path.split("/").pop() ?? "";
  }
};

const cut = (text: string, max: number) => (text.length > max ? text.slice(0, max).trim() : text);

type Words = { alt: string; caption: string; title: string };
/** What posts show of a stored library item. */
type StoredPicture = { id: string; url: string; alt: string; caption: string };
/** An attachment ready to store: its encoded file, or (a dry run) found, or why it cannot be. */
type Prepared = { planned: PlannedItem; item: WxrItem } & (
  | { kind: "file"; upload: NewUpload; words: Words; hash: string; note?: string }
  | { kind: "dry" }
  | { kind: "problem"; problem: string }
);

export async function importMedia(run: ImportRun): Promise<void> {
  const { report } = run;
  await run.enter("media");
  // A window of files being fetched and encoded; each is stored, in file order, as soon as it is ready.
  const window: { label: string; preparing: Promise<Prepared> }[] = [];
  const storeNext = async () => {
    const next = window.shift();
    if (!next) return;
    let prepared: Prepared | undefined;
    try {
      prepared = await next.preparing;
      await store(run, prepared);
    } catch (error) {
      // Its files were written before its transaction: they go again unless a stored picture shows them.
      if (prepared?.kind === "file") await run.parts.writes.images.release([prepared.upload.url]);
      run.itemFailed(next.label, error);
    }
    report.step();
    await run.checkpoint();
  };
  for await (const entry of run.entries(true)) {
    if (entry.kind !== "item") continue;
    const planned = run.plan.items.get(entry.item.postId);
    if (planned?.as !== "media") continue;
    const item = { ...entry.item, content: "" };
    const uploads = uploadsPathOf(item.attachmentUrl) ?? metaOf(item, "_wp_attached_file");
    for (const path of uploadsCandidates(uploads))
      if (!run.attachmentAt.has(path)) run.attachmentAt.set(path, item.postId);
    if (await known(run, planned, item)) {
      report.step();
      continue;
    }
    const preparing = prepare(run, planned, item);
    // Stored in turn: a failure waits for its turn too, so none is left unhandled.
    preparing.catch(() => {});
    window.push({ label: planned.label, preparing });
    if (window.length >= AT_ONCE) await storeNext();
  }
  while (window.length > 0) await storeNext();
  await run.checkpoint(true);
}

function wordsOf(run: ImportRun, item: WxrItem): Words {
  return {
    alt: cut(metaOf(item, "_wp_attachment_image_alt").replace(/\s+/g, " ").trim(), mediaLimits.altMax),
    caption: cut(item.excerpt ? run.converter.plainText(item.excerpt) : "", mediaLimits.captionMax),
    title: item.title.trim(),
  };
}

/** The alt text a post shows for a picture WordPress had none for: its caption, title or file name. */
const shownAlt = (words: Words, address: string) =>
  cut(words.alt || words.caption || words.title || fileNameOf(address) || "Picture", mediaLimits.altMax);

/**
 * Posts show the library item for the attachment (its alt text, else one made up from its words),
 * and the attachment's old addresses lead to it.
 */
function showStored(run: ImportRun, item: WxrItem, words: Words, stored: StoredPicture) {
  run.pictures.set(item.postId, {
    src: stored.url,
    alt: stored.alt || shownAlt(words, item.attachmentUrl),
    caption: stored.caption,
    mediaId: stored.id,
  });
  for (const old of oldAddressesOf(item, run.plan.hosts)) run.moved.set(old, stored.url);
}

/** An attachment imported before: its picture is known; changed words are brought over unless changed here too. */
async function known(run: ImportRun, planned: PlannedItem, item: WxrItem): Promise<boolean> {
  const before = planned.before;
  if (!before) return false;
  const { report } = run;
  const [row] = await run.parts.db
    .select()
    .from(media)
    .where(and(eq(media.id, before.recordId), isNull(media.deletedAt)));
  if (!row) {
    report.problem(planned.label, "Deleted from the media library since it was imported: not brought back");
    report.outcome("skipped");
    return true;
  }
  const words = wordsOf(run, item);
  showStored(run, item, words, row);
  if (run.isOwn(before)) {
    report.count("media");
    report.outcome("created");
    return true;
  }
  const hash = sourceHash([item.attachmentUrl, words]);
  if (hash === before.sourceHash || run.dryRun) {
    report.outcome(hash === before.sourceHash ? "skipped" : "updated");
    return true;
  }
  try {
    await updateMedia(
      withRecord(run, planned, item, hash),
      run.parts.library,
      row.id,
      { alt: words.alt, caption: words.caption },
      before.recordVersion ?? undefined,
    );
    report.outcome("updated");
  } catch (error) {
    if (!(error instanceof StaleVersion)) throw error;
    report.problem(planned.label, "Described again here since it was imported: its words here are kept");
    report.outcome("skipped");
  }
  return true;
}

/** Finds, reads and encodes one attachment's file (nothing stored yet); a dry run only looks for it. */
async function prepare(run: ImportRun, planned: PlannedItem, item: WxrItem): Promise<Prepared> {
  const address = item.attachmentUrl;
  const refused = (problem: string): Prepared => ({ planned, item, kind: "problem", problem });
  if (!mayBePicture(address))
    return refused(`Not a picture (${fileNameOf(address) || "no file"}): the media library holds pictures only`);
  const uploads = uploadsPathOf(address) ?? (metaOf(item, "_wp_attached_file") || undefined);
  if (run.dryRun) {
    if (!(await run.parts.pictureFiles.holds(uploads)) && !/^https?:\/\//i.test(address))
      return refused("Its file is not in the uploads given and it has no address to fetch");
    return { planned, item, kind: "dry" };
  }
  const found = await run.parts.pictureFiles.find(address, uploads);
  if (!found.ok) return refused(`Its file could not be found: ${found.reason}`);
  const picture = await pictureBytes(found.data);
  if (!picture) return refused("Its file is not a picture the media library can hold");
  try {
    // Only the main file now: its width variants are made on their first request (ADR 0258).
    const upload = await run.parts.writes.images.upload(
      picture.data,
      undefined,
      fileNameOf(address),
      "on first request",
    );
    if (!upload.image) return refused("Its file could not be stored");
    const words = wordsOf(run, item);
    const hash = sourceHash([address, words]);
    return { planned, item, kind: "file", upload: { ...upload, image: upload.image }, words, hash, note: picture.note };
  } catch (error) {
    if (error instanceof ImageRejectedError) return refused("Its file could not be read as a picture");
    throw error;
  }
}

/** Stores one prepared picture with the record of what it came from, in one transaction. */
async function store(run: ImportRun, entry: Prepared): Promise<void> {
  const { report } = run;
  const { planned, item } = entry;
  if (entry.kind === "problem") {
    report.problem(planned.label, entry.problem);
    report.outcome("skipped");
    return;
  }
  if (entry.kind === "dry") {
    const words = wordsOf(run, item);
    if (!words.alt)
      report.problem(
        planned.label,
        `No alt text in WordPress: posts will show “${shownAlt(words, item.attachmentUrl)}” until it is described`,
      );
    run.pictures.set(item.postId, {
      src: DRY_RUN_PICTURE,
      alt: shownAlt(words, item.attachmentUrl),
      caption: words.caption,
      mediaId: null,
    });
    report.count("media");
    report.outcome("created");
    return;
  }
  const { upload, words, hash } = entry;
  if (entry.note) report.problem(planned.label, entry.note);
  const [existing] = await run.parts.db.select({ id: media.id }).from(media).where(eq(media.url, upload.url));
  const stored = await uploadMediaRow(withRecord(run, planned, item, hash, upload.url), upload, {
    alt: words.alt,
    caption: words.caption,
    credit: "",
  });
  if (!words.alt)
    report.problem(
      planned.label,
      `No alt text in WordPress: posts show “${shownAlt(words, item.attachmentUrl)}” until it is described in the media library`,
    );
  showStored(run, item, words, stored);
  if (existing) {
    report.problem(planned.label, "The same file as another picture: one library item shows both");
    report.outcome("skipped");
    return;
  }
  report.count("media");
  report.outcome("created");
}

/**
 * The import's writes with one more step in the picture's transaction: the record of what it came
 * from (the library item is found by its address, known only once the file is stored).
 */
function withRecord(run: ImportRun, planned: PlannedItem, item: WxrItem, hash: string, url?: string) {
  const writes = run.parts.writes;
  return {
    ...writes,
    content: writes.content.alongside(async (tx) => {
      const [row] = await tx
        .select({ id: media.id, version: media.version })
        .from(media)
        .where(url ? eq(media.url, url) : eq(media.id, planned.before?.recordId ?? ""));
      if (!row) throw new Error("the picture just stored is not in the library");
      await run.record(tx, {
        sourceKind: "attachment",
        sourceId: item.postId,
        guid: item.guid,
        kind: "media",
        recordId: row.id,
        sourceHash: hash,
        recordVersion: row.version,
      });
    }),
  };
}
