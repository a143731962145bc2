import { ArrowLeft, Eye, PanelRight } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { savedWhen } from "../../../lib/admin/saved-words.ts";
import { Button } from "../ui/button.tsx";
import { type SaveState, saveWords } from "./editor-state.ts";

type Props = {
  /** The list it goes back to, and its name ("Pages"). */
  list: { to: string; name: string };
  /** Where the document stands: "Draft", "Published", … */
  standing: string;
  save: SaveState;
  /** The agency's time zone: a save longer ago than an hour is said as a moment in it. */
  timeZone: string;
  onPreview?: () => void;
  onSaveDraft: () => void;
  saveDraftDisabled: boolean;
  onPublish?: () => void;
  publishing: boolean;
  publishDisabled: boolean;
  /** The settings panel beside the document (a drawer on narrow screens). */
  settings: { open: boolean; id: string; toggle: () => void };
};

/** "saved 3 s ago", kept current: every second for the first minute, then every fifteen. */
function useSavedWords(save: SaveState, timeZone: string): string | null {
  const [now, setNow] = useState(() => Date.now());
  const at = save.kind === "saved" ? save.at : null;
  useEffect(() => {
    if (!at) return;
    setNow(Date.now());
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      setNow(Date.now());
      timer = setTimeout(tick, Date.now() - Date.parse(at) < 60_000 ? 1000 : 15_000);
    };
    timer = setTimeout(tick, 1000);
    return () => clearTimeout(timer);
  }, [at]);
  return at ? `saved ${savedWhen(at, now, timeZone)}` : null;
}

/**
 * The full-page editor's one bar (issue 67): back to the list, where the document stands and when it
 * was last saved ("Draft · saved 3 s ago"), Preview, Save draft and Publish, and the settings panel's
 * toggle on screens too narrow to show it beside the document.
 */
export function EditorBar(props: Props) {
  const { list, standing, save, settings } = props;
  const saved = useSavedWords(save, props.timeZone);
  const words = saveWords(save, saved);
  const trouble = save.kind === "offline" || save.kind === "failed";
  return (
    <section
      aria-label="Publishing"
      className="sticky top-16 z-10 -mx-4 flex flex-wrap items-center gap-x-3 gap-y-2 border-b border-slate-200 bg-slate-100/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6 lg:-mx-8 lg:px-8"
    >
      <Link
        to={list.to}
        className="inline-flex items-center gap-1.5 rounded-lg py-1 text-sm font-semibold text-slate-700 hover:text-slate-950 focus-visible:outline-2 focus-visible:outline-admin-500"
      >
        <ArrowLeft aria-hidden className="size-4" />
        {list.name}
      </Link>
      <p
        aria-live="polite"
        data-testid="editor-state"
        className={`min-w-0 flex-1 basis-48 text-sm ${trouble ? "font-medium text-red-700" : "text-slate-600"}`}
      >
        <span className="font-semibold text-slate-900">{standing}</span>
        {words && ` · ${words}`}
      </p>
      <div className="flex items-center gap-2">
        <Button
          variant="ghost"
          onClick={props.onPreview}
          disabled={!props.onPreview}
          icon={<Eye aria-hidden className="size-4" />}
        >
          <span className="sr-only sm:not-sr-only">Preview</span>
        </Button>
        <Button variant="secondary" onClick={props.onSaveDraft} disabled={props.saveDraftDisabled}>
          Save draft
        </Button>
        <Button
          onClick={props.onPublish}
          disabled={!props.onPublish || props.publishDisabled}
          loading={props.publishing}
        >
          Publish
        </Button>
        <Button
          variant="secondary"
          className="lg:hidden"
          onClick={settings.toggle}
          aria-expanded={settings.open}
          aria-controls={settings.id}
          icon={<PanelRight aria-hidden className="size-4" />}
        >
          <span className="sr-only sm:not-sr-only">Settings</span>
        </Button>
      </div>
    </section>
  );
}
