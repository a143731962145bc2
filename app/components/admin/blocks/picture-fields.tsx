import { useEffect, useRef, useState } from "react";
import { responsiveImage } from "../../../../domain/images.ts";
import { type Media, mediaLimits } from "../../../../domain/media.ts";
import { messageOf } from "../../../lib/admin/api-client.ts";
import { adminApi } from "../../../lib/admin/endpoints.ts";
import { trackLibrarySave } from "../../../lib/admin/library-saves.ts";
import { uiMessages } from "../../../lib/admin/messages.ts";
import { LibraryButton } from "../media/library-button.tsx";
import { CheckLine } from "../ui/check-line.tsx";
import { TextField } from "../ui/fields.tsx";

type Attrs = Record<string, unknown>;
const stringOf = (value: unknown) => (typeof value === "string" ? value : "");

/** How long after the last keystroke the library's alt text is saved (and at once on leaving the field). */
const SAVE_AFTER_MS = 600;

/**
 * The library item a picture block shows, and a save of its words (ADR 0235): the alt text typed
 * here is the item's, so every page showing it gains it and Publish's check reads what was typed.
 */
function useLibraryItem(src: string) {
  const [item, setItem] = useState<Media | null>(null);
  const [error, setError] = useState<string>();
  useEffect(() => {
    setItem(null);
    if (!src) return;
    let current = true;
    adminApi.media
      .page({ page: 1, limit: 1, url: src })
      .then((answer) => current && setItem(answer.data[0] ?? null))
      .catch((failure) => current && setError(messageOf(failure, uiMessages.generic.wrong)));
    return () => {
      current = false;
    };
  }, [src]);
  // Saves one after another: each names the version the one before it answered.
  const latest = useRef(item);
  latest.current = item;
  const queue = useRef(Promise.resolve());
  const save = (change: { alt: string } | { decorative: boolean }) => {
    queue.current = queue.current.then(async () => {
      const now = latest.current;
      if (!now) return;
      try {
        const answer = await adminApi.media.update(now._id, change, now.version);
        latest.current = answer.data;
        setItem(answer.data);
        setError(undefined);
      } catch (failure) {
        setError(messageOf(failure, uiMessages.generic.wrong));
      }
    });
    trackLibrarySave(queue.current);
  };
  return { item, setItem, save, error };
}

type Library = ReturnType<typeof useLibraryItem>;

/** The library item's alt text and decorative mark, saved as they are typed (its own state per item). */
function LibraryWords({ item, save, error, ownOnly }: Library & { item: Media; ownOnly: boolean }) {
  const [alt, setAlt] = useState(item.alt);
  const typed = useRef<ReturnType<typeof setTimeout>>(undefined);
  const saveAlt = (value: string) => {
    clearTimeout(typed.current);
    if (value.trim() !== item.alt) save({ alt: value.trim() });
  };
  const missing = !ownOnly && !item.decorative && alt.trim() === "";
  return (
    <>
      <TextField
        label="Alt text (in the media library)"
        value={item.decorative ? "" : alt}
        disabled={item.decorative}
        maxLength={mediaLimits.altMax}
        hint="What the picture shows, for someone who cannot see it. Kept with the picture: every page showing it says it."
        error={missing ? pictureMessages.missing : error}
        onChange={(event) => {
          const value = event.target.value;
          setAlt(value);
          clearTimeout(typed.current);
          typed.current = setTimeout(() => saveAlt(value), SAVE_AFTER_MS);
        }}
        onBlur={() => saveAlt(alt)}
      />
      <CheckLine
        checked={item.decorative}
        onChange={(decorative) => {
          clearTimeout(typed.current);
          save({ decorative });
        }}
      >
        Decorative: it adds nothing the words around it do not say
      </CheckLine>
    </>
  );
}

export const pictureMessages = {
  missing: "Say what the picture shows, mark it decorative, or give it alt text for this use only",
} as const;

/**
 * A picture block's card (ADR 0235): the picture, its alt text in the media library (or the
 * library's decorative mark), words for this use only when it needs other words here, and its caption.
 */
export function PictureFields({ attrs, update }: { attrs: Attrs; update: (change: object) => void }) {
  const src = stringOf(attrs.src);
  const own = stringOf(attrs.alt);
  const library = useLibraryItem(src);
  const { item, setItem } = library;
  const [ownOnly, setOwnOnly] = useState(own.trim() !== "");
  return (
    <>
      <div className="flex flex-wrap items-end gap-3">
        {src && <img {...responsiveImage(src)} sizes="12rem" alt="" className="h-28 w-44 rounded-lg object-cover" />}
        <LibraryButton
          title="Picture"
          label={src ? "Change picture" : "Choose from library"}
          chosenUrl={src}
          onPick={(media) => {
            setItem(media);
            update({ src: media.url });
          }}
        />
      </div>
      {item && <LibraryWords key={item._id} {...library} item={item} ownOnly={ownOnly} />}
      {!item && library.error && (
        <p role="alert" className="text-xs font-medium text-red-600">
          {`The library's alt text could not be read (${library.error}): give alt text for this use only.`}
        </p>
      )}
      {src && (
        <CheckLine
          checked={ownOnly}
          onChange={(checked) => {
            setOwnOnly(checked);
            if (!checked) update({ alt: "" });
          }}
        >
          Other alt text for this use only
        </CheckLine>
      )}
      {ownOnly && (
        <TextField
          label="Alt text for this use only"
          value={own}
          maxLength={mediaLimits.altMax}
          hint="Shown here in place of the library's words; the library keeps its own."
          onChange={(event) => update({ alt: event.target.value })}
        />
      )}
      <TextField
        label="Caption"
        value={stringOf(attrs.caption)}
        maxLength={500}
        onChange={(event) => update({ caption: event.target.value })}
      />
    </>
  );
}
