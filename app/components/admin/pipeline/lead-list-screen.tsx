import { type ReactNode, useState } from "react";
import type { stageLabels } from "../../../../domain/pipeline-rules.ts";
import type { PersonalDataArea } from "../../../../domain/roles.ts";
import { useAddressFilters } from "../../../lib/admin/address-filters.ts";
import { apiUrl } from "../../../lib/admin/api-client.ts";
import { adminApi, type ListAnswer } from "../../../lib/admin/endpoints.ts";
import { formatDate } from "../../../lib/admin/format.ts";
import { rightsOf, useAdminSession } from "../../../lib/admin/session.ts";
import type { DataAnswer, FollowUpLeadKind, LeadNote, MessageAnswer } from "../../../lib/admin/types.ts";
import { type Lead, useLeadPipeline } from "../../../lib/admin/use-lead-pipeline.ts";
import { useResource } from "../../../lib/admin/use-resource.ts";
import { type ServerPage, useServerInbox } from "../../../lib/admin/use-server-inbox.ts";
import { EmailLink, PhoneLinks } from "../contact-links.tsx";
import { InboxScreen } from "../inbox-screen.tsx";
import { PersonLink, RepeatMark } from "../people/person-link.tsx";
import type { Column } from "../ui/data-table.tsx";
import { FollowUpFilter, FollowUpsSection } from "./follow-ups.tsx";
import { type Deal, NotesThread, OwnerName, type PipelineChange, PipelineForm, StageBadge } from "./lead-pipeline.tsx";
import { PipelineFilters } from "./pipeline-filters.tsx";

type Stage = keyof typeof stageLabels;
type PipelineFilter = "stage" | "owner" | "followUp";

/** What every lead list reads of its rows. */
type LeadRow<S extends Stage> = Lead & { stage: S; email: string; createdAt: string };

/** The lead's calls under its API path (`/contact`, `/career`). */
type LeadCalls<T, F, S extends Stage> = {
  list: (filters: F, page?: ServerPage) => Promise<ListAnswer<T>>;
  change: (id: string, body: PipelineChange<S>) => Promise<DataAnswer<T> & { message: string }>;
  addNote: (id: string, text: string) => Promise<DataAnswer<LeadNote> & { message: string }>;
  delete: (id: string) => Promise<MessageAnswer>;
};

/** The filter of a lead list that is its own (an enquiry's status, an application's job), kept in the address. */
type OwnFilter = (props: { value: string; onChange: (value: string) => void }) => ReactNode;

/**
 * One kind of lead as its list screen shows it. Every lead list has a name column, Email and Phone,
 * the columns of its own, then Stage, Owner and Received; it is searched by name, email or phone,
 * filtered by its own filter, stage and owner, and its details hold the pipeline above the fields
 * and the notes below them.
 */
export type LeadList<T extends LeadRow<S>, K extends string, S extends Stage> = {
  /** The personal-data area the leads belong to: its rights decide what the screen offers (ADR 0136). */
  area: PersonalDataArea;
  /** What its follow-ups are added to (ADR 0175). */
  kind: FollowUpLeadKind;
  calls: LeadCalls<T, Partial<Record<K | PipelineFilter, string>>, S>;
  csv: (filters: Partial<Record<K | PipelineFilter, string>> & { q?: string }) => string;
  stages: readonly S[];
  /** The header card's title: one lead ("Enquiry"). */
  title: string;
  /** All of them ("Enquiries"), the table's name and the search's and the empty list's word. */
  caption: string;
  description: string;
  /** The pipeline form's word for one lead ("enquiry"). */
  what: string;
  name: { header: string; of: (row: T) => string };
  phone: (row: T) => string;
  /** The columns between Phone and Stage. */
  columns: Column<T>[];
  filter: { key: K; show: OwnFilter };
  /** The details' labels beyond "Received", and fields the details leave out beyond the pipeline's. */
  details: { labels: Record<string, string>; hidden?: readonly string[] };
  rowActions?: (row: T) => ReactNode;
  /** An enquiry's deal, changed beside its stage (ADR 0176); applications have none. */
  deal?: (row: T) => Deal;
  deleteWhat: (row: T) => string;
  /** The lead's person (ADR 0171), linked from its details; `repeat` when they wrote before. */
  person?: (row: T) => { id: string | null; repeat: boolean };
  /** Leads staff add by hand (ADR 0251): the header's button and its form; the area's update right. */
  add?: { label: string; form: (done: { onClose: () => void; onAdded: () => void }) => ReactNode };
};

/** A lead list: an enquiry's or an application's screen is a declaration of this shape. */
export function LeadListScreen<T extends LeadRow<S>, K extends string, S extends Stage>({
  lead,
}: {
  lead: LeadList<T, K, S>;
}) {
  const session = useAdminSession();
  const me = session.user._id;
  const rights = rightsOf(session);
  // Moving a lead along, owning it and noting on it: the area's update right; its download: export.
  const canWork = rights.canData(lead.area, "update");
  const canExport = rights.canData(lead.area, "export");
  const filters = useAddressFilters<K | PipelineFilter>([lead.filter.key, "stage", "owner", "followUp"]);
  const staff = useResource(() => adminApi.staff.list().then((answer) => answer.data), [], apiUrl("/admin/staff"));
  // Paged, searched and filtered by the server, all of it kept in the address (ADR 0092).
  const list = useServerInbox(
    (page) => lead.calls.list(filters.values, page),
    filters.signature,
    (row: T) => lead.calls.delete(row._id),
  );
  const pipeline = useLeadPipeline(list, lead.calls);
  const [adding, setAdding] = useState(false);
  const OwnFilter = lead.filter.show;
  const word = lead.caption.toLowerCase();
  const columns: Column<T>[] = [
    {
      header: lead.name.header,
      role: "name",
      cell: (row) => (
        <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="font-medium text-slate-900">{lead.name.of(row)}</span>
          {lead.person?.(row).repeat && <RepeatMark />}
        </span>
      ),
    },
    // A lead staff added from a phone call may have no address, one from a walk-in no number (ADR 0251).
    { header: "Email", wrap: "anywhere", cell: (row) => (row.email ? <EmailLink address={row.email} /> : "—") },
    {
      header: "Phone",
      priority: "lowest",
      cell: (row) => (lead.phone(row) ? <PhoneLinks number={lead.phone(row)} /> : "—"),
    },
    ...lead.columns,
    {
      header: "Stage",
      stacked: "inline",
      cell: (row) => {
        // A lost enquiry says why beside its stage (issue 69), as its card on the board does.
        const reason = lead.deal?.(row).lostReason;
        return (
          <span className="inline-flex flex-col items-start gap-1">
            <StageBadge stage={row.stage} />
            {reason && <span className="line-clamp-2 max-w-56 text-xs text-slate-600">{reason}</span>}
          </span>
        );
      },
    },
    { header: "Owner", cell: (row) => <OwnerName owner={row.owner} /> },
    { header: "Received", priority: "low", cell: (row) => formatDate(row.createdAt) },
  ];

  return (
    <>
      <InboxScreen
        list={list}
        title={lead.title}
        description={lead.description}
        csv={
          canExport
            ? { href: lead.csv({ ...filters.values, q: list.table.query.trim() || undefined }), what: word }
            : undefined
        }
        columns={columns}
        texts={{
          caption: lead.caption,
          emptyText: `No ${word} found`,
          search: { placeholder: "Search by name, email or phone...", label: `Search ${word}` },
        }}
        toolbar={
          <>
            <OwnFilter
              value={filters.values[lead.filter.key] ?? ""}
              onChange={(value) => filters.set(lead.filter.key, value)}
            />
            <PipelineFilters
              stages={lead.stages}
              stage={filters.values.stage ?? ""}
              owner={filters.values.owner ?? ""}
              staff={staff.data ?? []}
              me={me}
              onChange={filters.set}
            />
            <FollowUpFilter
              value={filters.values.followUp ?? ""}
              onChange={(value) => filters.set("followUp", value)}
            />
          </>
        }
        rowName={lead.name.of}
        rowActions={lead.rowActions}
        details={{
          title: `${lead.title} details`,
          labels: { ...lead.details.labels, createdAt: "Received" },
          hidden: ["stage", ...(lead.details.hidden ?? []), "owner", "notes"],
          before: (row) => (
            <>
              {lead.person && <PersonLink personId={lead.person(row).id} repeat={lead.person(row).repeat} />}
              <PipelineForm
                key={row._id}
                what={lead.what}
                stages={lead.stages}
                stage={row.stage}
                owner={row.owner}
                staff={staff.data ?? []}
                me={me}
                canEdit={canWork}
                deal={lead.deal?.(row)}
                onSave={(change) => pipeline.save(row, change)}
              />
            </>
          ),
          after: (row) => (
            <>
              <FollowUpsSection
                kind={lead.kind}
                leadId={row._id}
                canEdit={canWork}
                staff={staff.data ?? []}
                me={me}
                onChanged={list.rows.reload}
              />
              <NotesThread notes={row.notes} canAdd={canWork} onAdd={(text) => pipeline.addNote(row, text)} />
            </>
          ),
        }}
        deleteWhat={lead.deleteWhat}
        add={lead.add && canWork ? { label: lead.add.label, onAdd: () => setAdding(true) } : undefined}
      />
      {adding &&
        lead.add?.form({
          onClose: () => setAdding(false),
          onAdded: () => {
            setAdding(false);
            list.rows.reload();
          },
        })}
    </>
  );
}
