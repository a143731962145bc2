import { NodeViewContent, type NodeViewProps, NodeViewWrapper } from "@tiptap/react";
import { ArrowDown, ArrowUp, Trash2 } from "lucide-react";
import { type ReactNode, useState } from "react";
import {
  blockNodes,
  calloutToneNames,
  calloutTones,
  columnCounts,
  isBlockNodeType,
  liveListLabels,
  liveListNames,
  videoFromAddress,
  videoMessages,
} from "../../../../domain/blocks.ts";
import { responsiveImage } from "../../../../domain/images.ts";
import { LibraryButton } from "../media/library-button.tsx";
import { IconButton } from "../ui/button.tsx";
import { SelectField, TextField } from "../ui/fields.tsx";
import { Options } from "../ui/options.tsx";
import { CallToActionFields } from "./call-to-action-fields.tsx";
import { moveBlockIn } from "./move-block.ts";
import { PictureFields } from "./picture-fields.tsx";

/**
 * How our own blocks look and are edited inside the editor: a framed card with the block's name and
 * the fields of its attributes (alt text, caption, a video's address, a call to action's words). The
 * public look is the server's (server/blocks/render-html.ts); here the words matter, not the layout.
 */
const stringOf = (value: unknown) => (typeof value === "string" ? value : "");

type Picture = { src: string; alt: string };
const picturesOf = (value: unknown): Picture[] =>
  Array.isArray(value)
    ? value.flatMap((item: unknown) =>
        typeof item === "object" && item !== null && "src" in item && "alt" in item
          ? [{ src: stringOf(item.src), alt: stringOf(item.alt) }]
          : [],
      )
    : [];

type Move = (direction: -1 | 1) => void;

/** A card's move: the block selected, then moved with the editor's own command (ADR 0236). */
const moverOf =
  ({ editor, getPos }: Pick<NodeViewProps, "editor" | "getPos">): Move =>
  (direction) => {
    const pos = getPos();
    if (typeof pos !== "number") return;
    editor.commands.setNodeSelection(pos);
    moveBlockIn(editor, direction);
  };

function BlockCard({
  title,
  onDelete,
  onMove,
  children,
}: {
  title: string;
  onDelete: () => void;
  onMove?: Move;
  children: ReactNode;
}) {
  const named = title.toLowerCase();
  return (
    <div className="my-3 rounded-xl border border-slate-300 bg-slate-50 p-3 not-prose" data-drag-handle>
      <div className="mb-2 flex items-center justify-between gap-2">
        <span className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{title}</span>
        <span className="flex items-center gap-1">
          {onMove && (
            <>
              <IconButton label={`Move ${named} up`} onClick={() => onMove(-1)}>
                <ArrowUp aria-hidden className="size-4" />
              </IconButton>
              <IconButton label={`Move ${named} down`} onClick={() => onMove(1)}>
                <ArrowDown aria-hidden className="size-4" />
              </IconButton>
            </>
          )}
          <IconButton label={`Remove ${named}`} onClick={onDelete}>
            <Trash2 aria-hidden className="size-4" />
          </IconButton>
        </span>
      </div>
      <div className="flex flex-col gap-3">{children}</div>
    </div>
  );
}

const Thumb = ({ src, alt }: Picture) =>
  src ? <img {...responsiveImage(src)} sizes="12rem" alt={alt} className="h-28 w-44 rounded-lg object-cover" /> : null;

function GalleryFields({ attrs, update }: { attrs: NodeViewProps["node"]["attrs"]; update: (a: object) => void }) {
  const pictures = picturesOf(attrs.pictures);
  const change = (next: Picture[]) => update({ pictures: next });
  return (
    <>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {pictures.map((picture, index) => (
          <li key={picture.src} className="flex flex-col gap-2">
            <Thumb {...picture} />
            <TextField
              label={`Alt text of picture ${index + 1} for this use only`}
              hint="Empty: the media library's words."
              value={picture.alt}
              maxLength={250}
              onChange={(event) =>
                change(pictures.map((item, at) => (at === index ? { ...item, alt: event.target.value } : item)))
              }
            />
            <IconButton
              label={`Remove picture ${index + 1}`}
              onClick={() => change(pictures.filter((_item, at) => at !== index))}
            >
              <Trash2 aria-hidden className="size-4" />
            </IconButton>
          </li>
        ))}
      </ul>
      <LibraryButton
        title="Gallery picture"
        label="Add a picture"
        onPick={(media) =>
          pictures.some((picture) => picture.src === media.url) || change([...pictures, { src: media.url, alt: "" }])
        }
      />
      {pictures.length < 2 && <p className="text-xs text-slate-600">A gallery shows two pictures or more.</p>}
    </>
  );
}

function VideoFields({ attrs, update }: { attrs: NodeViewProps["node"]["attrs"]; update: (a: object) => void }) {
  const id = stringOf(attrs.id);
  const provider = stringOf(attrs.provider);
  const [address, setAddress] = useState(
    id ? (provider === "vimeo" ? `https://vimeo.com/${id}` : `https://www.youtube.com/watch?v=${id}`) : "",
  );
  const video = videoFromAddress(address);
  const poster = stringOf(attrs.poster);
  return (
    <>
      <TextField
        label="Video address"
        type="url"
        value={address}
        error={address && !video ? videoMessages.address : undefined}
        hint="YouTube or Vimeo. Visitors see the still and a play button; the player loads when they press it."
        onChange={(event) => {
          setAddress(event.target.value);
          const found = videoFromAddress(event.target.value);
          if (found) update(found);
        }}
      />
      <TextField
        label="Title (the play button's name)"
        value={stringOf(attrs.title)}
        maxLength={200}
        onChange={(event) => update({ title: event.target.value })}
      />
      <div className="flex flex-wrap items-end gap-3">
        <Thumb src={poster} alt="" />
        <LibraryButton
          title="Video still"
          label={poster ? "Change still" : "Choose a still"}
          chosenUrl={poster}
          onPick={(media) => update({ poster: media.url })}
        />
      </div>
    </>
  );
}

function LiveListFields({ attrs, update }: { attrs: NodeViewProps["node"]["attrs"]; update: (a: object) => void }) {
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
      <SelectField
        label="Shows"
        value={stringOf(attrs.list)}
        onChange={(event) => update({ list: event.target.value })}
      >
        <Options values={liveListNames} label={(name) => liveListLabels[name]} />
      </SelectField>
      <TextField
        label="How many"
        type="number"
        min={1}
        max={12}
        value={typeof attrs.count === "number" ? attrs.count : 3}
        onChange={(event) => update({ count: Math.min(12, Math.max(1, Number(event.target.value) || 1)) })}
      />
    </div>
  );
}

const atomFields = {
  picture: PictureFields,
  gallery: GalleryFields,
  video: VideoFields,
  callToAction: CallToActionFields,
  liveList: LiveListFields,
} as const;
const hasFields = (type: string): type is keyof typeof atomFields => Object.hasOwn(atomFields, type);

/** A picture, gallery, video, call to action or live list: a card of fields. */
export function AtomBlockView({ node, updateAttributes, deleteNode, editor, getPos }: NodeViewProps) {
  const type = node.type.name;
  if (!hasFields(type) || !isBlockNodeType(type)) return <NodeViewWrapper />;
  const Fields = atomFields[type];
  const name = blockNodes[type].name.replace(/^an? /, "");
  return (
    <NodeViewWrapper data-block={type}>
      <BlockCard
        title={name[0]?.toUpperCase() + name.slice(1)}
        onDelete={deleteNode}
        onMove={moverOf({ editor, getPos })}
      >
        <Fields attrs={node.attrs} update={updateAttributes} />
      </BlockCard>
    </NodeViewWrapper>
  );
}

export function CalloutView({ node, updateAttributes, deleteNode, editor, getPos }: NodeViewProps) {
  return (
    <NodeViewWrapper data-block="callout">
      <BlockCard title="Callout" onDelete={deleteNode} onMove={moverOf({ editor, getPos })}>
        <SelectField
          label="Tone"
          value={stringOf(node.attrs.tone)}
          onChange={(event) => updateAttributes({ tone: event.target.value })}
        >
          <Options values={calloutToneNames} label={(tone) => calloutTones[tone]} />
        </SelectField>
        <NodeViewContent className="editor-nested rounded-lg border border-slate-200 bg-white px-3" />
      </BlockCard>
    </NodeViewWrapper>
  );
}

export function FaqItemView({ node, updateAttributes, deleteNode }: NodeViewProps) {
  return (
    <NodeViewWrapper data-block="faqItem">
      <BlockCard title="Question" onDelete={deleteNode}>
        <TextField
          label="Question"
          required
          value={stringOf(node.attrs.question)}
          maxLength={300}
          onChange={(event) => updateAttributes({ question: event.target.value })}
        />
        <p className="text-sm font-medium text-slate-800">Answer</p>
        <NodeViewContent className="editor-nested rounded-lg border border-slate-200 bg-white px-3" />
      </BlockCard>
    </NodeViewWrapper>
  );
}

/**
 * Columns (ADR 0237): two or three side by side, each holding blocks. Fewer columns keep every word:
 * the last column's blocks move to the end of the one before it.
 */
export function ColumnsView({ node, deleteNode, editor, getPos }: NodeViewProps) {
  const count = node.childCount;
  const setCount = (next: number) => {
    const pos = getPos();
    const last = node.lastChild;
    if (typeof pos !== "number" || !last || next === count) return;
    const { tr, schema } = editor.state;
    const end = pos + node.nodeSize - 1;
    if (next > count) {
      const column = schema.nodes.column?.create(null, schema.nodes.paragraph?.create());
      if (column) editor.view.dispatch(tr.insert(end, column));
      return;
    }
    const lastStart = end - last.nodeSize;
    editor.view.dispatch(tr.delete(lastStart, end).insert(lastStart - 1, last.content));
  };
  return (
    <NodeViewWrapper data-block="columns">
      <BlockCard title="Columns" onDelete={deleteNode} onMove={moverOf({ editor, getPos })}>
        <SelectField
          label="Columns side by side"
          value={String(count)}
          hint="On a phone they stand one under the other."
          onChange={(event) => setCount(Number(event.target.value))}
        >
          {[columnCounts.min, columnCounts.max].map((option) => (
            <option key={option} value={option}>
              {option === 2 ? "Two columns" : "Three columns"}
            </option>
          ))}
        </SelectField>
        <NodeViewContent className={`editor-columns editor-columns-${count}`} />
      </BlockCard>
    </NodeViewWrapper>
  );
}
