import { ArrowLeft, Eye, PanelRight } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import {
  type Audience,
  type CampaignDetail,
  campaignLimits,
  campaignStatusLabels,
  campaignUpdateSchema,
} from "../../../../domain/campaigns.ts";
import { SITE_NAME } from "../../../../domain/public-site.ts";
import { adminApi } from "../../../lib/admin/endpoints.ts";
import { savedWhen } from "../../../lib/admin/saved-words.ts";
import { useRights } from "../../../lib/admin/session.ts";
import { useAutosave } from "../../../lib/admin/use-draft.ts";
import { DocumentField } from "../blocks/document-field.tsx";
import { type SaveState, saveFailure, saveWords } from "../editor/editor-state.ts";
import { SettingsPanel, SettingsSection } from "../editor/settings-panel.tsx";
import { TitleField } from "../editor/title-field.tsx";
import { Badge } from "../ui/badge.tsx";
import { Button } from "../ui/button.tsx";
import { TextField } from "../ui/fields.tsx";
import { Modal } from "../ui/modal.tsx";
import { ArticleChoice } from "./article-choice.tsx";
import { AudienceFields } from "./audience-fields.tsx";
import { CampaignPreviewFrames } from "./campaign-preview.tsx";
import { SendingSettings } from "./sending-settings.tsx";
import { campaignStatusTone } from "./status-tone.ts";

/** What the editor holds: the campaign's words, written here or an article's. */
type Values = {
  subject: string;
  previewText: string;
  senderName: string;
  /** Written in the block editor, or a published article sent as it is. */
  source: "write" | "article";
  blocks: unknown;
  articleId: string | null;
  audience: Audience;
};

const valuesOf = (campaign: CampaignDetail | null): Values => ({
  subject: campaign?.subject ?? "",
  previewText: campaign?.previewText ?? "",
  // A new campaign comes from the site's name, as the server would make it: changed here if wanted.
  senderName: campaign?.senderName ?? SITE_NAME,
  source: campaign?.articleId ? "article" : "write",
  blocks: campaign?.blocks ?? null,
  articleId: campaign?.articleId ?? null,
  audience: campaign?.audience ?? { kind: "all" },
});

/** The body a save sends: the words the editor shows (an article chosen, or the blocks written). */
function bodyOf(values: Values) {
  const content =
    values.source === "article"
      ? values.articleId
        ? { articleId: values.articleId }
        : {}
      : values.blocks !== null
        ? { blocks: values.blocks }
        : {};
  return {
    subject: values.subject,
    previewText: values.previewText,
    senderName: values.senderName,
    audience: values.audience,
    ...content,
  };
}

/** Field problems by field, in the domain's words: a save is held back while there is any. */
function problemsOf(body: ReturnType<typeof bodyOf>): Record<string, string> {
  const checked = campaignUpdateSchema.safeParse(body);
  if (checked.success) return {};
  const problems: Record<string, string> = {};
  for (const issue of checked.error.issues) {
    const field = String(issue.path[0] ?? "subject");
    problems[field] ??= issue.message;
  }
  return problems;
}

/** Where the newsletter's words come from: written here, or a published article's. */
const sources = [
  { source: "write", label: "Write it here" },
  { source: "article", label: "Send a published article" },
] as const;

type Props = {
  campaign: CampaignDetail | null;
  timeZone: string;
  /** The first save of a new campaign made it: its screen's address is its id now. */
  onCreated: (campaign: CampaignDetail) => void;
  /** The campaign as the server holds it after an action (test, schedule, send). */
  onChanged: (campaign: CampaignDetail) => void;
};

/**
 * A campaign being written (issue 72): its subject as the document's title, the preview text, and
 * its words in the same block editor as pages and articles — or a published article sent as it is;
 * beside them the sender's name, who receives it, a test to staff, a schedule in the agency's time
 * zone and Send now. Every change is saved a couple of seconds after the last keystroke (and when
 * leaving the screen); a new campaign is made by its first save, once it has a subject.
 */
export function CampaignEditor({ campaign, timeZone, onCreated, onChanged }: Props) {
  const { canNewsletter } = useRights();
  const [values, setValues] = useState<Values>(() => valuesOf(campaign));
  const [id, setId] = useState<string | null>(campaign?._id ?? null);
  const [save, setSave] = useState<SaveState>(campaign ? { kind: "saved", at: campaign.updatedAt } : { kind: "idle" });
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [previewing, setPreviewing] = useState(false);
  const panelId = useId();
  const isNew = id === null;
  const mayWrite = canNewsletter(isNew ? "create" : "update");

  const body = bodyOf(values);
  const key = JSON.stringify(body);
  const saved = useRef(JSON.stringify(bodyOf(valuesOf(campaign))));
  const problems = problemsOf(body);
  const valid = Object.keys(problems).length === 0;
  const changed = key !== saved.current;
  const typed = mayWrite && changed && valid ? body : null;

  // Saves go one after another; a new campaign is created by the first, later ones change it.
  const chain = useRef<Promise<unknown>>(Promise.resolve());
  const idRef = useRef(id);
  idRef.current = id;
  function persist(fields: Record<string, unknown>): Promise<boolean> {
    const run = chain.current.then(async () => {
      const sentKey = JSON.stringify(fields);
      if (sentKey === saved.current) return true;
      setSave({ kind: "saving" });
      try {
        const current = idRef.current;
        const answer = current
          ? await adminApi.campaigns.update(current, fields)
          : await adminApi.campaigns.create(fields);
        saved.current = sentKey;
        setSave({ kind: "saved", at: answer.data.updatedAt });
        if (!current) {
          idRef.current = answer.data._id;
          setId(answer.data._id);
          onCreated(answer.data);
        } else onChanged(answer.data);
        return true;
      } catch (error) {
        setSave(saveFailure(error));
        return false;
      }
    });
    chain.current = run.catch(() => false);
    return run;
  }
  const autosave = useAutosave(typed, persist);

  /** Before a preview, a test or sending: what is typed is saved first, so what goes out is what is shown. */
  async function saveNow(): Promise<boolean> {
    autosave.settle();
    if (!valid) return false;
    if (changed) return persist(body);
    await chain.current;
    return true;
  }

  // Leaving with a change the server has not taken (invalid, offline): the browser asks first.
  useEffect(() => {
    if (!changed) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", ask);
    return () => window.removeEventListener("beforeunload", ask);
  }, [changed]);

  const set = <K extends keyof Values>(field: K, value: Values[K]) => setValues((now) => ({ ...now, [field]: value }));
  /** A line of words the campaign keeps as typed: read-only without the right to write. */
  const boundText = (field: "previewText" | "senderName") => ({
    value: values[field],
    readOnly: !mayWrite,
    error: problems[field],
    onChange: (event: { target: { value: string } }) => set(field, event.target.value),
  });
  const shownSave: SaveState =
    save.kind === "saving" || save.kind === "failed" || save.kind === "offline"
      ? save
      : changed
        ? { kind: "unsaved" }
        : save;
  const words = saveWords(
    shownSave,
    shownSave.kind === "saved" ? `saved ${savedWhen(shownSave.at, Date.now(), timeZone)}` : null,
  );
  const trouble = shownSave.kind === "failed" || shownSave.kind === "offline";
  const status = campaign?.status ?? "draft";

  return (
    <div className="flex flex-col gap-6">
      <section
        aria-label="Campaign"
        className="sticky top-16 z-10 -mx-4 flex flex-wrap items-center gap-x-3 gap-y-2 border-b border-slate-200 bg-slate-100/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6 lg:-mx-8 lg:px-8"
      >
        <Link
          to="/admin/campaigns"
          className="inline-flex items-center gap-1.5 rounded-lg py-1 text-sm font-semibold text-slate-700 hover:text-slate-950 focus-visible:outline-2 focus-visible:outline-admin-500"
        >
          <ArrowLeft aria-hidden className="size-4" />
          Campaigns
        </Link>
        <p
          aria-live="polite"
          data-testid="editor-state"
          className={`flex min-w-0 flex-1 basis-48 items-center gap-2 text-sm ${trouble ? "font-medium text-red-700" : "text-slate-600"}`}
        >
          <Badge tone={campaignStatusTone[status]}>{campaignStatusLabels[status]}</Badge>
          {words && <span>{words}</span>}
        </p>
        <div className="flex items-center gap-2">
          <Button
            variant="secondary"
            disabled={isNew || !valid}
            onClick={async () => {
              if (await saveNow()) setPreviewing(true);
            }}
            icon={<Eye aria-hidden className="size-4" />}
          >
            Preview
          </Button>
          <Button
            variant="secondary"
            className="lg:hidden"
            onClick={() => setSettingsOpen((open) => !open)}
            aria-expanded={settingsOpen}
            aria-controls={panelId}
            icon={<PanelRight aria-hidden className="size-4" />}
          >
            <span className="sr-only sm:not-sr-only">Settings</span>
          </Button>
        </div>
      </section>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem] xl:grid-cols-[minmax(0,1fr)_22rem]">
        <article aria-label="The newsletter" className="mx-auto flex w-full max-w-3xl min-w-0 flex-col gap-4">
          <TitleField
            placeholder="Subject"
            aria-label="Subject"
            value={values.subject}
            maxLength={campaignLimits.subjectMax + 50}
            readOnly={!mayWrite}
            error={problems.subject && (values.subject || !isNew) ? problems.subject : undefined}
            onChange={(event) => set("subject", event.target.value)}
          />
          <TextField
            label="Preview text"
            hint="Shown after the subject in most inboxes."
            {...boundText("previewText")}
          />
          <fieldset className="flex flex-col gap-3">
            <legend className="mb-2 text-sm font-medium text-slate-800">The newsletter's words</legend>
            <div className="flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-800">
              {sources.map(({ source, label }) => (
                <label key={source} className="inline-flex items-center gap-2">
                  <input
                    type="radio"
                    name="source"
                    checked={values.source === source}
                    disabled={!mayWrite}
                    onChange={() => set("source", source)}
                  />
                  {label}
                </label>
              ))}
            </div>
            {values.source === "write" ? (
              <DocumentField
                label="Newsletter content"
                initial={values.blocks}
                error={problems.blocks}
                onChange={(document) => set("blocks", document)}
              />
            ) : (
              <ArticleChoice
                value={values.articleId}
                title={campaign?.article?.title ?? null}
                disabled={!mayWrite}
                onChange={(articleId) => set("articleId", articleId)}
              />
            )}
          </fieldset>
        </article>
        <SettingsPanel
          id={panelId}
          open={settingsOpen}
          onClose={() => setSettingsOpen(false)}
          label="Campaign settings"
        >
          <SettingsSection title="Sender">
            <TextField label="Sender name" hint="Whom the e-mail says it is from." {...boundText("senderName")} />
          </SettingsSection>
          <SettingsSection title="Audience">
            <AudienceFields
              audience={values.audience}
              disabled={!mayWrite}
              error={problems.audience}
              onChange={(audience) => set("audience", audience)}
            />
          </SettingsSection>
          {campaign && id && (
            <SendingSettings campaign={campaign} timeZone={timeZone} saveFirst={saveNow} onChanged={onChanged} />
          )}
        </SettingsPanel>
      </div>
      {previewing && id && (
        <Modal title="Preview" size="lg" onClose={() => setPreviewing(false)}>
          <CampaignPreviewFrames campaignId={id} version={campaign?.updatedAt ?? ""} />
        </Modal>
      )}
    </div>
  );
}
