import { contentKindList, declaredScreens, recordWordsOf } from "../../../../domain/content-kinds.ts";
import { uiMessages } from "../../../lib/admin/messages.ts";
import { type PlainRecord, plainEndpoints } from "../../../lib/admin/plain-endpoints.ts";
import type { ContentList } from "../content-list/content-list.ts";
import { publicationColumn } from "../drafts/publication-list.tsx";
import { Badge } from "../ui/badge.tsx";
import { PlainKindForm } from "./plain-form.tsx";
import type { PlainScreen } from "./plain-screen.ts";

const shownText = (value: unknown) => (typeof value === "string" || typeof value === "number" ? String(value) : "");

/**
 * A plain kind's list, declared for the one content list screen (ADR 0283): its columns, its
 * Shown/Hidden badge, its form, and the engine's calls of its path word.
 */
export function plainContentList(screen: PlainScreen): ContentList<PlainRecord> {
  const { path } = contentKindList[screen.kind];
  const api = plainEndpoints(path);
  const [record] = recordWordsOf(screen.kind);
  const declared = declaredScreens.find((candidate) => candidate.kind === screen.kind);
  const plural = declared?.label ?? record;
  return {
    record,
    area: declared?.area ?? "site",
    title: plural,
    description: screen.description,
    caption: plural,
    emptyText: `No ${plural.toLowerCase()} yet`,
    search: { placeholder: "Search...", label: `Search ${plural.toLowerCase()}` },
    sorts: [{ value: "", label: "In their order" }],
    load: ({ q }) => api.page(q),
    remove: (id) => api.delete(id),
    removeFailed: uiMessages.generic.wrong,
    name: (row) => shownText(row[screen.nameField]),
    draftName: screen.nameField,
    columns: () => [
      ...screen.columns.map(({ field, header }, at) => ({
        header,
        ...(at === 0 ? { role: "name" as const } : {}),
        cell: (row: PlainRecord) =>
          at === 0 ? (
            <span className="font-medium text-slate-900">{shownText(row[field])}</span>
          ) : (
            shownText(row[field])
          ),
      })),
      {
        header: "On the site",
        cell: (row: PlainRecord) =>
          row.isActive === false ? <Badge>Hidden</Badge> : <Badge tone="green">Shown</Badge>,
      },
      publicationColumn(),
    ],
    form: {
      render: ({ record: opened, ...props }) => <PlainKindForm {...props} screen={screen} record={opened} />,
      readOne: (id) => api.read(id).then((answer) => answer.data),
    },
  };
}
