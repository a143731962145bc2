import { notify } from "./notify.ts";

/** A list load the spec wants toasted when it fails; the error still reaches the table. */
export function toastFailure<T>(load: Promise<T>, message: string): Promise<T> {
  return load.catch((error) => {
    notify.error(message);
    throw error;
  });
}
