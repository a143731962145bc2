import { historyWords as w } from "../../../../domain/history-words.ts";
import { responsiveImage } from "../../../../domain/images.ts";
import type { BlockChange, BlockInWords, WordPart } from "../../../lib/admin/document-words.ts";
import { type FieldChange, recordChanges } from "../../../lib/admin/record-changes.ts";
import { hiddenFields } from "../field-value.tsx";

export type RecordDiffProps = {
  /** The two records, earlier (left) and later (right), with the name of each. */
  left: { heading: string; record: Record<string, unknown> };
  right: { heading: string; record: Record<string, unknown> };
  /** The fields compared; every field either record has when left out. */
  fields?: readonly string[];
  labels?: Record<string, string>;
  onEnlarge?: (url: string) => void;
};

/** Words as they read in the later version, the earlier one's struck through, the later one's underlined. */
function Words({ parts }: { parts: WordPart[] }) {
  if (parts.every((part) => part.text.trim() === "")) return <span className="text-slate-400">{w.empty}</span>;
  return (
    <p className="break-words whitespace-pre-line text-slate-900">
      {parts.map((part, index) => {
        // A comparison's runs have no identity but their place.
        const key = index;
        if (part.change === "added")
          return (
            <ins key={key} className="rounded-sm bg-emerald-100 text-emerald-950 underline decoration-emerald-600">
              {part.text}
            </ins>
          );
        if (part.change === "removed")
          return (
            <del key={key} className="rounded-sm bg-red-100 text-red-900 line-through decoration-red-600">
              {part.text}
            </del>
          );
        return <span key={key}>{part.text}</span>;
      })}
    </p>
  );
}

function Thumbnails({
  urls,
  gone,
  onEnlarge,
}: {
  urls: string[];
  /** Only in the earlier version: shown faded. */
  gone?: boolean;
  onEnlarge: (url: string) => void;
}) {
  if (urls.length === 0) return <span className="text-sm text-slate-400">{w.empty}</span>;
  return (
    <div className="flex flex-wrap gap-2">
      {urls.map((url, index) => (
        <button
          key={url}
          type="button"
          onClick={() => onEnlarge(url)}
          aria-label={`Enlarge picture ${index + 1}`}
          className={`overflow-hidden rounded-lg border-2 focus-visible:outline-2 focus-visible:outline-admin-500 ${gone ? "border-red-300 opacity-60" : "border-emerald-300"}`}
        >
          <img {...responsiveImage(url)} sizes="80px" alt="" className="size-20 object-cover" />
        </button>
      ))}
    </div>
  );
}

/** Pictures of the earlier version and of the later one, side by side. */
function PicturesChange({
  before,
  after,
  onEnlarge,
}: {
  before: string[];
  after: string[];
  onEnlarge: (url: string) => void;
}) {
  return (
    <div className="flex flex-wrap items-start gap-4">
      <div className="flex flex-col gap-1">
        <span className="text-xs font-medium text-slate-500">{w.pictureBefore}</span>
        <Thumbnails urls={before} gone onEnlarge={onEnlarge} />
      </div>
      <div className="flex flex-col gap-1">
        <span className="text-xs font-medium text-slate-500">{w.pictureAfter}</span>
        <Thumbnails urls={after} onEnlarge={onEnlarge} />
      </div>
    </div>
  );
}

const badge = {
  added: "bg-emerald-100 text-emerald-900",
  removed: "bg-red-100 text-red-900",
  changed: "bg-amber-200 text-amber-900",
} as const;

function BlockHeading({ change, block }: { change: keyof typeof badge; block: BlockInWords }) {
  const word = { added: w.added, removed: w.removed, changed: w.changed }[change];
  return (
    <p className="flex flex-wrap items-center gap-2 text-xs font-semibold text-slate-700">
      <span className={`rounded px-1.5 py-0.5 ${badge[change]}`}>{word}</span>
      {block.label}
    </p>
  );
}

/** One block of a document's comparison. */
function BlockChangeView({ change, onEnlarge }: { change: BlockChange; onEnlarge: (url: string) => void }) {
  if (change.change === "unchanged")
    return <li className="text-xs text-slate-500 italic">{w.unchangedBlocks(change.count)}</li>;
  if (change.change === "changed") {
    const picturesMoved = change.before.pictures.join(" ") !== change.after.pictures.join(" ");
    return (
      <li className="flex flex-col gap-1" data-block-change="changed">
        <BlockHeading change="changed" block={change.after} />
        <Words parts={change.words} />
        {picturesMoved && (
          <PicturesChange before={change.before.pictures} after={change.after.pictures} onEnlarge={onEnlarge} />
        )}
      </li>
    );
  }
  const { block } = change;
  const added = change.change === "added";
  return (
    <li className="flex flex-col gap-1" data-block-change={change.change}>
      <BlockHeading change={change.change} block={block} />
      {block.text !== "" && <Words parts={[{ text: block.text, change: added ? "added" : "removed" }]} />}
      {block.pictures.length > 0 && <Thumbnails urls={block.pictures} gone={!added} onEnlarge={onEnlarge} />}
    </li>
  );
}

function FieldChangeView({ change, onEnlarge }: { change: FieldChange; onEnlarge: (url: string) => void }) {
  if (change.shape === "document")
    return (
      <ol className="flex flex-col gap-2">
        {change.blocks.map((block, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a comparison's blocks have no identity but their place
          <BlockChangeView key={index} change={block} onEnlarge={onEnlarge} />
        ))}
      </ol>
    );
  if (change.shape === "pictures")
    return <PicturesChange before={change.before} after={change.after} onEnlarge={onEnlarge} />;
  return <Words parts={change.words} />;
}

/**
 * What changed between two versions of a record, in words (issue 67, ADR 0280): each changed field
 * under its form's label, a text with the words taken out struck through and those put in
 * underlined, a block document block by block, pictures as thumbnails; the unchanged fields named.
 */
export function RecordDiff({ left, right, fields, labels, onEnlarge = () => {} }: RecordDiffProps) {
  const { changes, unchanged } = recordChanges(left.record, right.record, {
    keys: fields,
    labels,
    hidden: hiddenFields,
  });
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-slate-600" aria-live="polite">
        {changes.length === 0
          ? w.noDifferences
          : w.differ(changes.length, changes.map((change) => change.label).join(", "))}
      </p>
      {changes.length > 0 && <p className="text-xs text-slate-500">{w.legend(left.heading, right.heading)}</p>}
      {changes.length > 0 && (
        <ul
          aria-label={`${left.heading} compared with ${right.heading}`}
          className="flex flex-col divide-y divide-slate-200 rounded-xl border border-slate-200"
        >
          {changes.map((change) => (
            <li key={change.key} data-changed className="flex flex-col gap-2 px-3 py-3">
              <h4 className="text-sm font-semibold text-slate-800">{change.label}</h4>
              <FieldChangeView change={change} onEnlarge={onEnlarge} />
            </li>
          ))}
        </ul>
      )}
      {unchanged.length > 0 && <p className="text-xs text-slate-500">{w.unchangedFields(unchanged.join(", "))}</p>}
    </div>
  );
}
