import { type FormEvent, useCallback, useEffect, useRef, useState } from "react";
import type { FieldIssue } from "../../../lib/form-fields";

/**
 * Which fields of a public form are refused and why: every one at once (the browser's check or the
 * server's answer), each marked on its field with the reason under it (issue 51). Showing them moves
 * focus to the first refused field on the screen; typing in a field takes its mark away.
 */
export function useFieldIssues<Field extends string>(initial: FieldIssue<Field>[] = []) {
  const [issues, setIssues] = useState(initial);
  // Focus moves once the marks are rendered, so the field is announced with its reason.
  const focusNext = useRef<HTMLElement | null>(null);
  useEffect(() => {
    focusNext.current?.focus();
    focusNext.current = null;
  });

  /** Marks `found` in `form`; answers the issue of the first refused field on the screen. */
  const show = useCallback((form: HTMLFormElement, found: FieldIssue<Field>[]): FieldIssue<Field> | undefined => {
    const first = [...form.elements].find(
      (element): element is HTMLElement =>
        element instanceof HTMLElement && found.some((issue) => issue.field === element.getAttribute("name")),
    );
    focusNext.current = first ?? null;
    setIssues(found);
    const name = first?.getAttribute("name");
    return found.find((issue) => issue.field === name) ?? found[0];
  }, []);

  const clear = useCallback(() => setIssues([]), []);

  const onInput = useCallback((event: FormEvent<HTMLFormElement>) => {
    const name = event.target instanceof Element ? event.target.getAttribute("name") : null;
    setIssues((shown) => (shown.some((issue) => issue.field === name) ? shown.filter((i) => i.field !== name) : shown));
  }, []);

  const errorOf = (field: Field) => issues.find((issue) => issue.field === field)?.message ?? null;
  return { issues, show, clear, onInput, errorOf };
}
