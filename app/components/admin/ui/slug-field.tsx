import type { ComponentProps } from "react";
import { slugLimits, slugMessages } from "../../../../domain/slugs.ts";
import type { SlugSuggestion } from "../../../lib/admin/use-slug-check.ts";
import { TextField } from "./fields.tsx";

type Props = Omit<ComponentProps<typeof TextField>, "label" | "hint"> & {
  /** The public address the slug as typed gives (domain/addresses.ts). */
  path: string;
  /** The record's address now (editing): when the slug changes, it will redirect to the new one. */
  current?: string;
  /** A free slug to take instead of a refused one (issue 67): said under the field's error. */
  suggestion?: SlugSuggestion | null;
};

/**
 * A record's slug (issue 53): the last part of its public address, shown whole under the field; the
 * rules' messages come from domain/slugs.ts through the form's schema and the server's answer.
 */
export function SlugField({ path, current, suggestion, ...input }: Props) {
  const moved = current !== undefined && current !== path;
  const field = (
    <TextField
      label="Slug"
      maxLength={slugLimits.max}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      hint={
        <>
          Address: <span className="break-all font-mono text-slate-700">{path}</span>
          {moved && (
            <>
              {" "}
              (<span className="break-all font-mono">{current}</span> will redirect here)
            </>
          )}
        </>
      }
      {...input}
    />
  );
  if (!suggestion || !input.error) return field;
  return (
    <div className="flex flex-col gap-1">
      {field}
      <p className="flex flex-wrap items-center gap-x-2 text-xs text-slate-600">
        {slugMessages.suggestion(suggestion.slug)}
        <button
          type="button"
          onClick={suggestion.use}
          className="font-medium text-admin-600 underline hover:text-admin-700 focus-visible:outline-2 focus-visible:outline-admin-500"
        >
          {slugMessages.takeSuggestion(suggestion.slug)}
        </button>
      </p>
    </div>
  );
}
