import { Download } from "lucide-react";
import type { ReactNode } from "react";
import { attributionColumns } from "../../../domain/attribution-rules.ts";
import { formatFileSize as fileSize } from "../../../domain/file-size.ts";
import { responsiveImage } from "../../../domain/images.ts";
import { formatDate, formatDateTime, labelFor } from "../../lib/admin/format.ts";
import { contactLink } from "./contact-links.tsx";

/** Internal fields the details view never shows (spec: _id, __v, isActive, isDeleted, password, subCategory). */
export const hiddenFields = new Set([
  "_id",
  "__v",
  "isActive",
  "isDeleted",
  "password",
  "subCategory",
  "categoryId",
  // The publication badge's bookkeeping (ADR 0122): shown as the badge, never as fields of the record.
  "hasDraft",
  "status",
]);
const calendarDays = new Set(["date", "dateOfBirth", "createdAt", "updatedAt"]);
const moments = new Set(["timestamp", "lastSeenAt"]);

type Feature = { name: string; description: string };

function isFeatureList(value: unknown): value is Feature[] {
  return Array.isArray(value) && value.every((item) => typeof item === "object" && item !== null && "name" in item);
}

function Swatch({ hex }: { hex: string }) {
  return (
    <span className="inline-flex items-center gap-2">
      <span aria-hidden className="size-6 rounded-md border border-slate-300" style={{ backgroundColor: hex }} />
      <span className="font-mono text-sm">{hex}</span>
    </span>
  );
}

const none = <span className="text-slate-400">—</span>;

/** A stored file as the API describes one (an application's resume): its name, size and download address. */
type StoredFile = { name: string; url: string; size?: number };
function isStoredFile(value: object): value is StoredFile {
  return "url" in value && typeof value.url === "string" && "name" in value && typeof value.name === "string";
}

/** A stored file as a download link named by the file, never its raw fields. */
function FileLink({ file }: { file: StoredFile }) {
  return (
    <a
      href={file.url}
      download={file.name}
      className="inline-flex items-center gap-1.5 font-medium break-all text-admin-600 underline hover:text-admin-700"
    >
      <Download aria-hidden className="size-4 shrink-0" />
      {file.name}
      {typeof file.size === "number" && <span className="font-normal text-slate-500"> ({fileSize(file.size)})</span>}
    </a>
  );
}

/** The name a reference to another record reads as: its name or title (a job), else its id. */
function referenceName(value: { _id: unknown }): string {
  if ("name" in value && typeof value.name === "string") return value.name;
  if ("title" in value && typeof value.title === "string") return value.title;
  return String(value._id);
}

/** A lead's `attribution`: where the visit that led to it came from, one line per value. */
function Attribution({ value }: { value: object }) {
  const values = new Map(Object.entries(value));
  return (
    <dl className="grid grid-cols-[8rem_1fr] gap-x-3 gap-y-1 rounded-lg bg-slate-50 p-3">
      {attributionColumns.map(([label, field]) => (
        <div key={field} className="contents">
          <dt className="text-slate-500">{label}</dt>
          <dd className="min-w-0 break-all">{values.get(field) ? String(values.get(field)) : none}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A field's value as the details view shows it: pictures as thumbnails, colours as swatches, lists as lists. */
export function renderValue(key: string, value: unknown, enlarge: (url: string) => void): ReactNode {
  if (value === null || value === undefined || value === "") return none;
  if (key === "attribution" && typeof value === "object") return <Attribution value={value} />;
  if (key === "image" && Array.isArray(value)) {
    return (
      <div className="flex flex-wrap gap-2">
        {value.map((url: string, index) => (
          <button
            key={url}
            type="button"
            onClick={() => enlarge(url)}
            aria-label={`Enlarge image ${index + 1}`}
            className="overflow-hidden rounded-lg border border-slate-200 focus-visible:outline-2 focus-visible:outline-admin-500"
          >
            <img {...responsiveImage(url)} sizes="96px" alt="" className="size-24 object-cover" />
          </button>
        ))}
      </div>
    );
  }
  if (key === "icon" && typeof value === "string") {
    return (
      <button type="button" onClick={() => enlarge(value)} aria-label="Enlarge icon" className="rounded-lg">
        <img src={value} alt="" className="size-16 rounded-lg border border-slate-200 object-contain p-1" />
      </button>
    );
  }
  if ((key === "features" || key === "feature") && isFeatureList(value)) {
    return (
      <ul className="flex flex-col gap-2">
        {value.map((feature) => (
          <li key={feature.name} className="rounded-lg bg-slate-50 p-3">
            <p className="font-medium text-slate-900">{feature.name}</p>
            <p className="text-slate-600">{feature.description}</p>
          </li>
        ))}
      </ul>
    );
  }
  if ((key === "color" || key === "colors") && typeof value === "string") return <Swatch hex={value} />;
  if (calendarDays.has(key) && typeof value === "string") return formatDate(value);
  if (moments.has(key) && typeof value === "string") return formatDateTime(value);
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (Array.isArray(value)) {
    return (
      <ul className="list-disc space-y-1 pl-5">
        {value.map((item) => (
          <li key={JSON.stringify(item)}>
            {typeof item === "object" && item !== null ? <Entries value={item} enlarge={enlarge} /> : String(item)}
          </li>
        ))}
      </ul>
    );
  }
  if (typeof value === "object") {
    // A reference to another record (a portfolio item's category, an application's job) reads as its name.
    if ("_id" in value) return referenceName(value);
    if (isStoredFile(value)) return <FileLink file={value} />;
    return <Entries value={value} enlarge={enlarge} />;
  }
  const text = String(value);
  const contact = contactLink(key, text);
  if (contact) return contact;
  if (/^https?:\/\//.test(text)) {
    return (
      <a href={text} target="_blank" rel="noreferrer noopener" className="break-all text-admin-600 underline">
        {text}
      </a>
    );
  }
  return <span className="break-words whitespace-pre-line">{text}</span>;
}

/**
 * A value made of named parts (a site part's address, a value's title and description): each part
 * on its own line under its label, so a diff compares them in words rather than as code.
 */
function Entries({ value, enlarge }: { value: object; enlarge: (url: string) => void }) {
  return (
    <dl className="flex flex-col gap-1">
      {Object.entries(value).map(([key, item]) => (
        <div key={key}>
          <dt className="text-xs font-medium text-slate-500">{labelFor(key)}</dt>
          <dd>{renderValue(key, item, enlarge)}</dd>
        </div>
      ))}
    </dl>
  );
}
