import { useId, useState } from "react";
import { type Author, authorLimits, authorUpdateSchema } from "../../../../domain/authors.ts";
import type { Media } from "../../../../domain/media.ts";
import { ApiRequestError, messageOf } from "../../../lib/admin/api-client.ts";
import { notify } from "../../../lib/admin/notify.ts";
import { PictureField } from "../media/picture-field.tsx";
import { TextAreaField, TextField } from "../ui/fields.tsx";
import { FormModal } from "../ui/form-modal.tsx";

/** What the form sends: only what changed (a new author: everything typed). */
export type AuthorFields = { name?: string; bio?: string; photoId?: string | null };

type AuthorFormProps = {
  title: string;
  submitLabel: string;
  /** The profile being changed; absent: a new author. */
  author?: Author | null;
  /** Whether the name is asked here (a staff member's own profile form asks it among its fields). */
  withName: boolean;
  /** Sends the fields; answers the profile as saved, or throws the server's refusal. */
  save: (fields: AuthorFields) => Promise<{ message: string; data: Author }>;
  onClose: () => void;
  onSaved: (author: Author) => void;
};

/**
 * An author's profile as the blog shows it (ADR 0245): their name, a short bio and a photo from the
 * media library. Checked as typed by the same rules the server applies; a refusal names its field.
 */
export function AuthorForm({ title, submitLabel, author, withName, save, onClose, onSaved }: AuthorFormProps) {
  const formId = useId();
  const [name, setName] = useState(author?.name ?? "");
  const [bio, setBio] = useState(author?.bio ?? "");
  const [photo, setPhoto] = useState<{ id: string; url: string } | null>(
    author?.photoId && author.photo ? { id: author.photoId, url: author.photo.url } : null,
  );
  const [refused, setRefused] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const changed: AuthorFields = {
    ...(withName && name.trim() !== (author?.name ?? "") ? { name } : {}),
    ...(bio.trim() !== (author?.bio ?? "") ? { bio } : {}),
    ...((photo?.id ?? null) !== (author?.photoId ?? null) ? { photoId: photo?.id ?? null } : {}),
  };
  const checked = authorUpdateSchema.safeParse(changed);
  const issue = (field: string) =>
    (checked.success ? undefined : checked.error.issues.find((i) => i.path[0] === field)?.message) ?? refused[field];
  const isNew = !author;
  const ready = checked.success && Object.keys(changed).length > 0 && (!isNew || !withName || name.trim() !== "");

  async function submit() {
    if (!ready) return;
    setBusy(true);
    setRefused({});
    try {
      const answer = await save(changed);
      notify.success(answer.message);
      onSaved(answer.data);
    } catch (error) {
      if (error instanceof ApiRequestError)
        setRefused(Object.fromEntries(error.issues.map((found) => [found.path, found.message])));
      notify.error(messageOf(error, "The author could not be saved"));
    } finally {
      setBusy(false);
    }
  }

  return (
    <FormModal
      title={title}
      onClose={onClose}
      form={formId}
      submitLabel={submitLabel}
      submitting={busy}
      disabled={!ready}
    >
      <form
        id={formId}
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {withName && (
          <TextField
            label="Name"
            required
            autoComplete="off"
            maxLength={authorLimits.nameMax + 20}
            value={name}
            error={name !== "" || !isNew ? issue("name") : undefined}
            hint="Shown as the byline of their articles and on their author page"
            onChange={(event) => setName(event.target.value)}
          />
        )}
        <TextAreaField
          label="Short bio"
          limit={authorLimits.bioMax}
          length={bio.trim().length}
          value={bio}
          error={issue("bio")}
          hint="Shown under their articles and on their author page (optional)"
          onChange={(event) => setBio(event.target.value)}
        />
        <PictureField
          label="Photo"
          value={photo?.url ?? ""}
          emptyText="No photo"
          hint="A picture of the media library, shown round beside their name"
          error={issue("photoId")}
          onChange={(picked: Media | null) => setPhoto(picked && { id: picked._id, url: picked.url })}
        />
      </form>
    </FormModal>
  );
}
