import type { FastifyRequest } from "fastify";
import type { z } from "zod";
import type { ApiIssue } from "../../domain/errors.ts";
import { libraryIdsSchema, mediaMessages } from "../../domain/media.ts";
import { InvalidInput } from "../errors/domain-errors.ts";
import { parseForm } from "../http/admin-answers.ts";
import { type MultipartForm, type MultipartSpec, readMultipartForm } from "../http/multipart-form.ts";
import type { ImageFrame } from "./encode-image.ts";
import { assertImageTypes, type ImageForm, uploadImages } from "./image-uploads.ts";
import type { PublicImages, UploadedImage } from "./public-images.ts";

export type ImageFormSteps<T extends z.ZodType> = {
  /** The multipart limits (imageFormSpec). */
  spec: MultipartSpec;
  /** The file field that carries the images. */
  file: string;
  /** Create and edit forms word a wrong file type differently. */
  form: ImageForm;
  schema: T;
  /** The fields the schema reads, when the form names some differently. */
  fields?: (multipart: MultipartForm) => unknown;
  /** The issue reported, with the fields' issues, when the form must carry a file and has none. */
  missingFile?: ApiIssue;
  /** Field names in the order their issues are listed. */
  order?: string[];
  /** A size every picture is cropped to fill (the share picture). */
  frame?: ImageFrame;
  /** The body, when the route read it already (to see whether it is a draft, ADR 0122). */
  multipart?: MultipartForm;
  /** False where a picture must be a new file (the library's own upload and replace). */
  fromLibrary?: boolean;
  /** Runs on the checked input before any file is stored (e.g. a right that depends on the input). */
  before?: (input: z.output<T>) => void;
};

/**
 * The write steps of a form with images, in the order the contract answers them: read the body
 * within its limits (413/400), refuse a file that is not an image by its bytes (415) before any
 * other work, check the fields and a missing file in one 400, then store the files, all or none.
 */
export async function readImageForm<T extends z.ZodType>(
  request: FastifyRequest,
  images: PublicImages,
  steps: ImageFormSteps<T>,
): Promise<{ input: z.output<T>; uploaded: UploadedImage[]; fields: MultipartForm["fields"] }> {
  const multipart = steps.multipart ?? (await readMultipartForm(request, steps.spec));
  const allowed = steps.spec.files[steps.file] ?? 1;
  const { files, ids, idField, rest } = picturesSent(multipart, steps.file, allowed, steps.fromLibrary !== false);
  assertImageTypes(files, steps.form);
  if (files.length + ids.length > allowed) throw InvalidInput.of(steps.spec.messages.tooManyFiles, steps.file);
  const missing = files.length + ids.length === 0 && steps.missingFile !== undefined ? [steps.missingFile] : [];
  const fields = steps.fields ? steps.fields({ ...multipart, fields: rest }) : rest;
  const input = parseForm(steps.schema, fields, missing, steps.order);
  steps.before?.(input);
  const chosen = await images.choose(ids, idField);
  const uploaded = await uploadImages(images, files, steps.form, steps.frame, multipart.fileNames[steps.file]);
  return { input, uploaded: [...chosen, ...uploaded], fields: rest };
}

/**
 * A picture field as a form sent it: its files, and the library pictures named in place of files
 * (`<file>Id` for one picture, `<file>Ids` for several; either spelling is read), with the other
 * text fields apart. `idField` is where a wrong id is reported.
 */
export function picturesSent(multipart: MultipartForm, file: string, allowed: number, fromLibrary = true) {
  const { [`${file}Id`]: oneId, [`${file}Ids`]: manyIds, ...rest } = multipart.fields;
  const idField = `${file}${allowed > 1 ? "Ids" : "Id"}`;
  const ids = fromLibrary ? idsOf([oneId ?? [], manyIds ?? []].flat(), idField) : [];
  return { files: multipart.files[file] ?? [], ids, idField, rest };
}

/** Library pictures sent in place of files (ADR 0181): media ids, repeated or comma-separated. */
function idsOf(values: string[], field: string): string[] {
  const checked = libraryIdsSchema.safeParse(values);
  if (!checked.success) throw InvalidInput.of(checked.error.issues[0]?.message ?? mediaMessages.notInLibrary, field);
  return checked.data
    .flatMap((part) => part.split(","))
    .map((id) => id.trim())
    .filter((id) => id !== "");
}
