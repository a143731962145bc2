import type { JSONContent } from "@tiptap/core";
import { EditorContent, useEditor } from "@tiptap/react";
import { useId, useRef, useState } from "react";
import { FieldError } from "../ui/fields.tsx";
import { BlockToolbar } from "./block-toolbar.tsx";
import { blockEditorExtensions } from "./editor-schema.ts";

type BlockEditorProps = {
  /** What the document is ("Page content", "Article"), the editor's accessible name. */
  label: string;
  /** The stored document, or null for a new one. */
  value: JSONContent | null;
  /** Every change, as the document the server checks (the form's draft autosaves it). */
  onChange: (document: JSONContent) => void;
  /** The server's refusal ("Unsupported content: …"), under the editor. */
  error?: string;
  /** The document's language where it is not the back office's (a translation, issue 74): its text's direction and tag. */
  language?: { dir: "ltr" | "rtl"; lang: string };
};

/**
 * The block editor of pages and articles (TipTap, ADR 0196): text with headings, lists, quotes,
 * code, tables and our own blocks, typed as JSON the server checks against the same declaration.
 * It renders on the client only (the back office's forms do), so the public pages carry none of it.
 */
export function BlockEditor({ label, value, onChange, error, language }: BlockEditorProps) {
  const id = useId();
  const [linking, setLinking] = useState(false);
  // The latest onChange, read by the editor made once: options given again on every render would be
  // set on the live editor as the form re-renders mid-typing, which lost a keystroke's change.
  const changed = useRef(onChange);
  changed.current = onChange;
  const editor = useEditor(
    {
      extensions: blockEditorExtensions,
      content: value ?? { type: "doc", content: [{ type: "paragraph" }] },
      immediatelyRender: false,
      // Its base rules are in admin.css: an injected <style> is refused by the pages' policy.
      injectCSS: false,
      editorProps: {
        attributes: {
          id,
          role: "textbox",
          "aria-multiline": "true",
          "aria-label": label,
          "aria-describedby": `${id}-error`,
          ...language,
          class: "block-editor-content min-h-64 px-4 py-3 focus:outline-none",
        },
        // Word and Google Docs put their look in style attributes, which the schema drops anyway;
        // taken out first, the browser does not report each one against the page's policy.
        transformPastedHTML: (html) => html.replace(/\sstyle\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi, ""),
        handleKeyDown: (_view, event) => {
          if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "k") {
            event.preventDefault();
            setLinking(true);
            return true;
          }
          return false;
        },
      },
      onUpdate: ({ editor: current }) => changed.current(current.getJSON()),
    },
    [id],
  );
  return (
    <div className="flex flex-col gap-1.5">
      <span className="text-sm font-medium text-slate-800">{label}</span>
      <div
        className={`rounded-xl border bg-white focus-within:ring-2 focus-within:ring-admin-500/30 ${
          error ? "border-red-500" : "border-slate-300"
        }`}
      >
        {editor && <BlockToolbar editor={editor} label={label} linking={linking} setLinking={setLinking} />}
        <EditorContent editor={editor} />
      </div>
      <FieldError id={id} error={error} alert />
    </div>
  );
}
