import { stageLabels, UNASSIGNED_OWNER } from "../../../../domain/pipeline-rules.ts";
import type { StaffRef } from "../../../lib/admin/types.ts";
import { FilterSelect } from "../ui/filter-select.tsx";
import { Options } from "../ui/options.tsx";

type Stage = keyof typeof stageLabels;

/** The Stage and Owner filters of a lead list (enquiries, applications), kept in the address by the caller. */
export function PipelineFilters({
  stages,
  stage,
  owner,
  staff,
  me,
  onChange,
}: {
  stages: readonly Stage[];
  stage: string;
  owner: string;
  staff: readonly StaffRef[];
  /** The signed-in admin, marked "(you)" in the owner list. */
  me: string;
  onChange: (filter: "stage" | "owner", value: string) => void;
}) {
  return (
    <>
      <FilterSelect label="Stage" value={stage} onChange={(value) => onChange("stage", value)}>
        <option value="">All</option>
        <Options values={stages} label={(each) => stageLabels[each]} />
      </FilterSelect>
      <FilterSelect label="Owner" value={owner} onChange={(value) => onChange("owner", value)}>
        <option value="">Anyone</option>
        <option value={UNASSIGNED_OWNER}>Unassigned</option>
        {staff.map((member) => (
          <option key={member._id} value={member._id}>
            {member._id === me ? `${member.username} (you)` : member.username}
          </option>
        ))}
      </FilterSelect>
    </>
  );
}
