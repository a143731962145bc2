import type { Publication } from "../../../lib/admin/types.ts";
import { Badge } from "../ui/badge.tsx";

/** The list screens' publication filter: its values and labels. */
export const publicationFilters = [
  { value: "", label: "All" },
  { value: "published", label: "Published" },
  { value: "changed", label: "Changed" },
  { value: "scheduled", label: "Scheduled" },
  { value: "draft", label: "Draft" },
] as const;
export type PublicationFilter = (typeof publicationFilters)[number]["value"];

/**
 * What a badge reads: a list row's `status` and `hasDraft` (the signed-in pages carry them), or a
 * whole publication (the draft bar, the draft-only records), which also says `draftOnly`.
 */
export type BadgeSource = Pick<Publication, "status" | "hasDraft"> & Partial<Pick<Publication, "draftOnly">>;

/** What a record's badge says; a record without a draft or schedule is published. */
export function publicationState(publication: BadgeSource | undefined): Exclude<PublicationFilter, ""> {
  if (publication?.status === "scheduled") return "scheduled";
  if (publication?.draftOnly) return "draft";
  if (publication?.hasDraft) return "changed";
  return "published";
}

/** Published, Changed (a draft not yet published), Scheduled, or Draft (saved as a draft on create, not created yet). */
export function PublicationBadge({ publication }: { publication: BadgeSource | undefined }) {
  switch (publicationState(publication)) {
    case "scheduled":
      return <Badge tone="indigo">Scheduled</Badge>;
    case "changed":
      return <Badge tone="amber">Changed</Badge>;
    case "draft":
      return <Badge tone="slate">Draft</Badge>;
    default:
      return <Badge tone="green">Published</Badge>;
  }
}
