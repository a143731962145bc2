import { useState } from "react";
import type { Media } from "../../../domain/media.ts";

/**
 * The one image an add or edit form sends (a category logo, a service icon): a newly chosen file or
 * library picture, else the stored one, which counts as chosen so an edit need not upload it again.
 */
export function useIconChoice(stored: string | null | undefined) {
  const [file, setFile] = useState<File | null>(null);
  const [picked, setPicked] = useState<Media | null>(null);
  return {
    file,
    chosen: file !== null || picked !== null || Boolean(stored),
    /** What `IconPicker` shows and changes: a file and a library picture replace each other. */
    picker: {
      current: picked?.url ?? stored,
      file,
      onChange: (chosen: File | null) => {
        setFile(chosen);
        if (chosen) setPicked(null);
      },
      onPick: (media: Media) => {
        setPicked(media);
        setFile(null);
      },
    },
    /** Puts the choice on the form: the file as `field`, a library picture by id as `<field>Id` (ADR 0190). */
    appendTo(form: FormData, field: string) {
      if (file) form.append(field, file);
      else if (picked) form.append(`${field}Id`, picked._id);
    },
  };
}
