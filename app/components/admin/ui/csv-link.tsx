import { Download } from "lucide-react";

const linkClass =
  "inline-flex min-h-10 items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-700 shadow-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-admin-500";

/** A spreadsheet download: a plain link, so the browser sends the session cookie and saves the file. */
function DownloadLink({ href, label, what }: { href: string; label: string; what: string }) {
  return (
    <a href={href} download className={linkClass}>
      <Download aria-hidden className="size-4" />
      {label}
      <span className="sr-only"> of {what}</span>
    </a>
  );
}

export function CsvLink({ href, what }: { href: string; what: string }) {
  return <DownloadLink href={href} label="Export CSV" what={what} />;
}

/** A lead list's downloads (ADR 0146): the CSV, and the same rows as an Excel workbook (`format=xlsx`). */
export function ExportLinks({ href, what }: { href: string; what: string }) {
  return (
    <div className="flex flex-wrap gap-2">
      <CsvLink href={href} what={what} />
      <DownloadLink href={href.replace(/([?&]format=)csv\b/, "$1xlsx")} label="Export Excel" what={what} />
    </div>
  );
}
