import { Link } from "react-router";
import { contentRecordKinds, isContentKind, recordScreenOf, recordWordsOf } from "../../../../domain/content-kinds.ts";
import type { MediaUse, MediaUseState } from "../../../../domain/media.ts";
import { isSitePart } from "../../../../domain/site.ts";
import { adminScreens } from "../nav-items.ts";
import { Badge } from "../ui/badge.tsx";

const stateBadges: Record<MediaUseState, { tone: "green" | "amber" | "slate" | "indigo" | "red"; label: string }> = {
  published: { tone: "green", label: "Published" },
  draft: { tone: "amber", label: "Draft" },
  revision: { tone: "slate", label: "Earlier version" },
  trash: { tone: "red", label: "In the trash" },
  site: { tone: "indigo", label: "Site setting" },
};

/** A Site part's editor; the site's own pictures (share picture, logo) sit with Search and sharing. */
const sitePartAt = (id: string) => `${adminScreens.site.to}?part=${isSitePart(id) || id === "partners" ? id : "seo"}`;

/** The back-office screen of the record a use names, where it has one (a trashed record's is the Trash). */
export function screenOfUse(use: MediaUse): string | undefined {
  if (use.state === "trash") return adminScreens.trash.to;
  if (use.kind === "site") return sitePartAt(use.id);
  if (use.kind === "author") return `${adminScreens.users.to}?tab=authors`;
  // A draft of a portfolio item not yet typed is a project's (its first record word).
  const word = isContentKind(use.kind) ? recordWordsOf(use.kind)[0] : contentRecordKinds.find((w) => w === use.kind);
  return word === undefined ? undefined : recordScreenOf(word, use.id);
}

/** What a picture is used by: each record, draft, earlier version and Site setting, linked to its screen. */
export function MediaUses({ uses }: { uses: readonly MediaUse[] }) {
  if (uses.length === 0) return <p className="text-sm text-slate-600">Nothing uses this picture.</p>;
  return (
    <ul className="flex flex-col divide-y divide-slate-100 rounded-xl border border-slate-200" data-testid="media-uses">
      {uses.map((use) => {
        const badge = stateBadges[use.state];
        const to = screenOfUse(use);
        return (
          <li
            key={`${use.kind}-${use.id}-${use.field}-${use.state}`}
            className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2 text-sm"
          >
            <Badge tone={badge.tone}>{badge.label}</Badge>
            <span className="min-w-0 flex-1 [overflow-wrap:anywhere]">
              {to ? (
                <Link to={to} className="font-medium text-admin-700 hover:underline">
                  {use.name}
                </Link>
              ) : (
                <span className="font-medium text-slate-900">{use.name}</span>
              )}
              <span className="text-slate-500">{` · ${use.kind}, ${use.field}`}</span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
