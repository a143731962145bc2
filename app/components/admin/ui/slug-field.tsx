import type { ComponentProps } from "react";
import { slugLimits } from "../../../../domain/slugs.ts";
import { TextField } from "./fields.tsx";

type Props = Omit<ComponentProps<typeof TextField>, "label" | "hint"> & {
  /** The public address the slug as typed gives (domain/addresses.ts). */
  path: string;
  /** The record's address now (editing): when the slug changes, it will redirect to the new one. */
  current?: string;
};

/**
 * A record's slug (issue 53): the last part of its public address, shown whole under the field; the
 * rules' messages come from domain/slugs.ts through the form's schema and the server's answer.
 */
export function SlugField({ path, current, ...input }: Props) {
  const moved = current !== undefined && current !== path;
  return (
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
}
