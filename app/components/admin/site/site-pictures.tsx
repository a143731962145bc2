import { imagesDraftSchema, type Site } from "../../../../domain/site.ts";
import type { Publication } from "../../../lib/admin/types.ts";
import { MediaDraftChoice, MediaDraftLoader, useMediaDraft } from "./media-draft.tsx";
import { type PictureTarget, SitePicture, type SitePictureProps } from "./site-picture.tsx";

type SitePicturesProps = {
  site: Site;
  /** The pictures this screen shows (the Home screen the hero's, Search the share picture and logo). */
  pictures: SitePictureProps[];
  onSaved: (site: Site) => void;
  /** The pictures' draft went live, or was dropped: the screen reads the site again. */
  onPublished: () => void;
};

/**
 * A screen's pictures, each saved at once or, with "Change as a draft", into the pictures' draft
 * (the `images` part, ADR 0123): one draft for the hero picture, share picture and logo together,
 * whichever screen changed them, published as one change.
 */
export function SitePictures({ site, pictures, onSaved, onPublished }: SitePicturesProps) {
  return (
    <section aria-label="Pictures" className="flex flex-col gap-3">
      <h3 className="text-sm font-semibold tracking-wide text-slate-500 uppercase">Pictures</h3>
      <MediaDraftLoader part="images" onPublished={onPublished}>
        {(initial, published) => (
          <PicturesEditor site={site} pictures={pictures} onSaved={onSaved} onPublished={published} initial={initial} />
        )}
      </MediaDraftLoader>
    </section>
  );
}

function PicturesEditor({
  site,
  pictures,
  onSaved,
  onPublished,
  initial,
}: SitePicturesProps & { initial: Publication }) {
  const media = useMediaDraft("images", initial);
  // Each picture the draft changes: its new URL, or null for its default.
  const drafted = imagesDraftSchema.safeParse(media.publication?.draft?.fields ?? {}).data ?? {};
  const target: PictureTarget = media.inDraft
    ? { inDraft: true, onDrafted: media.follow }
    : { inDraft: false, onSaved };
  return (
    <>
      <MediaDraftChoice
        media={media}
        name="The site's pictures"
        onText="Changes go to the pictures' draft (hero picture, share picture and logo together); the site shows the pictures as published until you publish it."
        onPublished={onPublished}
      />
      {pictures.map((picture) => {
        const changed = media.inDraft && drafted[picture.name] !== undefined;
        return (
          <SitePicture
            key={picture.name}
            {...picture}
            stored={changed ? (drafted[picture.name] ?? undefined) : site.images[picture.name]}
            drafted={changed}
            target={target}
          />
        );
      })}
    </>
  );
}
