import type { Editor, JSONContent } from "@tiptap/core";
import { useEditorState } from "@tiptap/react";
import {
  ArrowDown,
  ArrowUp,
  BetweenHorizontalEnd,
  BetweenVerticalEnd,
  Bold,
  CircleQuestionMark,
  Code,
  Columns2,
  Grid2x2X,
  Image,
  Images,
  Info,
  Italic,
  Link,
  List,
  ListChecks,
  ListOrdered,
  Minus,
  MousePointerClick,
  Quote,
  Redo2,
  SquareCode,
  Table,
  TableColumnsSplit,
  TableRowsSplit,
  Undo2,
  Video,
} from "lucide-react";
import { type KeyboardEvent, type ReactNode, useState } from "react";
import { isAllowedLink } from "../../../../domain/blocks.ts";
import { Button } from "../ui/button.tsx";
import { TextField } from "../ui/fields.tsx";
import { moveBlockIn, moveKeys } from "./move-block.ts";

type Tool = { label: string; keys?: string; icon: ReactNode; run: (editor: Editor) => void; active?: string };
const icon = (Icon: typeof Bold) => <Icon aria-hidden className="size-4" />;

const inline: Tool[] = [
  { label: "Bold", keys: "Ctrl+B", icon: icon(Bold), active: "bold", run: (e) => e.chain().focus().toggleBold().run() },
  {
    label: "Italic",
    keys: "Ctrl+I",
    icon: icon(Italic),
    active: "italic",
    run: (e) => e.chain().focus().toggleItalic().run(),
  },
  { label: "Code", keys: "Ctrl+E", icon: icon(Code), active: "code", run: (e) => e.chain().focus().toggleCode().run() },
];

const structure: Tool[] = [
  {
    label: "Bulleted list",
    icon: icon(List),
    active: "bulletList",
    run: (e) => e.chain().focus().toggleBulletList().run(),
  },
  {
    label: "Numbered list",
    icon: icon(ListOrdered),
    active: "orderedList",
    run: (e) => e.chain().focus().toggleOrderedList().run(),
  },
  { label: "Quote", icon: icon(Quote), active: "blockquote", run: (e) => e.chain().focus().toggleBlockquote().run() },
  {
    label: "Code block",
    icon: icon(SquareCode),
    active: "codeBlock",
    run: (e) => e.chain().focus().toggleCodeBlock().run(),
  },
  { label: "Divider", icon: icon(Minus), run: (e) => e.chain().focus().setHorizontalRule().run() },
];

const insert = (content: JSONContent) => (editor: Editor) => editor.chain().focus().insertContent(content).run();
const answer = [{ type: "paragraph" }];
const column = { type: "column", content: answer };

/** Our own blocks, inserted where the cursor is; each opens with its fields to fill in. */
const blocks: Tool[] = [
  {
    label: "Table",
    icon: icon(Table),
    run: (e) => e.chain().focus().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run(),
  },
  { label: "Callout", icon: icon(Info), run: insert({ type: "callout", attrs: { tone: "info" }, content: answer }) },
  { label: "Picture", icon: icon(Image), run: insert({ type: "picture" }) },
  { label: "Gallery", icon: icon(Images), run: insert({ type: "gallery" }) },
  { label: "Video", icon: icon(Video), run: insert({ type: "video" }) },
  { label: "Call to action", icon: icon(MousePointerClick), run: insert({ type: "callToAction" }) },
  {
    label: "Columns",
    icon: icon(Columns2),
    run: insert({ type: "columns", content: [column, column] }),
  },
  {
    label: "FAQ",
    icon: icon(CircleQuestionMark),
    run: insert({ type: "faq", content: [{ type: "faqItem", content: answer }] }),
  },
  { label: "Live list", icon: icon(ListChecks), run: insert({ type: "liveList" }) },
];

/** The block the cursor is in, one place up or down among its neighbours (ADR 0236). */
const moves: Tool[] = [
  {
    label: "Move block up",
    keys: moveKeys.up,
    icon: icon(ArrowUp),
    run: (e) => {
      e.commands.focus();
      moveBlockIn(e, -1);
    },
  },
  {
    label: "Move block down",
    keys: moveKeys.down,
    icon: icon(ArrowDown),
    run: (e) => {
      e.commands.focus();
      moveBlockIn(e, 1);
    },
  },
];

/** A table's rows and columns, shown while the cursor is in one. */
const tableTools: Tool[] = [
  { label: "Add row below", icon: icon(BetweenHorizontalEnd), run: (e) => e.chain().focus().addRowAfter().run() },
  { label: "Remove row", icon: icon(TableRowsSplit), run: (e) => e.chain().focus().deleteRow().run() },
  { label: "Add column right", icon: icon(BetweenVerticalEnd), run: (e) => e.chain().focus().addColumnAfter().run() },
  { label: "Remove column", icon: icon(TableColumnsSplit), run: (e) => e.chain().focus().deleteColumn().run() },
  { label: "Remove table", icon: icon(Grid2x2X), run: (e) => e.chain().focus().deleteTable().run() },
];

const history: Tool[] = [
  { label: "Undo", keys: "Ctrl+Z", icon: icon(Undo2), run: (e) => e.chain().focus().undo().run() },
  { label: "Redo", keys: "Ctrl+Shift+Z", icon: icon(Redo2), run: (e) => e.chain().focus().redo().run() },
];

const styles = [
  { value: "p", label: "Paragraph" },
  { value: "2", label: "Heading 2" },
  { value: "3", label: "Heading 3" },
  { value: "4", label: "Heading 4" },
] as const;

/** Arrow keys move along the toolbar, as in every editor's (WAI-ARIA toolbar pattern). */
function moveAlong(event: KeyboardEvent<HTMLDivElement>) {
  if (event.key !== "ArrowRight" && event.key !== "ArrowLeft") return;
  const controls = [...event.currentTarget.querySelectorAll<HTMLElement>("button, select")];
  const at = controls.findIndex((control) => control === document.activeElement);
  if (at < 0) return;
  event.preventDefault();
  const step = event.key === "ArrowRight" ? 1 : -1;
  controls[(at + step + controls.length) % controls.length]?.focus();
}

function ToolButton({ tool, editor, pressed }: { tool: Tool; editor: Editor; pressed?: boolean }) {
  const named = tool.keys
    ? `${tool.label} (${tool.keys.replace("ArrowUp", "↑").replace("ArrowDown", "↓")})`
    : tool.label;
  return (
    <button
      type="button"
      aria-label={tool.label}
      aria-pressed={tool.active ? pressed : undefined}
      aria-keyshortcuts={tool.keys?.replace("Ctrl", "Control")}
      title={named}
      // A pointer press leaves the focus in the text, so what is typed next goes there, not to the button.
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => tool.run(editor)}
      className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-admin-500 aria-pressed:bg-admin-100 aria-pressed:text-admin-800"
    >
      {tool.icon}
    </button>
  );
}

function LinkForm({ editor, onDone }: { editor: Editor; onDone: () => void }) {
  const [href, setHref] = useState(() => String(editor.getAttributes("link").href ?? ""));
  const allowed = href.trim() === "" || isAllowedLink(href.trim());
  const apply = () => {
    if (!allowed) return;
    const chain = editor.chain().focus().extendMarkRange("link");
    (href.trim() === "" ? chain.unsetLink() : chain.setLink({ href: href.trim() })).run();
    onDone();
  };
  return (
    <div className="flex flex-wrap items-end gap-2 border-t border-slate-200 p-2">
      <div className="min-w-56 flex-1">
        <TextField
          label="Link address"
          autoFocus
          value={href}
          placeholder="/contact or https://…"
          error={allowed ? undefined : "A link goes to a path on this site, https://, mailto: or tel:"}
          onChange={(event) => setHref(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              apply();
            }
            if (event.key === "Escape") onDone();
          }}
        />
      </div>
      <Button onClick={apply} disabled={!allowed}>
        {href.trim() === "" ? "Remove link" : "Apply"}
      </Button>
      <Button variant="secondary" onClick={onDone}>
        Cancel
      </Button>
    </div>
  );
}

/** The editor's toolbar: text style, formatting, lists and our blocks, each reachable by keyboard. */
export function BlockToolbar({
  editor,
  label,
  linking,
  setLinking,
}: {
  editor: Editor;
  label: string;
  /** Whether the link's address is being asked for (the Link button, or Ctrl+K in the text). */
  linking: boolean;
  setLinking: (linking: boolean) => void;
}) {
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      active: Object.fromEntries(
        [...inline, ...structure, { active: "link" }].flatMap((tool) =>
          tool.active ? [[tool.active, current.isActive(tool.active)]] : [],
        ),
      ),
      style: [2, 3, 4].find((level) => current.isActive("heading", { level }))?.toString() ?? "p",
      inTable: current.isActive("table"),
    }),
  });
  const group = (tools: Tool[]) =>
    tools.map((tool) => (
      <ToolButton
        key={tool.label}
        tool={tool}
        editor={editor}
        pressed={tool.active ? state.active[tool.active] : undefined}
      />
    ));
  const divider = <span aria-hidden className="mx-1 h-6 w-px shrink-0 bg-slate-300" />;
  return (
    <div className="sticky top-0 z-10 rounded-t-xl border-b border-slate-200 bg-slate-50">
      <div
        role="toolbar"
        aria-label={`${label}: formatting`}
        className="flex flex-wrap items-center gap-0.5 p-1.5"
        onKeyDown={moveAlong}
      >
        <select
          aria-label="Text style"
          value={state.style}
          onChange={(event) => {
            const chain = editor.chain().focus();
            const level = Number(event.target.value);
            (level === 2 || level === 3 || level === 4 ? chain.setHeading({ level }) : chain.setParagraph()).run();
          }}
          className="h-9 rounded-lg border border-slate-300 bg-white px-2 text-sm"
        >
          {styles.map((style) => (
            <option key={style.value} value={style.value}>
              {style.label}
            </option>
          ))}
        </select>
        {divider}
        {group(inline)}
        <ToolButton
          tool={{ label: "Link", keys: "Ctrl+K", icon: icon(Link), active: "link", run: () => setLinking(true) }}
          editor={editor}
          pressed={state.active.link}
        />
        {divider}
        {group(structure)}
        {divider}
        {group(blocks)}
        {divider}
        {group(moves)}
        {divider}
        {group(history)}
        {state.inTable && (
          <>
            {divider}
            {group(tableTools)}
          </>
        )}
      </div>
      {linking && <LinkForm editor={editor} onDone={() => setLinking(false)} />}
    </div>
  );
}
