import { useEffect, useState } from "react";
import { adminApi } from "../../../lib/admin/endpoints.ts";

type Picture = { id: string; url: string; alt: string };

/**
 * The picture the article's cover field names, to show as its thumbnail (issue 67): the record's
 * own cover while the field names it, a picture just chosen, and otherwise the library item read by
 * its id — so the thumbnail stays after Save draft, a reload or a draft whose cover is another.
 */
export function useCoverPicture(
  coverId: string | null | undefined,
  saved: { id: string | null; url: string; alt: string } | null,
) {
  const [picture, setPicture] = useState<Picture | null>(
    saved?.id ? { id: saved.id, url: saved.url, alt: saved.alt } : null,
  );
  const known = picture?.id ?? null;
  useEffect(() => {
    if (!coverId || known === coverId) return;
    let live = true;
    adminApi.media
      .read(coverId)
      .then((answer) => live && setPicture({ id: coverId, url: answer.data.url, alt: answer.data.alt }))
      // A picture gone from the library shows no thumbnail; the server names it on Publish.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [coverId, known]);
  return { cover: coverId && picture?.id === coverId ? picture : null, setCover: setPicture };
}
