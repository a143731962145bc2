import { ArrowDown, ArrowUp, ImageUp, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { responsiveImage } from "../../../../domain/images.ts";
import type { Media } from "../../../../domain/media.ts";
import {
  PARTNERS_MAX,
  type Partner,
  partnerMessages,
  partnerSchema,
  partnersDraftSchema,
} from "../../../../domain/site.ts";
import { adminApi } from "../../../lib/admin/endpoints.ts";
import { checkIconFile, editImageTypes } from "../../../lib/admin/image-checks.ts";
import type { Publication } from "../../../lib/admin/types.ts";
import { LibraryButton } from "../media/library-button.tsx";
import { Button, IconButton } from "../ui/button.tsx";
import { FieldError, TextField } from "../ui/fields.tsx";
import { MediaDraftChoice, MediaDraftLoader, sendChange, useMediaDraft } from "./media-draft.tsx";
import type { SiteScreenProps } from "./part-editor.tsx";
import { PartnersPreview } from "./preview/part-previews.tsx";

/** One change to the strip; the form sends it live or into the draft (ADR 0123). */
type StripChange =
  | { kind: "add"; form: FormData }
  | { kind: "update"; id: string; form: FormData }
  | { kind: "remove"; id: string }
  | { kind: "order"; ids: string[] };
/** Sends a change; whether it was saved. */
type Act = (change: StripChange) => Promise<boolean>;
/** The logo to send: a new file, or a library picture (sent by id, ADR 0190). */
type Draft = { name: string; url: string; logo?: File; picked?: Media };
type Issues = Partial<Record<"name" | "url" | "logo", string>>;

/** The domain's rules on a partner's fields, as messages per field (the server checks the same). */
function issuesOf(draft: Draft, logoRequired: boolean): Issues {
  const issues: Issues = {};
  const parsed = partnerSchema.safeParse({ name: draft.name, url: draft.url });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if ((field === "name" || field === "url") && !issues[field]) issues[field] = issue.message;
    }
  }
  if (draft.logo) issues.logo = checkIconFile(draft.logo, "edit") ?? undefined;
  else if (logoRequired && !draft.picked) issues.logo = partnerMessages.logoRequired;
  return Object.fromEntries(Object.entries(issues).filter(([, message]) => message));
}

const formOf = (draft: Draft) => {
  const form = new FormData();
  form.append("name", draft.name);
  form.append("url", draft.url);
  if (draft.logo) form.append("logo", draft.logo);
  else if (draft.picked) form.append("logoId", draft.picked._id);
  return form;
};

/** A partner's logo: a file, or "Choose from library"; either replaces the other in the draft. */
function LogoChoice(props: {
  label: string;
  /** The picker's title and the library button's name ("Northwind logo"): one per row. */
  title: string;
  draft: Draft;
  onChange: (draft: Draft) => void;
  current?: string;
}) {
  const { label, title, draft, onChange, current } = props;
  return (
    <>
      <LogoInput label={label} file={draft.logo} onChange={(logo) => onChange({ ...draft, logo, picked: undefined })} />
      <LibraryButton
        title={title}
        chosenUrl={draft.picked?.url ?? current}
        onPick={(picked) => onChange({ ...draft, picked, logo: undefined })}
      />
      {draft.picked && (
        <span className="flex min-w-0 items-center gap-2 text-sm text-slate-700">
          <img
            {...responsiveImage(draft.picked.url)}
            sizes="80px"
            alt={`Chosen logo: ${draft.picked.name}`}
            className="h-8 max-w-20 object-contain"
          />
          <span className="max-w-40 truncate">{draft.picked.name}</span>
        </span>
      )}
    </>
  );
}

function LogoInput({ label, file, onChange }: { label: string; file?: File; onChange: (file?: File) => void }) {
  return (
    <label className="inline-flex min-h-10 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-slate-700 shadow-sm hover:bg-slate-50 focus-within:outline-2 focus-within:outline-admin-500">
      <ImageUp aria-hidden className="size-4" />
      <span className="max-w-40 truncate">{file ? file.name : label}</span>
      <input
        type="file"
        accept={editImageTypes.join(",")}
        aria-label={label}
        className="sr-only"
        onChange={(event) => onChange(event.target.files?.[0])}
      />
    </label>
  );
}

/** A partner's name and link, as the add row and each partner's row edit them. */
function NameAndLink(props: {
  draft: Draft;
  issues: Issues;
  onChange: (draft: Draft) => void;
  hint?: string;
  placeholder?: string;
}) {
  const { draft, issues, onChange, hint, placeholder } = props;
  return (
    <>
      <TextField
        label="Name"
        required
        value={draft.name}
        error={issues.name}
        onChange={(event) => onChange({ ...draft, name: event.target.value })}
      />
      <TextField
        label="Link"
        required
        type="url"
        placeholder={placeholder}
        value={draft.url}
        error={issues.url}
        hint={hint}
        onChange={(event) => onChange({ ...draft, url: event.target.value })}
      />
    </>
  );
}

/** One partner: its logo, name and link edited in place, saved with its own button. */
function PartnerRow(props: { partner: Partner; index: number; count: number; order: string[]; act: Act }) {
  const { partner, index, count, order, act } = props;
  const [draft, setDraft] = useState<Draft>({ name: partner.name, url: partner.url });
  const [busy, setBusy] = useState(false);
  const issues = issuesOf(draft, false);
  const dirty =
    draft.name !== partner.name || draft.url !== partner.url || draft.logo !== undefined || draft.picked !== undefined;
  const run = async (change: StripChange) => {
    setBusy(true);
    const ok = await act(change);
    setBusy(false);
    if (ok) setDraft((now) => ({ ...now, logo: undefined, picked: undefined }));
  };
  const move = (by: number) => {
    const ids = [...order];
    ids.splice(index, 1);
    ids.splice(index + by, 0, partner._id);
    void run({ kind: "order", ids });
  };

  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4 lg:flex-row lg:items-start">
      <div className="flex h-16 w-36 shrink-0 items-center justify-center rounded-lg bg-slate-50">
        <img src={partner.logo} alt={`${partner.name} logo`} className="max-h-14 max-w-32 object-contain" />
      </div>
      <div className="grid min-w-0 flex-1 gap-3 sm:grid-cols-2">
        <NameAndLink draft={draft} issues={issues} onChange={setDraft} hint="Opens in a new tab." />
        <div className="flex flex-col gap-1 sm:col-span-2">
          <div className="flex flex-wrap items-center gap-2">
            <LogoChoice
              label="Replace logo"
              title={`${partner.name} logo`}
              draft={draft}
              onChange={setDraft}
              current={partner.logo}
            />
            <Button
              loading={busy}
              disabled={!dirty || Object.keys(issues).length > 0}
              onClick={() => void run({ kind: "update", id: partner._id, form: formOf(draft) })}
            >
              Save partner
            </Button>
          </div>
          <FieldError id={`${partner._id}-logo-error`} error={issues.logo} />
        </div>
      </div>
      <div className="flex gap-1 lg:flex-col">
        <IconButton label={`Move ${partner.name} up`} disabled={busy || index === 0} onClick={() => move(-1)}>
          <ArrowUp aria-hidden className="size-4" />
        </IconButton>
        <IconButton label={`Move ${partner.name} down`} disabled={busy || index === count - 1} onClick={() => move(1)}>
          <ArrowDown aria-hidden className="size-4" />
        </IconButton>
        <IconButton
          label={`Remove ${partner.name}`}
          tone="danger"
          disabled={busy}
          onClick={() => {
            if (window.confirm(`Remove ${partner.name} from the partner strip?`))
              void run({ kind: "remove", id: partner._id });
          }}
        >
          <Trash2 aria-hidden className="size-4" />
        </IconButton>
      </div>
    </li>
  );
}

function AddPartner({ act, full }: { act: Act; full: boolean }) {
  const empty: Draft = { name: "", url: "" };
  const [draft, setDraft] = useState<Draft>(empty);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const issues = tried ? issuesOf(draft, true) : {};

  const add = async () => {
    setTried(true);
    if (Object.keys(issuesOf(draft, true)).length > 0) return;
    setBusy(true);
    const ok = await act({ kind: "add", form: formOf(draft) });
    setBusy(false);
    if (ok) {
      setDraft(empty);
      setTried(false);
    }
  };

  return (
    <section
      aria-label="Add a partner"
      className="flex flex-col gap-3 rounded-xl border border-dashed border-slate-300 p-4"
    >
      <h3 className="text-sm font-semibold tracking-wide text-slate-500 uppercase">Add a partner</h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <NameAndLink draft={draft} issues={issues} onChange={setDraft} placeholder="https://" />
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <LogoChoice label="Choose logo" title="Partner logo" draft={draft} onChange={setDraft} />
        <Button
          loading={busy}
          disabled={full}
          icon={<Plus aria-hidden className="size-4" />}
          onClick={() => void add()}
        >
          Add partner
        </Button>
      </div>
      <FieldError id="new-partner-logo-error" error={full ? partnerMessages.tooMany : issues.logo} />
    </section>
  );
}

/** The calls of each change, live (the spec's) or into the partners' draft (`?draft=true`). */
const liveCalls = {
  add: (form: FormData) => adminApi.site.addPartner(form),
  update: (id: string, form: FormData) => adminApi.site.updatePartner(id, form),
  remove: (id: string) => adminApi.site.removePartner(id),
  order: (ids: string[]) => adminApi.site.orderPartners(ids),
};
const draftCalls = {
  add: (form: FormData) => adminApi.site.inDraft.addPartner(form),
  update: (id: string, form: FormData) => adminApi.site.inDraft.updatePartner(id, form),
  remove: (id: string) => adminApi.site.inDraft.removePartner(id),
  order: (ids: string[]) => adminApi.site.inDraft.orderPartners(ids),
};
function callOf<T>(calls: {
  add(form: FormData): Promise<T>;
  update(id: string, form: FormData): Promise<T>;
  remove(id: string): Promise<T>;
  order(ids: string[]): Promise<T>;
}) {
  return (change: StripChange) => {
    switch (change.kind) {
      case "add":
        return () => calls.add(change.form);
      case "update":
        return () => calls.update(change.id, change.form);
      case "remove":
        return () => calls.remove(change.id);
      case "order":
        return () => calls.order(change.ids);
    }
  };
}

/** The strip the draft holds, or the published one while there is no draft. */
function draftStrip(publication: Publication | undefined, published: Partner[]): Partner[] {
  const drafted = partnersDraftSchema.safeParse(publication?.draft?.fields);
  return drafted.success ? drafted.data.partners : published;
}

/**
 * Site › Partners: the logo strip on the home page. Each change is saved at once, or, with "Change
 * as a draft" (always while a draft exists), into the partners' draft, which the draft bar
 * publishes, previews, shares and schedules as a whole (ADR 0123).
 */
export function PartnersForm({ site, onSaved, onPublished }: SiteScreenProps) {
  return (
    <MediaDraftLoader part="partners" onPublished={onPublished}>
      {(initial, published) => (
        <PartnersEditor site={site} onSaved={onSaved} onPublished={published} initial={initial} />
      )}
    </MediaDraftLoader>
  );
}

function PartnersEditor({ site, onSaved, onPublished, initial }: SiteScreenProps & { initial: Publication }) {
  const media = useMediaDraft("partners", initial);
  const partners = media.inDraft ? draftStrip(media.publication, site.partners) : site.partners;
  const order = partners.map((partner) => partner._id);
  const act: Act = async (change) =>
    (media.inDraft
      ? await sendChange(callOf(draftCalls)(change), media.follow)
      : await sendChange(callOf(liveCalls)(change), onSaved)) === null;
  return (
    <div className="flex flex-col gap-5">
      <MediaDraftChoice
        media={media}
        name="The partner strip"
        onText="Changes go to the draft; the site shows the strip as published until you publish it."
        onPublished={onPublished}
      />
      {partners.length === 0 ? (
        <p className="text-sm text-slate-600">No partners: the home page shows no logo strip.</p>
      ) : (
        <ol aria-label="Partners, in the order shown" className="flex flex-col gap-3">
          {partners.map((partner, index) => (
            // Keyed by id and logo: a saved change starts the row again from what is stored.
            <PartnerRow
              key={`${partner._id}-${partner.logo}-${partner.name}-${partner.url}`}
              partner={partner}
              index={index}
              count={partners.length}
              order={order}
              act={act}
            />
          ))}
        </ol>
      )}
      <AddPartner act={act} full={partners.length >= PARTNERS_MAX} />
      <PartnersPreview partners={partners} />
    </div>
  );
}
