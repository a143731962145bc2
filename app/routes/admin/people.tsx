import { UsersRound } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { manualLeadTexts } from "../../../domain/manual-leads.ts";
import { peopleTexts as texts } from "../../../domain/people.ts";
import { EmailLink, PhoneLinks } from "../../components/admin/contact-links.tsx";
import { ListTable, type ListTexts } from "../../components/admin/list-table.tsx";
import { adminScreens } from "../../components/admin/nav-items.ts";
import { AddLeadForm } from "../../components/admin/people/add-lead-form.tsx";
import { ReplyTemplatesCard } from "../../components/admin/people/reply-templates.tsx";
import { personalDataRoute } from "../../components/admin/personal-data-only.tsx";
import type { Column } from "../../components/admin/ui/data-table.tsx";
import { HeaderCard } from "../../components/admin/ui/header-card.tsx";
import { adminApi } from "../../lib/admin/endpoints.ts";
import { formatDate, formatDateTime } from "../../lib/admin/format.ts";
import { useRights } from "../../lib/admin/session.ts";
import type { PersonRow } from "../../lib/admin/types.ts";
import { useServerPages } from "../../lib/admin/use-server-pages.ts";
import type { Route } from "./+types/people";

export const meta: Route.MetaFunction = () => [{ title: "People · Back office" }];

const columns: Column<PersonRow>[] = [
  {
    header: "Name",
    role: "name",
    cell: (row) => (
      <Link
        to={`${adminScreens.people.to}/${row._id}`}
        className="font-medium text-admin-700 underline decoration-admin-300 underline-offset-2 hover:text-admin-800"
      >
        {row.name || row.email || row.phone || "—"}
      </Link>
    ),
  },
  { header: "Email", wrap: "anywhere", cell: (row) => (row.email ? <EmailLink address={row.email} /> : "—") },
  { header: "Phone", priority: "lowest", cell: (row) => (row.phone ? <PhoneLinks number={row.phone} /> : "—") },
  { header: "Enquiries", className: "tabular-nums", cell: (row) => row.enquiryCount },
  { header: "Applications", priority: "low", className: "tabular-nums", cell: (row) => row.applicationCount },
  { header: "Newsletter", priority: "low", cell: (row) => (row.subscribed ? "Subscribed" : "—") },
  { header: "First seen", priority: "low", cell: (row) => formatDate(row.firstSeenAt) },
  { header: "Last seen", cell: (row) => formatDateTime(row.lastSeenAt) },
];

const tableTexts: ListTexts = { ...texts, emptyText: texts.empty, emptyIcon: UsersRound };

export default personalDataRoute("leads", PeopleScreen);

function PeopleScreen() {
  // Paged and searched by the server, kept in the address (ADR 0092).
  const list = useServerPages((page) => adminApi.people.list(page), "");
  const canWork = useRights().canData("leads", "update");
  const navigate = useNavigate();
  const [adding, setAdding] = useState(false);
  return (
    <>
      <HeaderCard
        title={texts.listTitle}
        description={texts.listDescription}
        add={canWork ? { label: manualLeadTexts.title, onAdd: () => setAdding(true) } : undefined}
      />
      {adding && (
        <AddLeadForm
          onClose={() => setAdding(false)}
          onAdded={(added) => navigate(`${adminScreens.people.to}/${added.personId}`)}
        />
      )}
      <ListTable list={list} columns={columns} texts={tableTexts} />
      <ReplyTemplatesCard />
    </>
  );
}
