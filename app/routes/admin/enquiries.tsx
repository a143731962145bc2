import { sourceLabel } from "../../../domain/enquiry-board.ts";
import { manualLeadTexts } from "../../../domain/manual-leads.ts";
import { enquiryStages } from "../../../domain/pipeline-rules.ts";
import { AddLeadForm } from "../../components/admin/people/add-lead-form.tsx";
import { PersonalDataOnly } from "../../components/admin/personal-data-only.tsx";
import { type LeadList, LeadListScreen } from "../../components/admin/pipeline/lead-list-screen.tsx";
import { FilterSelect } from "../../components/admin/ui/filter-select.tsx";
import { adminApi, csvExports } from "../../lib/admin/endpoints.ts";
import type { Enquiry } from "../../lib/admin/types.ts";
import type { Route } from "./+types/enquiries";

export const meta: Route.MetaFunction = () => [{ title: "Enquiries · Back office" }];

const enquiries: LeadList<Enquiry, "status", Enquiry["stage"]> = {
  area: "leads",
  kind: "enquiry",
  calls: adminApi.enquiries,
  csv: csvExports.enquiries,
  stages: enquiryStages,
  title: "Enquiry",
  caption: "Enquiries",
  description: "Messages from the contact, quotation and catalogue forms, and leads staff added by hand",
  what: "enquiry",
  name: { header: "Name", of: (row) => row.fullname },
  phone: (row) => row.phone,
  columns: [{ header: "Source", priority: "low", cell: (row) => sourceLabel(row.source) }],
  filter: {
    key: "status",
    show: ({ value, onChange }) => (
      <FilterSelect label="Status" value={value} onChange={onChange}>
        <option value="">All</option>
        <option value="pending">Pending</option>
        <option value="completed">Completed</option>
      </FilterSelect>
    ),
  },
  details: {
    labels: { fullname: "Full Name" },
    hidden: ["status", "personId", "repeatOf", "dealValue", "expectedCloseOn", "lostReason"],
  },
  person: (row) => ({ id: row.personId, repeat: row.repeatOf !== null }),
  deal: ({ dealValue, expectedCloseOn, lostReason }) => ({ dealValue, expectedCloseOn, lostReason }),
  deleteWhat: (enquiry) => `the enquiry from ${enquiry.fullname}`,
  add: {
    label: manualLeadTexts.title,
    form: ({ onClose, onAdded }) => <AddLeadForm onClose={onClose} onAdded={onAdded} />,
  },
};

export default function Enquiries() {
  return (
    <PersonalDataOnly area="leads">
      <LeadListScreen lead={enquiries} />
    </PersonalDataOnly>
  );
}
