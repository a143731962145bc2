import type { JSONContent } from "@tiptap/core";
import { lazy } from "react";
import { blocksField } from "../../../../domain/pages.ts";
import { LoadingPart } from "../ui/spinner.tsx";

// The editor (TipTap and ProseMirror, ~100 KB) loads with the form that uses it, not with the back office.
const BlockEditor = lazy(() => import("./block-editor.tsx").then((module) => ({ default: module.BlockEditor })));

/** A stored or typed document as the editor opens it: what the server's check lets in, else empty. */
const asDocument = (value: unknown): JSONContent | null => {
  const checked = blocksField.safeParse(value);
  return checked.success ? checked.data : null;
};

type DocumentFieldProps = {
  label: string;
  /** The document the form opened on (the editor reads it once). */
  initial: unknown;
  error?: string;
  onChange: (document: JSONContent) => void;
  /** The document's language where it is not the back office's (a translation). */
  language?: { dir: "ltr" | "rtl"; lang: string };
};

/** A form's block document (a page's blocks, an article's body) in the block editor (ADR 0196). */
export function DocumentField({ label, initial, error, onChange, language }: DocumentFieldProps) {
  return (
    <LoadingPart what="editor">
      <BlockEditor label={label} value={asDocument(initial)} error={error} onChange={onChange} language={language} />
    </LoadingPart>
  );
}
