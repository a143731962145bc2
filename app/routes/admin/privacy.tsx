import { CircleCheck, Eraser, SearchX } from "lucide-react";
import { useState } from "react";
import {
  type ErasureCounts,
  type ErasureInput,
  erasureKindLabels,
  erasureKinds,
  erasureSchema,
} from "../../../domain/privacy.ts";
import { superAdminRoute } from "../../components/admin/super-admin-only.tsx";
import { Button } from "../../components/admin/ui/button.tsx";
import { ConfirmModal } from "../../components/admin/ui/confirm-modal.tsx";
import { type Column, DataTable } from "../../components/admin/ui/data-table.tsx";
import { EmptyState } from "../../components/admin/ui/empty-state.tsx";
import { TextField } from "../../components/admin/ui/fields.tsx";
import { HeaderCard } from "../../components/admin/ui/header-card.tsx";
import { messageOf } from "../../lib/admin/api-client.ts";
import { adminApi } from "../../lib/admin/endpoints.ts";
import { showIssues } from "../../lib/admin/form-issues.ts";
import { uiMessages } from "../../lib/admin/messages.ts";
import { notify } from "../../lib/admin/notify.ts";
import { useAdminForm } from "../../lib/admin/use-admin-form.ts";
import type { Route } from "./+types/privacy";

export const meta: Route.MetaFunction = () => [{ title: "Privacy · Back office" }];

const texts = uiMessages.privacy;

/** What an erasure removes, as the confirmation lists it before anything happens. */
const removedKinds = [
  "every enquiry sent from this address",
  "every job application, and its resume file",
  "the newsletter subscription",
  "the potential-customer record",
];

type Erased = { email: string; counts: ErasureCounts };
type CountRow = { kind: keyof ErasureCounts; label: string; count: number };

const countColumns: Column<CountRow>[] = [
  { header: "Record", role: "name", wrap: "words", cell: (row) => row.label },
  {
    header: "Removed",
    className: "tabular-nums md:text-right",
    cell: (row) => <span data-testid={`erased-${row.kind}`}>{row.count}</span>,
  },
];

function PrivacyScreen() {
  const [confirming, setConfirming] = useState<string | null>(null);
  const [erased, setErased] = useState<Erased | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    watch,
    formState: { errors, isValid },
  } = useAdminForm(erasureSchema, { defaultValues: { email: "" } });
  // After a reset the form keeps its last validity for a moment: an empty field is never sendable.
  const sendable = isValid && (watch("email") ?? "").trim() !== "";

  return (
    <>
      <HeaderCard
        title="Erase a person's data"
        description="On a person's request, remove everything they sent through the website under one email address. This cannot be undone."
      />
      <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <form
          noValidate
          onSubmit={handleSubmit(({ email }: ErasureInput) => setConfirming(email))}
          className="flex flex-col gap-4 sm:flex-row sm:items-start"
        >
          <div className="sm:max-w-md sm:flex-1">
            <TextField
              label="Email address"
              type="email"
              autoComplete="off"
              spellCheck={false}
              error={errors.email?.message}
              hint="Matched ignoring upper and lower case."
              {...register("email")}
            />
          </div>
          <Button
            type="submit"
            variant="danger"
            disabled={!sendable}
            icon={<Eraser aria-hidden className="size-4" />}
            className="sm:mt-7"
          >
            Erase data…
          </Button>
        </form>
        <p className="mt-4 text-xs text-slate-500">
          Staff accounts, the audit log and visit statistics are not changed. The erasure itself is recorded in the
          audit log with the numbers removed, never the address.
        </p>
      </section>

      {erased && <ErasureResult erased={erased} />}

      {confirming && (
        <ConfirmErasure
          email={confirming}
          onClose={() => setConfirming(null)}
          onErased={(counts) => {
            setErased({ email: confirming, counts });
            setConfirming(null);
            reset({ email: "" });
          }}
          onRefused={(error) => showIssues(error, setError, ["email"])}
        />
      )}
    </>
  );
}

type ConfirmProps = {
  email: string;
  onClose: () => void;
  onErased: (counts: ErasureCounts) => void;
  onRefused: (error: unknown) => void;
};

/** The second step: what will go, for which address, and the one button that does it. */
function ConfirmErasure({ email, onClose, onErased, onRefused }: ConfirmProps) {
  async function erase() {
    const toastId = notify.loading(texts.erasing);
    try {
      const answer = await adminApi.privacy.erase(email);
      notify.success(answer.message, toastId);
      onErased(answer.data);
    } catch (error) {
      notify.error(messageOf(error, texts.failed), toastId);
      onRefused(error);
      onClose();
    }
  }
  return (
    <ConfirmModal
      title="Confirm erasure"
      action="Erase"
      danger
      icon={<Eraser aria-hidden className="size-4" />}
      onConfirm={erase}
      onClose={onClose}
    >
      <div className="flex flex-col gap-3 text-sm text-slate-700">
        <p>
          Erase the data of <strong className="font-semibold [overflow-wrap:anywhere] text-slate-900">{email}</strong>?
          This removes, in any letter case of the address:
        </p>
        <ul className="list-disc space-y-1 pl-5">
          {removedKinds.map((kind) => (
            <li key={kind}>{kind}</li>
          ))}
        </ul>
        <p className="font-medium text-slate-900">This cannot be undone.</p>
      </div>
    </ConfirmModal>
  );
}

/** What the last erasure removed, kind by kind. */
function ErasureResult({ erased }: { erased: Erased }) {
  const rows: CountRow[] = erasureKinds.map((kind) => ({
    kind,
    label: erasureKindLabels[kind],
    count: erased.counts[kind],
  }));
  const total = rows.reduce((sum, row) => sum + row.count, 0);
  return (
    <section
      aria-labelledby="erasure-result-heading"
      className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <div className="flex items-start gap-3 border-b border-slate-200 p-5 sm:p-6">
        <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-emerald-600" />
        <div className="min-w-0">
          <h2 id="erasure-result-heading" className="text-base font-semibold text-slate-900">
            Erasure done
          </h2>
          <p className="mt-1 text-sm text-slate-600 [overflow-wrap:anywhere]">
            {total === 1 ? "1 record" : `${total} records`} of {erased.email} removed.
          </p>
        </div>
      </div>
      {total === 0 ? (
        <EmptyState
          icon={SearchX}
          title="Nothing was stored for this address"
          description="No enquiry, application, subscription or potential-customer record used it."
        />
      ) : (
        <DataTable caption="Records removed" columns={countColumns} rows={rows} rowKey={(row) => row.kind} />
      )}
    </section>
  );
}

export default superAdminRoute(PrivacyScreen);
