import { Download } from "lucide-react";

/** A spreadsheet download: a plain link, so the browser sends the session cookie and saves the file. */
export function CsvLink({ href, what }: { href: string; what: string }) {
  return (
    <a
      href={href}
      download
      className="inline-flex min-h-10 items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-700 shadow-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-admin-500"
    >
      <Download aria-hidden className="size-4" />
      Export CSV<span className="sr-only"> of {what}</span>
    </a>
  );
}
