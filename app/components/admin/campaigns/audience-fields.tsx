import { useEffect, useState } from "react";
import { type Audience, audienceLabels, audienceSchema } from "../../../../domain/campaigns.ts";
import { adminApi } from "../../../lib/admin/endpoints.ts";
import { FieldError } from "../ui/fields.tsx";

/** "customers, events" as the list it stands for. */
const listOf = (text: string) =>
  text
    .split(",")
    .map((word) => word.trim())
    .filter(Boolean);

/** The words of the field for a tags or sources audience. */
const textOf = (audience: Audience) =>
  audience.kind === "tags" ? audience.tags.join(", ") : audience.kind === "sources" ? audience.sources.join(", ") : "";

/** How long after the last change the count of recipients is asked for. */
const COUNT_DELAY_MS = 400;

/**
 * Who receives the campaign (issue 72): every confirmed subscriber, or those with any of some tags
 * (set on the Subscribers screen) or who signed up from some sources (their visit's `utm_source`);
 * how many that is now, as the server counts it.
 */
export function AudienceFields({
  audience,
  disabled,
  error,
  onChange,
}: {
  audience: Audience;
  disabled: boolean;
  error?: string;
  onChange: (audience: Audience) => void;
}) {
  const [words, setWords] = useState(() => textOf(audience));
  const [recipients, setRecipients] = useState<number | null>(null);
  const key = JSON.stringify(audience);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the audience's content
  useEffect(() => {
    setRecipients(null);
    if (!audienceSchema.safeParse(audience).success) return;
    let live = true;
    const timer = setTimeout(() => {
      adminApi.campaigns.audience(audience).then(
        (answer) => live && setRecipients(answer.data.recipients),
        () => {},
      );
    }, COUNT_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [key]);

  function choose(kind: Audience["kind"]) {
    if (kind === "all") onChange({ kind });
    else if (kind === "tags") onChange({ kind, tags: listOf(words) });
    else onChange({ kind, sources: listOf(words) });
  }

  function type(text: string) {
    setWords(text);
    if (audience.kind === "tags") onChange({ kind: "tags", tags: listOf(text) });
    if (audience.kind === "sources") onChange({ kind: "sources", sources: listOf(text) });
  }

  return (
    <fieldset className="flex flex-col gap-3" disabled={disabled}>
      <legend className="sr-only">Who receives it</legend>
      {(Object.keys(audienceLabels) as Audience["kind"][]).map((kind) => (
        <label key={kind} className="inline-flex items-center gap-2 text-sm text-slate-800">
          <input type="radio" name="audience" checked={audience.kind === kind} onChange={() => choose(kind)} />
          {audienceLabels[kind]}
        </label>
      ))}
      {audience.kind !== "all" && (
        <div className="flex flex-col gap-1.5">
          <label htmlFor="audience-words" className="text-sm font-medium text-slate-800">
            {audience.kind === "tags" ? "Tags" : "Sources"}
          </label>
          <input
            id="audience-words"
            value={words}
            onChange={(event) => type(event.target.value)}
            placeholder={audience.kind === "tags" ? "customers, events" : "linkedin, google"}
            aria-describedby="audience-words-hint"
            className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-admin-500 focus:ring-2 focus:ring-admin-500/30 focus:outline-none"
          />
          <p id="audience-words-hint" className="text-xs text-slate-500">
            Separated by commas; a subscriber with any of them receives it.
          </p>
        </div>
      )}
      <FieldError id="audience" error={error} />
      <p className="text-sm text-slate-700" aria-live="polite">
        {recipients === null
          ? "Counting recipients…"
          : recipients === 1
            ? "1 confirmed subscriber"
            : `${recipients.toLocaleString("en-US")} confirmed subscribers`}
      </p>
    </fieldset>
  );
}
