import { ArrowLeft } from "lucide-react";
import { type ComponentType, useEffect, useRef, useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { ApiRequestError, messageOf } from "../../../lib/admin/api-client.ts";
import { adminApi } from "../../../lib/admin/endpoints.ts";
import type { Publication, RecordPublication } from "../../../lib/admin/types.ts";
import { AlertLine } from "../ui/alert-line.tsx";
import { Loader } from "../ui/spinner.tsx";
import type { DocumentKind } from "./document-kind.ts";

/** What an editor opens on: a record and its publication, a record saved as a draft on create, or nothing yet (new). */
export type OpenedDocument<T> = {
  record?: T & RecordPublication;
  publication?: Publication;
  draftOnly?: Publication;
};

/** What the route hands a kind's full-page editor. */
export type DocumentEditorProps<T> = OpenedDocument<T> & {
  /** The first autosave of a new document kept it as a draft: it has an id and an address now. */
  onDraftCreated: (draft: Publication) => void;
  /** Published, unpublished, discarded or restored: the editor opens again on what the server holds. */
  onSaved: () => void;
  /** After an edit conflict: edit the record as a colleague saved it. */
  onReload: (record: T) => void;
  /** The record is gone (a new record's draft discarded): back to the list. */
  onGone: () => void;
};

type Session<T> = { key: number; id: string; opened?: OpenedDocument<T>; error?: string };

/** The record and its publication, or the draft a record was saved as on create. */
async function openDocument<T>(kind: DocumentKind<T>, id: string): Promise<OpenedDocument<T>> {
  const [record, publication] = await Promise.all([
    kind.read(id).catch((error: unknown) => {
      // A record kept only as a draft has no row yet: its draft says what it is.
      if (error instanceof ApiRequestError && error.status === 404) return undefined;
      throw error;
    }),
    adminApi.drafts[kind.path].read(id).then((answer) => answer.data),
  ]);
  if (record) return { record, publication };
  if (publication.draftOnly) return { draftOnly: publication };
  throw new ApiRequestError(404, kind.notFound);
}

/**
 * A page's or article's own screen (`/admin/pages/:id`, `/admin/pages/new`, issue 67): reads the
 * record (or its draft) and opens the kind's full-page editor on it. The editor stays mounted when a
 * new document's first autosave gives it an id (the address changes to it, the caret stays where it
 * was); publishing or discarding opens it again on what the server now holds.
 */
export function DocumentRoute<T>({
  kind,
  Editor,
}: {
  kind: DocumentKind<T>;
  Editor: ComponentType<DocumentEditorProps<T>>;
}) {
  const { id = "new" } = useParams();
  const navigate = useNavigate();
  const [session, setSession] = useState<Session<T>>({ key: 0, id, opened: id === "new" ? {} : undefined });
  const [reads, setReads] = useState(0);
  const current = useRef(session);
  current.current = session;
  // The id a new document's first autosave gave it: the address moves to it, the editor stays.
  const adopted = useRef<string | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `reads` asks for the record again
  useEffect(() => {
    const now = current.current;
    if (id === "new") {
      if (now.id !== "new" || !now.opened) setSession({ key: now.key + 1, id, opened: {} });
      return;
    }
    // The new document this editor just kept as a draft: it is open already.
    if (adopted.current === id) {
      adopted.current = null;
      return;
    }
    let live = true;
    setSession({ key: now.key, id });
    openDocument(kind, id).then(
      (opened) => live && setSession({ key: now.key + 1, id, opened }),
      (error: unknown) =>
        live &&
        setSession({ key: now.key, id, error: messageOf(error, "The editor could not open. Please try again.") }),
    );
    return () => {
      live = false;
    };
  }, [id, reads, kind]);

  if (session.error)
    return (
      <div className="flex flex-col items-start gap-4">
        <AlertLine message={session.error} />
        <Link to={kind.list} className="inline-flex items-center gap-2 text-sm font-semibold text-admin-700">
          <ArrowLeft aria-hidden className="size-4" /> Back to {kind.plural}
        </Link>
      </div>
    );
  if (!session.opened) return <Loader />;
  return (
    <Editor
      key={session.key}
      {...session.opened}
      onDraftCreated={(draft) => {
        adopted.current = draft.recordId;
        setSession((now) => ({ ...now, id: draft.recordId, opened: { draftOnly: draft } }));
        void navigate(`${kind.list}/${draft.recordId}`, { replace: true });
      }}
      onSaved={() => setReads((n) => n + 1)}
      onReload={(record) =>
        setSession((now) => ({
          key: now.key + 1,
          id: now.id,
          opened: { record: { ...record, status: "published", hasDraft: false } },
        }))
      }
      onGone={() => void navigate(kind.list)}
    />
  );
}
