import type { ReactNode } from "react";

type Props<Area extends string, Action extends string> = {
  caption: string;
  /** The table's frame and heading colours: personal data stands out in amber. */
  tone: "plain" | "amber";
  areas: readonly Area[];
  actions: readonly Action[];
  actionLabel: (action: Action) => string;
  /** A row's heading: the area's name (and what it holds). */
  areaHeading: (area: Area) => ReactNode;
  /** The box that grants one action in one area. */
  cell: (area: Area, action: Action) => ReactNode;
};

const tones = {
  plain: { frame: "border-slate-200", head: "bg-slate-50" },
  amber: { frame: "border-amber-200", head: "bg-amber-50" },
};

/** A role's rights as a table: an area a row, an action a column. */
export function RightsTable<Area extends string, Action extends string>({
  caption,
  tone,
  areas,
  actions,
  actionLabel,
  areaHeading,
  cell,
}: Props<Area, Action>) {
  const { frame, head } = tones[tone];
  return (
    <div className={`overflow-x-auto rounded-xl border ${frame}`}>
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className={`${head} text-xs font-semibold tracking-wide text-slate-600 uppercase`}>
          <tr>
            <th scope="col" className="px-2 py-3 text-left sm:px-4">
              Area
            </th>
            {actions.map((action) => (
              <th key={action} scope="col" className="px-2 py-3 text-center sm:px-4">
                {actionLabel(action)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {areas.map((area) => (
            <tr key={area}>
              <th scope="row" className="px-2 py-3 text-left font-medium text-slate-900 sm:px-4">
                {areaHeading(area)}
              </th>
              {actions.map((action) => (
                <td key={action} className="px-2 py-3 text-center sm:px-4">
                  {cell(area, action)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
