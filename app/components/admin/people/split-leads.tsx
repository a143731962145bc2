import { Split } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { identityTexts as texts } from "../../../../domain/person-identity.ts";
import { stageLabels } from "../../../../domain/pipeline-rules.ts";
import { adminApi } from "../../../lib/admin/endpoints.ts";
import { formatDate } from "../../../lib/admin/format.ts";
import { uiMessages } from "../../../lib/admin/messages.ts";
import type { Person } from "../../../lib/admin/types.ts";
import { useAdding } from "../../../lib/admin/use-adding.ts";
import { adminScreens } from "../nav-items.ts";
import { Badge } from "../ui/badge.tsx";
import { Button } from "../ui/button.tsx";
import { CheckboxCards } from "../ui/checkbox-cards.tsx";
import { CancelButton } from "../ui/form-footer.tsx";
import { Modal } from "../ui/modal.tsx";

/**
 * "Move leads to another person" (ADR 0250): the enquiries and applications chosen go to the person
 * an old merge brought them from, or to a new one, whose page opens next. Offered while the person has
 * more than one lead.
 */
export function SplitLeads({ person }: { person: Person }) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<string[]>([]);
  // The moved leads' person is made like an added one: the server's toast, or its refusal shown here too.
  const { busy, failure: refusal, clearFailure, add } = useAdding("", uiMessages.generic.wrong);
  const leads = [
    ...person.enquiries.map((enquiry) => ({
      _id: enquiry._id,
      title: `Enquiry of ${formatDate(enquiry.createdAt)}`,
      detail: enquiry.message,
      stage: enquiry.stage,
    })),
    ...person.applications.map((application) => ({
      _id: application._id,
      title: `Application: ${application.jobTitle}`,
      detail: formatDate(application.createdAt),
      stage: application.stage,
    })),
  ];
  if (leads.length < 2) return null;
  const close = () => {
    setOpen(false);
    setChosen([]);
    clearFailure();
  };
  const split = () =>
    add(
      () => adminApi.people.split(person._id, chosen),
      (moved) => {
        close();
        navigate(`${adminScreens.people.to}/${moved._id}`);
      },
    );
  return (
    <>
      <Button variant="secondary" icon={<Split aria-hidden className="size-4" />} onClick={() => setOpen(true)}>
        {texts.split}
      </Button>
      {open && (
        <Modal
          title={texts.split}
          onClose={close}
          busy={busy}
          footer={
            <>
              <CancelButton onClick={close} busy={busy} />
              <Button
                onClick={split}
                loading={busy}
                disabled={chosen.length === 0}
                icon={<Split aria-hidden className="size-4" />}
              >
                {texts.splitButton}
              </Button>
            </>
          }
        >
          <p className="text-sm text-slate-700">{texts.splitHint}</p>
          <div className="mt-4">
            <CheckboxCards
              legend="Leads to move"
              options={leads.map((lead) => lead._id)}
              chosen={chosen}
              onChange={(next) => {
                setChosen(next);
                clearFailure();
              }}
            >
              {(id) => {
                const lead = leads.find((candidate) => candidate._id === id);
                return (
                  lead && (
                    <span className="flex min-w-0 flex-col gap-1 text-sm">
                      <span className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
                        {lead.title} <Badge>{stageLabels[lead.stage]}</Badge>
                      </span>
                      <span className="line-clamp-2 [overflow-wrap:anywhere] text-slate-600">{lead.detail}</span>
                    </span>
                  )
                );
              }}
            </CheckboxCards>
          </div>
          {refusal && (
            <p role="alert" className="mt-3 text-sm font-medium text-red-600">
              {refusal}
            </p>
          )}
        </Modal>
      )}
    </>
  );
}
