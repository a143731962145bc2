import { RotateCcw, Trash2 } from "lucide-react";
import { useState } from "react";
import { inWords, pluralOf } from "../../../domain/content-kinds.ts";
import {
  TRASH_PAGE_SIZE,
  type TrashItem,
  type TrashKind,
  trashKindLabel,
  trashKinds,
  trashMessages,
} from "../../../domain/trash.ts";
import { ConfirmDelete } from "../../components/admin/confirm-delete.tsx";
import { usePagedQuery } from "../../components/admin/content-list/use-paged-query.ts";
import { rowButtonsColumn } from "../../components/admin/row-buttons-column.tsx";
import { SuperAdminOnly } from "../../components/admin/super-admin-only.tsx";
import { ChooseCategory } from "../../components/admin/trash/choose-category.tsx";
import { Badge } from "../../components/admin/ui/badge.tsx";
import { type Column, type EmptyText, PagedTable, pageRowsOf } from "../../components/admin/ui/data-table.tsx";
import { DayAndTime } from "../../components/admin/ui/day-and-time.tsx";
import { FilterSelect } from "../../components/admin/ui/filter-select.tsx";
import { HeaderCard } from "../../components/admin/ui/header-card.tsx";
import { Options } from "../../components/admin/ui/options.tsx";
import { act } from "../../lib/admin/act.ts";
import { ApiRequestError, messageOf } from "../../lib/admin/api-client.ts";
import { adminApi } from "../../lib/admin/endpoints.ts";
import { notify } from "../../lib/admin/notify.ts";
import { useResource } from "../../lib/admin/use-resource.ts";
import type { Route } from "./+types/trash";

export const meta: Route.MetaFunction = () => [{ title: "Trash · Back office" }];

/** How the admin knows a trashed record: `project "Harbour App"`. */
const described = (item: TrashItem) => `${trashKindLabel(item.kind).toLowerCase()} "${item.name}"`;

const emptyTrash: EmptyText = {
  title: "The trash is empty",
  description: "Deleted content waits here until it is restored or purged.",
  icon: Trash2,
};

type Opened = { item: TrashItem; action: "deleteForever" | "chooseCategory" } | null;

function TrashScreen() {
  const [kind, setKind] = useState<TrashKind | "">("");
  const { page, refilter, paging } = usePagedQuery();
  const [opened, setOpened] = useState<Opened>(null);
  const [working, setWorking] = useState<string | null>(null);
  const trash = useResource(
    () => adminApi.trash.page({ kind: kind || undefined, page, limit: TRASH_PAGE_SIZE }),
    [kind, page],
  );
  const pagination = trash.data?.pagination;

  async function restore(item: TrashItem, categoryId?: string) {
    setWorking(item._id);
    try {
      const answer = await adminApi.trash.restore(item.kind, item._id, categoryId);
      notify.success(answer.message);
      setOpened(null);
      trash.reload();
    } catch (error) {
      // Its category went meanwhile: ask which one it goes into instead of failing.
      if (error instanceof ApiRequestError && error.message === trashMessages.categoryRequired)
        setOpened({ item, action: "chooseCategory" });
      else notify.error(messageOf(error, "It could not be restored"));
    } finally {
      setWorking(null);
    }
  }

  const deleteForever = (item: TrashItem) =>
    act(() => adminApi.trash.deleteForever(item.kind, item._id), {
      failed: "It could not be deleted",
      onDone: () => {
        setOpened(null);
        trash.reload();
      },
    });

  const columns: Column<TrashItem>[] = [
    {
      header: "Name",
      role: "name",
      wrap: "words",
      cell: (row) => (
        <span className="flex flex-col items-start gap-1">
          <span className="font-medium text-slate-900">{row.name}</span>
          <Badge tone="slate">{trashKindLabel(row.kind)}</Badge>
        </span>
      ),
    },
    {
      header: "Deleted",
      stacked: "inline",
      cell: (row) => <DayAndTime iso={row.deletedAt} />,
    },
    {
      header: "By",
      stacked: "inline",
      cell: (row) =>
        row.deletedBy ? (
          <span className="font-medium text-slate-900">{row.deletedBy.username}</span>
        ) : (
          <span className="text-slate-500">Unknown</span>
        ),
    },
    rowButtonsColumn((row) => [
      {
        text: "Restore",
        label: `Restore ${described(row)}`,
        icon: RotateCcw,
        loading: working === row._id,
        onClick: () => restore(row),
      },
      {
        text: "Delete forever",
        label: `Delete ${described(row)} forever`,
        icon: Trash2,
        look: "danger",
        onClick: () => setOpened({ item: row, action: "deleteForever" }),
      },
    ]),
  ];

  return (
    <>
      <HeaderCard
        title="Trash"
        description={
          pagination
            ? `${pagination.total} deleted ${pagination.total === 1 ? "record" : "records"}, latest first; each is purged ${trash.data?.retentionDays} days after it was deleted`
            : `Deleted ${inWords(trashKinds.map(pluralOf), "and")}, latest first`
        }
      />
      <PagedTable
        toolbar={
          <FilterSelect
            label="Kind"
            value={kind}
            onChange={refilter((value: string) => setKind(trashKinds.find((k) => k === value) ?? ""))}
          >
            <option value="">All kinds</option>
            <Options values={trashKinds} label={trashKindLabel} />
          </FilterSelect>
        }
        caption="Trash"
        columns={columns}
        {...pageRowsOf(trash)}
        empty={emptyTrash}
        paging={paging(pagination)}
      />
      {opened?.action === "deleteForever" && (
        <ConfirmDelete
          what={`${described(opened.item)} forever`}
          onClose={() => setOpened(null)}
          onConfirm={() => deleteForever(opened.item)}
        />
      )}
      {opened?.action === "chooseCategory" && (
        <ChooseCategory
          what={described(opened.item)}
          reason="the category it belonged to was deleted; choose the one to restore it into"
          onClose={() => setOpened(null)}
          onChoose={(categoryId) => restore(opened.item, categoryId)}
        />
      )}
    </>
  );
}

export default function Trash() {
  return (
    <SuperAdminOnly>
      <TrashScreen />
    </SuperAdminOnly>
  );
}
