import { Pencil, UserRound } from "lucide-react";
import { useRevalidator } from "react-router";
import { authorMessages } from "../../../../domain/authors.ts";
import { responsiveImage } from "../../../../domain/images.ts";
import { adminApi } from "../../../lib/admin/endpoints.ts";
import type { User } from "../../../lib/admin/types.ts";
import { useResource } from "../../../lib/admin/use-resource.ts";
import { type AuthorFields, AuthorForm } from "../authors/author-form.tsx";
import { Button } from "../ui/button.tsx";

/** The signed-in admin's author profile (ADR 0245), or null while it loads or when they have none yet. */
function useOwnAuthor(user: User) {
  return useResource(
    async () => (user.authorId ? (await adminApi.authors.get(user.authorId)).data : null),
    [user.authorId],
  );
}

/**
 * The profile's part the blog shows: the photo and short bio beside the full name on their articles.
 * Edited in a dialog of its own, saved at once: it needs no new sign-in, unlike the fields above.
 */
export function AuthorProfileSection({ user, onEdit }: { user: User; onEdit: () => void }) {
  const author = useOwnAuthor(user).data;
  return (
    <section aria-labelledby="author-profile" className="mt-6 border-t border-slate-200 pt-5">
      <h3 id="author-profile" className="text-base font-semibold text-slate-900">
        Author profile
      </h3>
      <p className="mt-1 text-sm text-slate-600">Shown with your articles on the blog and on your author page.</p>
      <div className="mt-3 flex flex-col gap-3 rounded-xl border border-slate-200 p-4 sm:flex-row sm:items-center">
        {author?.photo ? (
          <img
            {...responsiveImage(author.photo.url)}
            sizes="56px"
            alt={author.photo.alt || author.name}
            className="size-14 shrink-0 rounded-full border border-slate-200 object-cover"
          />
        ) : (
          <span className="flex size-14 shrink-0 items-center justify-center rounded-full bg-slate-100 text-slate-400">
            <UserRound aria-hidden className="size-6" />
          </span>
        )}
        <div className="min-w-0 flex-1 text-sm">
          <p className="font-medium text-slate-900">{author?.name ?? user.fullName}</p>
          <p className="mt-0.5 line-clamp-3 whitespace-pre-line text-slate-600">{author?.bio || "No bio yet."}</p>
        </div>
        <Button variant="secondary" icon={<Pencil aria-hidden className="size-4" />} onClick={onEdit}>
          Edit author profile
        </Button>
      </div>
    </section>
  );
}

/** The author profile's dialog, opened from the profile: bio and photo, saved through the profile. */
export function OwnAuthorForm({ user, onClose }: { user: User; onClose: () => void }) {
  const author = useOwnAuthor(user);
  const revalidator = useRevalidator();
  if (author.loading && author.data === undefined) return null;

  async function save(fields: AuthorFields) {
    // An account made before author profiles gets one with this save: its id comes back with the account.
    const { data: account } = await adminApi.users.updateProfile(user._id, fields);
    const saved = await adminApi.authors.get(account.authorId ?? user._id);
    return { message: authorMessages.updated, data: saved.data };
  }

  return (
    <AuthorForm
      title="Author profile"
      submitLabel="Save author profile"
      author={author.data}
      withName={false}
      save={save}
      onClose={onClose}
      onSaved={async () => {
        onClose();
        await revalidator.revalidate();
      }}
    />
  );
}
