import { Fragment } from "react";
import { labelFor } from "../../../lib/admin/format.ts";
import { sameJson } from "../../../lib/admin/same-json.ts";
import { hiddenFields, renderValue } from "../field-value.tsx";

/** Bookkeeping every save changes: comparing it would mark every pair of versions as different. */
const bookkeeping = new Set(["version", "updatedAt", "createdAt"]);

const same = (a: unknown, b: unknown) => sameJson(a ?? null, b ?? null);

type RecordDiffProps = {
  /** The two records, left and right, with the heading of each column. */
  left: { heading: string; record: Record<string, unknown> };
  right: { heading: string; record: Record<string, unknown> };
  /** The fields compared; every field either record has when left out. */
  fields?: readonly string[];
  labels?: Record<string, string>;
  onEnlarge?: (url: string) => void;
};

/**
 * Two versions of a record side by side, one row per field; the fields that differ are highlighted
 * and say so in words (ADR 0118). Pictures show as thumbnails, as in the details view.
 */
export function RecordDiff({ left, right, fields, labels = {}, onEnlarge = () => {} }: RecordDiffProps) {
  const keys = (fields ?? [...new Set([...Object.keys(right.record), ...Object.keys(left.record)])]).filter(
    (key) => !hiddenFields.has(key) && !bookkeeping.has(key),
  );
  const changed = keys.filter((key) => !same(left.record[key], right.record[key]));
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-slate-600" aria-live="polite">
        {changed.length === 0
          ? "No differences"
          : `${changed.length} ${changed.length === 1 ? "field differs" : "fields differ"}: ${changed
              .map((key) => labels[key] ?? labelFor(key))
              .join(", ")}`}
      </p>
      <div className="overflow-x-auto rounded-xl border border-slate-200">
        <table className="w-full table-fixed border-collapse text-sm">
          <caption className="sr-only">
            {left.heading} compared with {right.heading}
          </caption>
          <thead className="bg-slate-50 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase">
            <tr>
              <th scope="col" className="hidden w-36 px-3 py-2 sm:table-cell">
                Field
              </th>
              <th scope="col" className="px-2 py-2 sm:px-3">
                {left.heading}
              </th>
              <th scope="col" className="px-2 py-2 sm:px-3">
                {right.heading}
              </th>
            </tr>
          </thead>
          <tbody>
            {keys.map((key) => {
              const differs = changed.includes(key);
              const label = (
                <>
                  {labels[key] ?? labelFor(key)}
                  {differs && (
                    <span className="mt-1 block w-fit rounded bg-amber-200 px-1.5 py-0.5 text-xs font-medium text-amber-900">
                      Changed
                    </span>
                  )}
                </>
              );
              const highlight = differs ? "bg-amber-50" : "";
              return (
                <Fragment key={key}>
                  {/* On a phone the field's name is a row of its own, so the two versions get the width. */}
                  <tr className={`border-t border-slate-200 sm:hidden ${highlight}`}>
                    <td colSpan={2} className="px-2 pt-2 font-semibold break-words text-slate-700">
                      {label}
                    </td>
                  </tr>
                  <tr
                    data-changed={differs || undefined}
                    className={`align-top sm:border-t sm:border-slate-200 ${highlight}`}
                  >
                    <th
                      scope="row"
                      className="hidden px-3 py-2 text-left font-semibold break-words text-slate-700 sm:table-cell"
                    >
                      {label}
                    </th>
                    <td className="min-w-0 px-2 py-2 break-words sm:px-3 text-slate-900">
                      {renderValue(key, left.record[key], onEnlarge)}
                    </td>
                    <td className="min-w-0 px-2 py-2 break-words sm:px-3 text-slate-900">
                      {renderValue(key, right.record[key], onEnlarge)}
                    </td>
                  </tr>
                </Fragment>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
