import type { FastifyRequest } from "fastify";
import type { z } from "zod";
import { parseForm } from "../http/admin-answers.ts";
import { type MultipartForm, readMultipartForm } from "../http/multipart-form.ts";
import { assertImageTypes, type ImageForm, imageFormSpec, uploadImages } from "./image-uploads.ts";
import type { PublicImages, UploadedImage } from "./public-images.ts";

/** A back-office form of text fields plus image files under one field name. */
export type ImageFormSpec<T extends z.ZodType> = {
  form: ImageForm;
  schema: T;
  /** The file field, and how many files it takes. */
  fileField: string;
  maxFiles: number;
  /** The 400 for more files than that. */
  tooManyFiles: string;
  /** The issue listed when no file came: a create form's image is required. */
  fileRequired?: string;
  /** Field names in the order their issues are listed. */
  fieldOrder?: string[];
  /** The text fields as the schema reads them, when the form names them differently. */
  fieldsOf?: (form: MultipartForm) => Record<string, unknown>;
};

/**
 * Reads an image form in the order every such form checks it: file types by their bytes (cheap),
 * then the text fields with every issue in one 400, then `authorize` on the valid input, and only
 * then are the files decoded and stored (ADR 0040: a failed write later releases them).
 */
export async function readImageForm<T extends z.ZodType>(
  request: FastifyRequest,
  images: PublicImages,
  spec: ImageFormSpec<T>,
  authorize: (input: z.output<T>) => void = () => {},
): Promise<{ input: z.output<T>; uploaded: UploadedImage[] }> {
  const form = await readMultipartForm(request, imageFormSpec({ [spec.fileField]: spec.maxFiles }, spec.tooManyFiles));
  const files = form.files[spec.fileField] ?? [];
  assertImageTypes(files, spec.form);
  const missingFile = spec.fileRequired !== undefined && files.length === 0;
  const input = parseForm(
    spec.schema,
    spec.fieldsOf ? spec.fieldsOf(form) : form.fields,
    [missingFile && { path: spec.fileField, message: spec.fileRequired ?? "" }],
    spec.fieldOrder,
  );
  authorize(input);
  return { input, uploaded: await uploadImages(images, files, spec.form) };
}
