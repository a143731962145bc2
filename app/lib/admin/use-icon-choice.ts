import { useState } from "react";

/**
 * The one image an add or edit form sends (a category logo, a service icon): a newly chosen file,
 * else the stored one, which counts as chosen so an edit need not upload it again.
 */
export function useIconChoice(stored: string | null | undefined) {
  const [file, setFile] = useState<File | null>(null);
  return {
    file,
    chosen: file !== null || Boolean(stored),
    /** What `IconPicker` shows and changes. */
    picker: { current: stored, file, onChange: setFile },
  };
}
