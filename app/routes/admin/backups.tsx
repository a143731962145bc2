import { DatabaseBackup, Download, Lock, LockOpen } from "lucide-react";
import { useState } from "react";
import type { BackupSummary } from "../../../domain/backups.ts";
import { SuperAdminOnly } from "../../components/admin/super-admin-only.tsx";
import { Badge } from "../../components/admin/ui/badge.tsx";
import { Button } from "../../components/admin/ui/button.tsx";
import { type Column, DataTable, keyedRowsOf } from "../../components/admin/ui/data-table.tsx";
import { HeaderCard } from "../../components/admin/ui/header-card.tsx";
import { messageOf } from "../../lib/admin/api-client.ts";
import { adminApi } from "../../lib/admin/endpoints.ts";
import { formatDateTime } from "../../lib/admin/format.ts";
import { notify } from "../../lib/admin/notify.ts";
import { useFollow } from "../../lib/admin/use-follow.ts";
import { useResource } from "../../lib/admin/use-resource.ts";
import type { Route } from "./+types/backups";

export const meta: Route.MetaFunction = () => [{ title: "Backups · Back office" }];

const triggerLabels: Record<BackupSummary["trigger"], string> = {
  manual: "Back up now",
  scheduled: "Schedule",
  script: "npm run backup",
};

function size(bytes: number | null) {
  if (bytes === null) return "—";
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

const count = (value: number) => value.toLocaleString("en-US");

function StatusBadge({ status }: { status: BackupSummary["status"] }) {
  if (status === "completed") return <Badge tone="green">Completed</Badge>;
  if (status === "failed") return <Badge tone="red">Failed</Badge>;
  return <Badge tone="amber">Running…</Badge>;
}

const plural = (value: number | null, one: string, many: string) =>
  value === null ? null : `${count(value)} ${value === 1 ? one : many}`;

const columns: Column<BackupSummary>[] = [
  {
    header: "Time",
    role: "name",
    cell: (row) => (
      <span className="flex flex-col gap-1">
        <span className="font-medium text-slate-900">{formatDateTime(row.startedAt)}</span>
        <span className="flex flex-wrap items-center gap-2 text-xs text-slate-500">
          <StatusBadge status={row.status} />
          {triggerLabels[row.trigger]}
        </span>
      </span>
    ),
  },
  {
    header: "Size",
    stacked: "inline",
    className: "tabular-nums whitespace-nowrap",
    cell: (row) => size(row.sizeBytes),
  },
  {
    header: "Contents",
    stacked: "inline",
    className: "tabular-nums",
    cell: (row) =>
      row.tableRows === null ? (
        "—"
      ) : (
        <span className="flex flex-col max-md:flex-row max-md:gap-2">
          <span>{plural(row.tableRows, "row", "rows")}</span>
          <span>{plural(row.fileCount, "file", "files")}</span>
        </span>
      ),
  },
  {
    header: "Encrypted",
    stacked: "inline",
    cell: (row) =>
      row.encrypted ? (
        <span className="inline-flex items-center gap-1 whitespace-nowrap text-emerald-700">
          <Lock aria-hidden className="size-4" /> <span className="md:hidden">Encrypted</span>
          <span className="max-md:hidden">Yes</span>
        </span>
      ) : (
        <span className="inline-flex items-center gap-1 whitespace-nowrap text-amber-800">
          <LockOpen aria-hidden className="size-4" /> <span className="md:hidden">Not encrypted</span>
          <span className="max-md:hidden">No</span>
        </span>
      ),
  },
  {
    header: "Archive",
    stacked: "inline",
    cell: (row) =>
      row.status === "completed" ? (
        <a
          href={adminApi.backups.downloadUrl(row.id)}
          download={row.name}
          className="inline-flex min-h-10 items-center gap-1.5 rounded-lg px-2 text-sm font-semibold text-admin-700 hover:underline focus-visible:outline-2 focus-visible:outline-admin-500"
          aria-label={`Download the backup of ${formatDateTime(row.startedAt)}`}
        >
          <Download aria-hidden className="size-4" /> Download
        </a>
      ) : (
        <span className="text-slate-400">—</span>
      ),
  },
];

function BackupsScreen() {
  const backups = useResource(() => adminApi.backups.list());
  const [starting, setStarting] = useState(false);
  const running = backups.data?.data.some((backup) => backup.status === "running") ?? false;
  const { reload } = backups;

  // While a backup runs the list is read again after each answer, until it is completed or failed.
  useFollow(running, reload, backups.data);

  async function start() {
    setStarting(true);
    const toastId = notify.loading("Starting a backup…");
    try {
      const answer = await adminApi.backups.start();
      notify.success(answer.message, toastId);
      reload();
    } catch (error) {
      notify.error(messageOf(error, "The backup could not be started"), toastId);
    } finally {
      setStarting(false);
    }
  }

  const encryption = backups.data?.encryption;
  return (
    <>
      <HeaderCard
        title="Backups"
        description="Each archive holds the database, every picture and every resume. Restore one with npm run restore (docs/deployment.md)."
        actions={
          <Button
            onClick={start}
            loading={starting}
            disabled={running}
            icon={<DatabaseBackup aria-hidden className="size-4" />}
          >
            Back up now
          </Button>
        }
      />
      {encryption !== undefined && (
        <p
          className={`flex items-start gap-2 rounded-2xl border px-4 py-3 text-sm ${
            encryption
              ? "border-emerald-200 bg-emerald-50 text-emerald-800"
              : "border-amber-200 bg-amber-50 text-amber-900"
          }`}
        >
          {encryption ? (
            <Lock aria-hidden className="mt-0.5 size-4 shrink-0" />
          ) : (
            <LockOpen aria-hidden className="mt-0.5 size-4 shrink-0" />
          )}
          {encryption
            ? "New backups are encrypted (AES-256-GCM) with BACKUP_ENCRYPTION_KEY: keep that key apart from the archives."
            : "New backups are not encrypted, and they contain applicants' resumes. Set BACKUP_ENCRYPTION_KEY on the server to encrypt them."}
        </p>
      )}
      <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
        <DataTable
          caption="Backups"
          columns={columns}
          {...keyedRowsOf(backups, (row) => row.id)}
          empty={{
            title: "No backups yet",
            description: "Make one now, or set BACKUP_CRON on the server for a schedule.",
            icon: DatabaseBackup,
          }}
        />
      </div>
    </>
  );
}

export default function Backups() {
  return (
    <SuperAdminOnly>
      <BackupsScreen />
    </SuperAdminOnly>
  );
}
