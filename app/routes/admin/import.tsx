import { FileSearch, Import as ImportIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { type ImportDto, isImportActive } from "../../../domain/wordpress-import.ts";
import { FileChoice } from "../../components/admin/import/file-choice.tsx";
import { ImportHistory } from "../../components/admin/import/import-history.tsx";
import { ImportReport } from "../../components/admin/import/import-report.tsx";
import { SuperAdminOnly } from "../../components/admin/super-admin-only.tsx";
import { Button } from "../../components/admin/ui/button.tsx";
import { HeaderCard } from "../../components/admin/ui/header-card.tsx";
import { ProgressBar } from "../../components/admin/ui/progress-bar.tsx";
import { act } from "../../lib/admin/act.ts";
import { messageOf } from "../../lib/admin/api-client.ts";
import { adminApi } from "../../lib/admin/endpoints.ts";
import { notify } from "../../lib/admin/notify.ts";
import { useAdminSession } from "../../lib/admin/session.ts";
import { useResource } from "../../lib/admin/use-resource.ts";
import type { Route } from "./+types/import";

export const meta: Route.MetaFunction = () => [{ title: "Import · Back office" }];

/** How often a running import's report is read again (it runs on whichever instance took it). */
const FOLLOW_IMPORT_MS = 1000;

function ImportScreen() {
  const { timeZone } = useAdminSession();
  const history = useResource(() => adminApi.imports.list());
  const [exportFile, setExportFile] = useState<File | null>(null);
  const [uploads, setUploads] = useState<File | null>(null);
  const [sending, setSending] = useState<{ dryRun: boolean; progress: number } | null>(null);
  const [shownId, setShownId] = useState<string | null>(null);
  const [report, setReport] = useState<ImportDto | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const running = report !== null && isImportActive(report.status);
  const { reload } = history;

  // The report shown is read again while it runs, and the list once it has ended.
  useEffect(() => {
    if (!shownId) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const read = async () => {
      try {
        const { data } = await adminApi.imports.read(shownId);
        if (stopped) return;
        setReport(data);
        if (isImportActive(data.status)) timer = setTimeout(read, FOLLOW_IMPORT_MS);
        else reload();
      } catch (error) {
        if (!stopped) notify.error(messageOf(error, "The import's report could not be read"));
      }
    };
    void read();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [shownId, reload]);

  async function start(dryRun: boolean) {
    if (!exportFile) return;
    const form = new FormData();
    form.append("file", exportFile);
    form.append("dryRun", String(dryRun));
    if (uploads) form.append("uploads", uploads);
    setSending({ dryRun, progress: 0 });
    await act(
      () => adminApi.imports.start(form, { onUploadProgress: (progress) => setSending({ dryRun, progress }) }),
      {
        failed: "The export could not be sent",
        onDone: (answer) => {
          setReport(null);
          setShownId(answer.data._id);
          reload();
        },
      },
    );
    setSending(null);
  }

  async function cancel() {
    if (!report) return;
    setCancelling(true);
    await act(() => adminApi.imports.cancel(report._id), {
      failed: "The import could not be cancelled",
      onDone: (answer) => setReport(answer.data),
    });
    setCancelling(false);
  }

  const checked = report?.dryRun && report.status === "done" && report.fileName === exportFile?.name;
  const busy = sending !== null || running;
  return (
    <>
      <HeaderCard
        title="Import from WordPress"
        description="Posts, pages, pictures, authors, categories and tags, the menu, search settings, and every old address answering with a redirect to its new home."
      />
      <section
        aria-labelledby="import-start-title"
        className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      >
        <div>
          <h2 id="import-start-title" className="text-base font-semibold text-slate-900">
            Bring a site over
          </h2>
          <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-slate-600">
            <li>In WordPress, open Tools › Export, choose “All content” and download the export file.</li>
            <li>Choose it here and check it first: a dry run changes nothing and lists what cannot come over.</li>
            <li>Import. Importing the same file again later adds nothing twice.</li>
          </ol>
        </div>
        <FileChoice
          kind="export"
          label="WordPress export"
          hint="The .xml file of Tools › Export (WXR), at most 200 MB."
          accept=".xml,application/xml,text/xml"
          file={exportFile}
          onChange={setExportFile}
          disabled={busy}
        />
        <FileChoice
          kind="archive"
          label="Pictures"
          optional
          hint="The import fetches each picture from the old site. If it is gone already, add a .zip of its wp-content/uploads folder."
          accept=".zip,application/zip"
          file={uploads}
          onChange={setUploads}
          disabled={busy}
        />
        {sending && (
          <ProgressBar
            value={sending.progress}
            label={sending.dryRun ? "Sending the export to check it" : "Sending the export"}
          />
        )}
        <div className="flex flex-wrap gap-2">
          {/* The dry run, then the import: the one to do next is the primary button. */}
          {([true, false] as const).map((dryRun) => (
            <Button
              key={String(dryRun)}
              variant={checked === dryRun ? "secondary" : "primary"}
              icon={
                dryRun ? <FileSearch aria-hidden className="size-4" /> : <ImportIcon aria-hidden className="size-4" />
              }
              onClick={() => start(dryRun)}
              disabled={!exportFile || busy}
              loading={sending?.dryRun === dryRun}
            >
              {dryRun ? "Check first" : checked ? "Import now" : "Import"}
            </Button>
          ))}
        </div>
      </section>
      {report && <ImportReport report={report} onCancel={cancel} cancelling={cancelling} />}
      {/* The import followed is read more often than the list: its row shows what its report shows. */}
      <ImportHistory
        imports={history.data?.data.map((row) => (row._id === report?._id ? report : row))}
        loading={history.loading}
        error={history.error}
        timeZone={timeZone}
        shown={shownId}
        onShow={(id) => {
          setReport(null);
          setShownId(id);
        }}
      />
    </>
  );
}

export default function Import() {
  return (
    <SuperAdminOnly>
      <ImportScreen />
    </SuperAdminOnly>
  );
}
