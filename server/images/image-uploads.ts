import { IMAGE_MAX_BYTES, imageMessages } from "../../domain/images.ts";
import { InvalidInput, UnsupportedType } from "../errors/domain-errors.ts";
import type { MultipartSpec } from "../http/multipart-form.ts";
import { detectImageType } from "./detect-image-type.ts";
import type { ImageFrame } from "./encode-image.ts";
import { ImageRejectedError } from "./image-rejected.ts";
import type { PublicImages, UploadedImage } from "./public-images.ts";

/** Create forms and edit forms word the wrong-type answer differently (docs/api.md, Images). */
export type ImageForm = "create" | "edit";

const wrongType = (form: ImageForm) =>
  new UnsupportedType(form === "create" ? imageMessages.wrongTypeOnCreate : imageMessages.wrongTypeOnEdit);

/** Multipart limits for a form whose files are images: 3 MB each, `files` says how many per field. */
export function imageFormSpec(files: Record<string, number>, tooManyFiles: string): MultipartSpec {
  return { files, maxFileBytes: IMAGE_MAX_BYTES, messages: { fileTooLarge: imageMessages.tooLarge, tooManyFiles } };
}

/** 415 unless every file is PNG, JPEG or WebP by its bytes: cheap, so it runs before anything else. */
export function assertImageTypes(files: Buffer[], form: ImageForm): void {
  if (files.some((file) => detectImageType(file) === null)) throw wrongType(form);
}

function asDomainError(error: unknown, form: ImageForm): unknown {
  if (!(error instanceof ImageRejectedError)) return error;
  if (error.reason === "type") return wrongType(form);
  return InvalidInput.of(error.reason === "pixels" ? imageMessages.tooManyPixels : imageMessages.unreadable, "image");
}

/** Stores every file, or none: a file that does not decode releases the ones stored before it. */
export async function uploadImages(
  images: PublicImages,
  files: Buffer[],
  form: ImageForm,
  frame?: ImageFrame,
  /** The names the files were sent under, in the same order. */
  names: readonly string[] = [],
): Promise<UploadedImage[]> {
  const uploaded: UploadedImage[] = [];
  try {
    for (const [index, file] of files.entries()) uploaded.push(await images.upload(file, frame, names[index]));
  } catch (error) {
    await images.release(uploaded.map((u) => u.url));
    throw asDomainError(error, form);
  }
  return uploaded;
}
