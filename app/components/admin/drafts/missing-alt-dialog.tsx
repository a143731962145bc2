import { useState } from "react";
import { responsiveImage } from "../../../../domain/images.ts";
import { type Media, mediaLimits } from "../../../../domain/media.ts";
import { messageOf } from "../../../lib/admin/api-client.ts";
import { adminApi } from "../../../lib/admin/endpoints.ts";
import { uiMessages } from "../../../lib/admin/messages.ts";
import { AlertLine } from "../ui/alert-line.tsx";
import { Button } from "../ui/button.tsx";
import { CheckLine } from "../ui/check-line.tsx";
import { CancelButton } from "../ui/form-footer.tsx";
import { Modal } from "../ui/modal.tsx";

type Words = { alt: string; decorative: boolean };

type Props = {
  /** The pictures the publish would show with neither alt text nor the decorative mark. */
  pictures: Media[];
  /** Publishes (after the descriptions given here are saved, or without them). */
  onPublish: () => Promise<void>;
  onClose: () => void;
};

/**
 * The check before Publish (issue 52): the record's library pictures that say nothing to someone
 * who cannot see them, each described or marked decorative here, in the library (so every page
 * showing it gains the words), or published as they are.
 */
export function MissingAltDialog({ pictures, onPublish, onClose }: Props) {
  const [words, setWords] = useState<Record<string, Words>>({});
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const wordsOf = (item: Media): Words => words[item._id] ?? { alt: "", decorative: false };
  const set = (item: Media, change: Partial<Words>) =>
    setWords((now) => ({ ...now, [item._id]: { ...wordsOf(item), ...change } }));
  const described = pictures.filter((item) => wordsOf(item).alt.trim() !== "" || wordsOf(item).decorative);

  async function publish(saveWords: boolean) {
    setBusy(true);
    setError(undefined);
    try {
      if (saveWords)
        await Promise.all(
          described.map((item) => {
            const { alt, decorative } = wordsOf(item);
            return adminApi.media.update(item._id, decorative ? { decorative } : { alt: alt.trim() }, item.version);
          }),
        );
      await onPublish();
      onClose();
    } catch (failure) {
      setError(messageOf(failure, uiMessages.generic.wrong));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      title={pictures.length === 1 ? "A picture has no alt text" : `${pictures.length} pictures have no alt text`}
      onClose={onClose}
      busy={busy}
      footer={
        <>
          <CancelButton onClick={onClose} busy={busy} />
          <Button variant="secondary" onClick={() => void publish(false)} disabled={busy}>
            Publish anyway
          </Button>
          <Button onClick={() => void publish(true)} loading={busy} disabled={described.length === 0}>
            Save and publish
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <p className="text-sm text-slate-700">
          Someone who cannot see these pictures hears nothing of them. Say what each one shows, or mark it decorative if
          it adds nothing the page's words do not say. The words are kept in the media library, for every page that
          shows the picture.
        </p>
        <ul className="flex flex-col gap-3">
          {pictures.map((item) => {
            const { alt, decorative } = wordsOf(item);
            const fieldId = `missing-alt-${item._id}`;
            return (
              <li
                key={item._id}
                className="flex flex-col gap-3 rounded-lg border border-slate-200 p-3 sm:flex-row sm:items-start"
              >
                <img
                  {...responsiveImage(item.url)}
                  sizes="128px"
                  alt=""
                  className="h-24 w-full shrink-0 rounded-md bg-slate-100 object-contain sm:w-32"
                />
                <div className="flex min-w-0 flex-1 flex-col gap-2">
                  <label htmlFor={fieldId} className="text-sm font-medium text-slate-800">
                    Alt text for {item.name || "this picture"}
                  </label>
                  <input
                    id={fieldId}
                    value={alt}
                    maxLength={mediaLimits.altMax}
                    disabled={decorative}
                    onChange={(event) => set(item, { alt: event.target.value })}
                    className="min-h-10 w-full rounded-lg border border-slate-300 px-3 py-2 text-sm disabled:bg-slate-100"
                  />
                  <CheckLine checked={decorative} onChange={(checked) => set(item, { decorative: checked })}>
                    Decorative
                  </CheckLine>
                </div>
              </li>
            );
          })}
        </ul>
        <AlertLine message={error} />
      </div>
    </Modal>
  );
}
