/** A multipart body: text fields, then files (a list repeats the field, like `image` on a portfolio item). */
export function multipart(
  fields: Record<string, string | undefined>,
  files: Record<string, Buffer | Buffer[] | undefined> = {},
  fileName = "upload.png",
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.append(name, value);
  for (const [name, value] of Object.entries(files)) {
    for (const file of ([] as (Buffer | undefined)[]).concat(value)) {
      if (file) form.append(name, new Blob([new Uint8Array(file)], { type: "image/png" }), fileName);
    }
  }
  return form;
}
