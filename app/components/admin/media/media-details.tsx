import { ArchiveRestore, ImageUp, Save, Trash2 } from "lucide-react";
import { useRef, useState } from "react";
import { acceptedImageTypes } from "../../../../domain/images.ts";
import {
  blockingUses,
  type Media,
  type MediaDetail,
  type MediaUse,
  mediaChangeKeys,
  mediaInUseSchema,
  mediaLimits,
  mediaMessages,
  mediaUpdateSchema,
} from "../../../../domain/media.ts";
import { act } from "../../../lib/admin/act.ts";
import { ApiRequestError, messageOf } from "../../../lib/admin/api-client.ts";
import { adminApi } from "../../../lib/admin/endpoints.ts";
import { formatDateTime } from "../../../lib/admin/format.ts";
import { notify, toastFailure } from "../../../lib/admin/notify.ts";
import { useResource } from "../../../lib/admin/use-resource.ts";
import { Button } from "../ui/button.tsx";
import { ConfirmModal } from "../ui/confirm-modal.tsx";
import { TextAreaField, TextField } from "../ui/fields.tsx";
import { Modal } from "../ui/modal.tsx";
import { ProgressBar } from "../ui/progress-bar.tsx";
import { Loader } from "../ui/spinner.tsx";
import { FocalPointPicker } from "./focal-point-picker.tsx";
import { MediaBadges, mediaName, mediaSize } from "./media-badges.tsx";
import { MediaUses } from "./media-uses.tsx";

type MediaDetailsProps = {
  id: string;
  onClose: () => void;
  /** Anything changed (words, file, trash): the list reads its page again. */
  onChanged: () => void;
};

/** The details panel of one library picture: loads it with its uses, then its editor. */
export function MediaDetails({ id, onClose, onChanged }: MediaDetailsProps) {
  const detail = useResource(() => adminApi.media.read(id).then((answer) => answer.data), [id]);
  const item = detail.data;
  return (
    <Modal title={item ? mediaName(item) : "Picture"} size="xl" onClose={onClose}>
      {item ? (
        <MediaEditor
          // A fresh copy (after a conflict or a replace elsewhere) starts the fields again.
          key={`${item._id}-${item.version}-${item.url}`}
          item={item}
          onChange={(next) => detail.replace(() => next)}
          onReload={detail.reload}
          onChanged={onChanged}
          onGone={() => {
            onChanged();
            onClose();
          }}
        />
      ) : detail.error ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {detail.error.message}
        </p>
      ) : (
        <Loader />
      )}
    </Modal>
  );
}

type Words = Pick<Media, (typeof mediaChangeKeys)[number]>;
const wordsOf = (item: Media): Words => ({
  alt: item.alt,
  caption: item.caption,
  credit: item.credit,
  focalX: item.focalX,
  focalY: item.focalY,
  decorative: item.decorative,
});

type EditorProps = {
  item: MediaDetail;
  onChange: (item: MediaDetail) => void;
  onReload: () => void;
  onChanged: () => void;
  onGone: () => void;
};

function MediaEditor({ item, onChange, onReload, onChanged, onGone }: EditorProps) {
  const [words, setWords] = useState<Words>(() => wordsOf(item));
  const [busy, setBusy] = useState<"save" | "replace" | "restore" | null>(null);
  const [stale, setStale] = useState<string | null>(null);
  const [replaceProgress, setReplaceProgress] = useState<number | null>(null);
  const [replaceError, setReplaceError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [refused, setRefused] = useState<{ message: string; usedBy: MediaUse[] } | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const trashed = item.deletedAt !== null;

  const saved = wordsOf(item);
  const change = Object.fromEntries(
    mediaChangeKeys.filter((key) => words[key] !== saved[key]).map((k) => [k, words[k]]),
  );
  const changed = Object.keys(change).length > 0;
  const parsed = mediaUpdateSchema.safeParse({ ...change, version: item.version });
  const issue = (field: keyof Words) =>
    parsed.success ? undefined : parsed.error.issues.find((found) => found.path[0] === field)?.message;
  const set = <K extends keyof Words>(key: K, value: Words[K]) => setWords((all) => ({ ...all, [key]: value }));
  /** The alt text's and the caption's box: two lines, counted against its limit. */
  const wordsArea = (key: "alt" | "caption", label: string, limit: number, hint: string) => (
    <TextAreaField
      label={label}
      rows={2}
      value={words[key]}
      limit={limit}
      error={issue(key)}
      hint={hint}
      onChange={(event) => set(key, event.target.value)}
    />
  );

  async function save() {
    if (!parsed.success || !changed) return;
    setBusy("save");
    setStale(null);
    try {
      const { version, ...update } = parsed.data;
      const answer = await adminApi.media.update(item._id, update, version ?? item.version);
      notify.success(answer.message);
      onChange({ ...answer.data, usedBy: item.usedBy });
      onChanged();
    } catch (error) {
      const message = messageOf(error, "The picture could not be saved");
      if (error instanceof ApiRequestError && error.status === 409) setStale(message);
      notify.error(message);
    } finally {
      setBusy(null);
    }
  }

  async function replace(file: File) {
    setBusy("replace");
    setReplaceError(null);
    setReplaceProgress(0);
    const form = new FormData();
    form.set("file", file);
    try {
      const answer = await adminApi.media.replace(item._id, form, { onUploadProgress: setReplaceProgress });
      notify.success(answer.message);
      const fresh = await adminApi.media.read(item._id);
      onChange(fresh.data);
      onChanged();
    } catch (error) {
      setReplaceError(toastFailure(error, "The picture could not be replaced"));
    } finally {
      setBusy(null);
      setReplaceProgress(null);
    }
  }

  /**
   * Delete says "in use" before any confirmation (issue 67): the uses that stop it are known from
   * the details already, by the server's own rule; only a picture nothing stops is asked about.
   */
  function askToDelete() {
    const stopping = blockingUses(item.usedBy);
    if (stopping.length > 0) setRefused({ message: mediaMessages.inUse, usedBy: stopping });
    else setConfirming(true);
  }

  async function remove() {
    try {
      const answer = await adminApi.media.delete(item._id);
      notify.success(answer.message);
      setConfirming(false);
      onGone();
    } catch (error) {
      setConfirming(false);
      const inUse = error instanceof ApiRequestError ? mediaInUseSchema.safeParse(error.body) : null;
      if (inUse?.success) setRefused({ message: inUse.data.message, usedBy: inUse.data.usedBy });
      notify.error(messageOf(error, "The picture could not be deleted"));
    }
  }

  async function restore() {
    setBusy("restore");
    await act(() => adminApi.media.restore(item._id), {
      failed: "The picture could not be restored",
      onDone: (answer) => {
        onChange({ ...answer.data, usedBy: item.usedBy });
        onChanged();
      },
    });
    setBusy(null);
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <div className="flex min-w-0 flex-col gap-4">
        <FocalPointPicker media={item} point={words} onChange={(point) => setWords((all) => ({ ...all, ...point }))} />
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
          <dt className="text-slate-500">File</dt>
          <dd className="[overflow-wrap:anywhere] text-slate-900">{mediaName(item)}</dd>
          <dt className="text-slate-500">Size</dt>
          <dd className="text-slate-900">{mediaSize(item) || "—"}</dd>
          <dt className="text-slate-500">Uploaded</dt>
          <dd className="text-slate-900">
            {formatDateTime(item.createdAt)}
            {item.createdBy ? ` by ${item.createdBy}` : ""}
          </dd>
          <dt className="text-slate-500">Address</dt>
          <dd className="font-mono text-xs [overflow-wrap:anywhere] text-slate-700">{item.url}</dd>
        </dl>
        <MediaBadges media={item} />
      </div>
      <div className="flex min-w-0 flex-col gap-4">
        <form
          noValidate
          aria-label="Describe the picture"
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          {wordsArea(
            "alt",
            "Alt text",
            mediaLimits.altMax,
            "What the picture shows, for someone who cannot see it (screen readers read it out; search engines index it). One plain sentence; no “picture of”.",
          )}
          <label className="flex items-start gap-3 text-sm">
            <input
              type="checkbox"
              className="mt-0.5 size-4 accent-admin-600"
              checked={words.decorative}
              onChange={(event) => set("decorative", event.target.checked)}
            />
            <span>
              <span className="font-medium text-slate-900">Decorative</span>
              <span className="block text-slate-600">
                It adds nothing the page's words do not say: screen readers skip it, and no alt text is needed.
              </span>
            </span>
          </label>
          {wordsArea(
            "caption",
            "Caption",
            mediaLimits.captionMax,
            "Shown under the picture where a page shows captions.",
          )}
          <TextField
            label="Credit"
            value={words.credit}
            error={issue("credit")}
            hint="Who took or made it, as its licence asks."
            onChange={(event) => set("credit", event.target.value)}
          />
          {(issue("focalX") ?? issue("focalY")) && (
            <p className="text-xs font-medium text-red-600">{issue("focalX") ?? issue("focalY")}</p>
          )}
          {stale && (
            <div role="alert" className="flex flex-col gap-2 rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
              <p>{stale}</p>
              <Button variant="secondary" className="self-start" onClick={onReload}>
                Load the saved version
              </Button>
            </div>
          )}
          <Button
            type="submit"
            className="self-start"
            loading={busy === "save"}
            disabled={!changed || !parsed.success || busy !== null}
            icon={<Save aria-hidden className="size-4" />}
          >
            Save
          </Button>
        </form>
        <section aria-label="Where it is used" className="flex flex-col gap-2">
          <h3 className="text-sm font-semibold text-slate-900">Where it is used</h3>
          <MediaUses uses={item.usedBy} />
        </section>
        {refused && (
          <div role="alert" className="flex flex-col gap-2 rounded-xl bg-red-50 p-3 text-sm text-red-800">
            <p className="font-semibold">{refused.message}</p>
            <p>Change these first, then delete it:</p>
            <MediaUses uses={refused.usedBy} />
          </div>
        )}
        {replaceProgress !== null && <ProgressBar value={replaceProgress} label="Replacing the file" />}
        {replaceError && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {replaceError}
          </p>
        )}
        <div className="flex flex-wrap gap-2 border-t border-slate-200 pt-4">
          {trashed ? (
            <Button
              variant="secondary"
              loading={busy === "restore"}
              onClick={restore}
              icon={<ArchiveRestore aria-hidden className="size-4" />}
            >
              Restore
            </Button>
          ) : (
            <>
              <Button
                variant="secondary"
                loading={busy === "replace"}
                disabled={busy !== null}
                onClick={() => fileInput.current?.click()}
                icon={<ImageUp aria-hidden className="size-4" />}
              >
                Replace file
              </Button>
              <input
                ref={fileInput}
                type="file"
                accept={acceptedImageTypes.join(",")}
                className="hidden"
                aria-label="New file for this picture"
                data-testid="replace-input"
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  event.target.value = "";
                  if (file) void replace(file);
                }}
              />
              <Button
                variant="ghost"
                className="text-red-700 hover:bg-red-50 hover:text-red-800"
                disabled={busy !== null}
                onClick={askToDelete}
                icon={<Trash2 aria-hidden className="size-4" />}
              >
                Delete
              </Button>
            </>
          )}
        </div>
        <p className="text-xs text-slate-500">
          Replace keeps this picture's words: every record and page that shows it switches to the new file. Delete moves
          it to the library's trash, once nothing uses it.
        </p>
      </div>
      {confirming && (
        <ConfirmModal
          title="Delete picture"
          action="Delete"
          danger
          onClose={() => setConfirming(false)}
          onConfirm={remove}
          icon={<Trash2 aria-hidden className="size-4" />}
        >
          <p className="text-sm text-slate-700">
            Move <strong className="font-semibold text-slate-900">{mediaName(item)}</strong> to the library's trash? It
            can be restored from there.
          </p>
        </ConfirmModal>
      )}
    </div>
  );
}
