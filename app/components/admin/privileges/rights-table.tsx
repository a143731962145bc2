import type { UseFormRegisterReturn } from "react-hook-form";
import type { RightsGroup } from "./area-labels.ts";

type Props<Area extends string, Action extends string> = {
  caption: string;
  /** The table's frame and heading colours: personal data stands out in amber. */
  tone: "plain" | "amber";
  group: RightsGroup<Area, Action>;
  /** The box that grants one action in one area, registered on the form; null where the area has no such action. */
  box: (area: Area, action: Action) => UseFormRegisterReturn | null;
};

const tones = {
  plain: { frame: "border-slate-200", head: "bg-slate-50" },
  amber: { frame: "border-amber-200", head: "bg-amber-50" },
};

/** A role's rights as a table: an area a row, an action a column. */
export function RightsTable<Area extends string, Action extends string>({
  caption,
  tone,
  group: { areas, areaLabels, actions, actionLabels, holds },
  box,
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
                {actionLabels[action]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {areas.map((area) => (
            <tr key={area}>
              <th scope="row" className="px-2 py-3 text-left font-medium text-slate-900 sm:px-4">
                {areaLabels[area]}
                {holds && <span className="block text-xs font-normal text-slate-500">{holds[area]}</span>}
              </th>
              {actions.map((action) => (
                <td key={action} className="px-2 py-3 text-center sm:px-4">
                  <RightBox label={`${areaLabels[area]}: ${actionLabels[action]}`} registered={box(area, action)} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** One right's box, named by its area and action; a dash where the area has no such action. */
function RightBox({ label, registered }: { label: string; registered: UseFormRegisterReturn | null }) {
  if (!registered)
    return (
      <span className="text-slate-400" title="Not used in this area">
        —
      </span>
    );
  return <input type="checkbox" aria-label={label} className="size-4 accent-admin-600" {...registered} />;
}
