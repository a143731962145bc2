import { Copy, KeyRound } from "lucide-react";
import { copyText } from "../../../lib/admin/clipboard.ts";
import { Button } from "./button.tsx";

type Props = {
  /** What the value is ("Signing secret for https://…", "API key \"HubSpot\""). */
  title: string;
  value: string;
  /** The test id of the value's element. */
  testId: string;
  onDone: () => void;
};

/** A secret shown once after it is made (a webhook's signing secret, an API key): only its hash is kept. */
export function ShownOncePanel({ title, value, testId, onDone }: Props) {
  return (
    <section className="rounded-2xl border border-amber-300 bg-amber-50 p-5 sm:p-6" aria-live="polite">
      <h2 className="flex items-center gap-2 text-base font-semibold text-amber-900">
        <KeyRound aria-hidden className="size-4" /> {title}
      </h2>
      <p className="mt-1 text-sm text-amber-900">Copy it now: it is not shown again.</p>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-center">
        <code
          data-testid={testId}
          className="min-w-0 flex-1 rounded-lg bg-white px-3 py-2 font-mono text-xs [overflow-wrap:anywhere] text-slate-900 ring-1 ring-amber-200"
        >
          {value}
        </code>
        <div className="flex gap-2">
          <Button variant="secondary" icon={<Copy aria-hidden className="size-4" />} onClick={() => copyText(value)}>
            Copy
          </Button>
          <Button variant="ghost" onClick={onDone}>
            Done
          </Button>
        </div>
      </div>
    </section>
  );
}
