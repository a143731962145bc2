import { ArrowLeft, Pencil, Plus } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Link, useParams } from "react-router";
import { peopleTexts as texts } from "../../../domain/people.ts";
import { contactSourceLabels, identityTexts } from "../../../domain/person-identity.ts";
import { EmailLink, PhoneLinks } from "../../components/admin/contact-links.tsx";
import { adminScreens } from "../../components/admin/nav-items.ts";
import { AddLeadForm } from "../../components/admin/people/add-lead-form.tsx";
import { CheckAnswers } from "../../components/admin/people/check-answers.tsx";
import { EditPersonForm } from "../../components/admin/people/edit-person-form.tsx";
import { LogActivity } from "../../components/admin/people/log-activity.tsx";
import { MergePanel } from "../../components/admin/people/merge-panel.tsx";
import { PossibleDuplicates } from "../../components/admin/people/possible-duplicates.tsx";
import { ReplyForm } from "../../components/admin/people/reply-form.tsx";
import { SplitLeads } from "../../components/admin/people/split-leads.tsx";
import { Timeline } from "../../components/admin/people/timeline.tsx";
import { personalDataRoute } from "../../components/admin/personal-data-only.tsx";
import { OwnerName, StageBadge } from "../../components/admin/pipeline/lead-pipeline.tsx";
import { Button } from "../../components/admin/ui/button.tsx";
import { Spinner } from "../../components/admin/ui/spinner.tsx";
import { messageOf } from "../../lib/admin/api-client.ts";
import { adminApi } from "../../lib/admin/endpoints.ts";
import { formatDate, formatDateTime } from "../../lib/admin/format.ts";
import { useRights } from "../../lib/admin/session.ts";
import type { Person } from "../../lib/admin/types.ts";
import { useResource } from "../../lib/admin/use-resource.ts";
import type { Route } from "./+types/person";

export const meta: Route.MetaFunction = () => [{ title: "Person · Back office" }];

export default personalDataRoute("leads", PersonScreen);

function PersonScreen() {
  const { id = "" } = useParams();
  const person = useResource(() => adminApi.people.read(id).then((answer) => answer.data), [id]);
  const canWork = useRights().canData("leads", "update");
  const [open, setOpen] = useState<"edit" | "lead" | null>(null);
  const back = (
    <Link
      to={adminScreens.people.to}
      className="inline-flex items-center gap-1 text-sm font-semibold text-admin-600 hover:text-admin-700"
    >
      <ArrowLeft aria-hidden className="size-4" />
      {texts.back}
    </Link>
  );
  if (!person.data) {
    return (
      <>
        {back}
        {person.error ? (
          <p role="alert" className="rounded-2xl border border-slate-200 bg-white p-6 text-sm text-slate-700">
            {messageOf(person.error, texts.notFound)}
          </p>
        ) : (
          <Spinner />
        )}
      </>
    );
  }
  const data = person.data;
  return (
    <>
      {back}
      <PersonHeader
        person={data}
        actions={
          canWork && (
            <>
              <Button
                variant="secondary"
                icon={<Pencil aria-hidden className="size-4" />}
                onClick={() => setOpen("edit")}
              >
                {identityTexts.edit}
              </Button>
              <Button icon={<Plus aria-hidden className="size-4" />} onClick={() => setOpen("lead")}>
                {identityTexts.addLead}
              </Button>
            </>
          )
        }
      />
      <PossibleDuplicates person={data} canWork={canWork} onChanged={person.reload} />
      <div className="grid gap-5 lg:grid-cols-3">
        <div className="flex min-w-0 flex-col gap-5 lg:col-span-2">
          {canWork && data.email && (
            <ReplyForm personId={data._id} channel={data.replyChannel} onSent={person.reload} />
          )}
          {canWork && <LogActivity personId={data._id} onLogged={person.reload} />}
          <Timeline
            entries={data.timeline}
            actions={data.replyChannel.answersReach === "timeline" && <CheckAnswers onChecked={person.reload} />}
          />
        </div>
        <div className="flex min-w-0 flex-col gap-5">
          <Records person={data} actions={canWork && <SplitLeads person={data} />} />
          {canWork && <MergePanel person={data} onChanged={person.reload} />}
        </div>
      </div>
      {open === "edit" && (
        <EditPersonForm
          person={data}
          onClose={() => setOpen(null)}
          onSaved={() => {
            setOpen(null);
            person.reload();
          }}
        />
      )}
      {open === "lead" && (
        <AddLeadForm
          person={{ _id: data._id, name: data.name }}
          onClose={() => setOpen(null)}
          onAdded={() => {
            setOpen(null);
            person.reload();
          }}
        />
      )}
    </>
  );
}

/** The person's name and company, every address and number with where it came from, and what is known. */
function PersonHeader({ person, actions }: { person: Person; actions: ReactNode }) {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight [overflow-wrap:anywhere] text-slate-900">
            {person.name || person.email || person.phone || "—"}
          </h1>
          {person.company && <p className="mt-0.5 text-sm font-medium text-slate-600">{person.company}</p>}
        </div>
        {actions && <div className="flex shrink-0 flex-wrap gap-2">{actions}</div>}
      </div>
      <div className="mt-3 grid gap-3 text-sm sm:grid-cols-2">
        <ContactPoints
          label={identityTexts.emails}
          points={person.emails}
          link={(value) => <EmailLink address={value} />}
        />
        <ContactPoints
          label={identityTexts.phones}
          points={person.phones}
          link={(value) => <PhoneLinks number={value} />}
        />
      </div>
      {person.notes && (
        <p className="mt-4 rounded-lg bg-slate-50 p-3 text-sm whitespace-pre-line [overflow-wrap:anywhere] text-slate-700">
          {person.notes}
        </p>
      )}
      <dl className="mt-4 grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
        <Fact label="First seen">{formatDate(person.firstSeenAt)}</Fact>
        <Fact label="Last seen">{formatDateTime(person.lastSeenAt)}</Fact>
        <Fact label="Visits">{person.visits}</Fact>
        <Fact label="Owner">
          <OwnerName owner={person.owner} />
        </Fact>
      </dl>
    </section>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-0.5 text-slate-900">{children}</dd>
    </div>
  );
}

/** Addresses or numbers, each with where it came from, the one shown first. */
function ContactPoints({
  label,
  points,
  link,
}: {
  label: string;
  points: Person["emails"];
  link: (value: string) => ReactNode;
}) {
  return (
    <div>
      <h2 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</h2>
      {points.length === 0 ? (
        <p className="mt-1 text-slate-500">None</p>
      ) : (
        <ul className="mt-1 flex flex-col gap-1.5">
          {points.map((point) => (
            <li key={point.value} className="flex flex-col">
              {link(point.value)}
              <span className="text-xs text-slate-500">{contactSourceLabels[point.source]}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** A lead on its own screen, opened there (`?id=`). */
function RecordLink({ to, id, children }: { to: string; id: string; children: ReactNode }) {
  return (
    <Link to={`${to}?id=${id}`} className="font-medium text-admin-700 underline hover:text-admin-800">
      {children}
    </Link>
  );
}

/** One kind of the person's leads under its heading; `below` another part of the records. */
function LeadList({
  title,
  testId,
  below = false,
  children,
}: {
  title: string;
  testId: string;
  below?: boolean;
  children: ReactNode;
}) {
  return (
    <>
      <h3 className={below ? "mt-5 text-base font-semibold text-slate-900" : "text-base font-semibold text-slate-900"}>
        {title}
      </h3>
      <ul className="mt-2 flex flex-col gap-2" data-testid={testId}>
        {children}
      </ul>
    </>
  );
}

/** The person's enquiries, applications and subscription, each linked to its own screen. */
function Records({ person, actions }: { person: Person; actions?: ReactNode }) {
  const rights = useRights();
  return (
    <section
      aria-labelledby="records-heading"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="records-heading" className="sr-only">
        Records
      </h2>
      <LeadList title={`${texts.enquiries} (${person.enquiries.length})`} testId="person-enquiries">
        {person.enquiries.map((enquiry) => (
          <li key={enquiry._id} className="rounded-lg border border-slate-100 p-3 text-sm">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <RecordLink to={adminScreens.enquiries.to} id={enquiry._id}>
                {formatDate(enquiry.createdAt)}
              </RecordLink>
              <StageBadge stage={enquiry.stage} />
            </div>
            <p className="mt-1 line-clamp-2 [overflow-wrap:anywhere] text-slate-600">{enquiry.message}</p>
          </li>
        ))}
      </LeadList>
      {rights.canData("applications", "read") && (
        <LeadList title={`${texts.applications} (${person.applications.length})`} testId="person-applications" below>
          {person.applications.map((application) => (
            <li key={application._id} className="flex flex-wrap items-center justify-between gap-2 text-sm">
              <RecordLink to={adminScreens.applications.to} id={application._id}>
                {application.jobTitle}
              </RecordLink>
              <StageBadge stage={application.stage} />
            </li>
          ))}
        </LeadList>
      )}
      <h3 className="mt-5 text-base font-semibold text-slate-900">{texts.subscription}</h3>
      <p className="mt-1 text-sm text-slate-700">{person.subscribed ? texts.subscribed : texts.notSubscribed}</p>
      {actions && <div className="mt-5">{actions}</div>}
    </section>
  );
}
