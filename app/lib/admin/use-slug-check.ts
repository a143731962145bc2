import { useEffect, useRef, useState } from "react";
import { slugPattern } from "../../../domain/slug-shape.ts";
import type { SlugKind, SlugVerdict } from "../../../domain/slugs.ts";
import { adminApi } from "./endpoints.ts";

/** How long after the last key the slug is checked: long enough not to ask at every letter. */
export const SLUG_CHECK_DELAY_MS = 500;

/** What the check reads of a content form (`useContentForm`'s answer). */
type SlugForm = {
  values: { slug?: string };
  form: {
    setError(name: "slug", error: { type: string; message: string }): void;
    setValue(name: "slug", value: string, options: { shouldValidate: boolean; shouldDirty: boolean }): void;
  };
  /** The record's (or its draft's) id, once it has one: its own slug is free for it. */
  formDraft: { bar?: { id: string } };
};

/** A slug made from the record's name (`useSlugSuggestion`): whether the field still holds it, and taking another as it. */
type NameSlug = { following: boolean; adopt: (slug: string) => void };

/** A free slug to take instead of a refused one, and taking it. */
export type SlugSuggestion = { slug: string; use: () => void };

/**
 * Checks a slug as it is typed (issue 67, ADR 0281): shortly after the last key, the server says
 * whether a save would take it; a taken or reserved one is the slug field's error, in the save's own
 * words, until the slug changes, with a free one to take instead. A slug of the wrong shape is the
 * form's own rule, said already; a check that cannot be made says nothing (the save still checks).
 * A slug still made from the name (`nameSlug`) is not refused but numbered: "pricing-2".
 */
export function useSlugCheck(
  { values, form, formDraft }: SlugForm,
  kind: SlugKind,
  nameSlug?: NameSlug,
): SlugSuggestion | null {
  const slug = (values.slug ?? "").trim();
  const id = formDraft.bar?.id;
  const [verdict, setVerdict] = useState<SlugVerdict | null>(null);
  const formRef = useRef(form);
  formRef.current = form;
  const nameRef = useRef(nameSlug);
  nameRef.current = nameSlug;

  useEffect(() => {
    if (slug === "" || !slugPattern.test(slug)) return;
    let live = true;
    const timer = setTimeout(() => {
      adminApi.slugCheck(kind, slug, id).then(
        (answer) => {
          if (!live) return;
          const { free, message, suggestion } = answer.data;
          // A slug made from the name is numbered when taken, as the server makes one (ADR 0160):
          // nobody chose it, so there is nothing to refuse.
          if (!free && suggestion && nameRef.current?.following) return nameRef.current.adopt(suggestion);
          setVerdict(answer.data);
          if (!free && message) formRef.current.setError("slug", { type: "taken", message });
        },
        () => {},
      );
    }, SLUG_CHECK_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [slug, kind, id]);

  const refused = verdict !== null && !verdict.free && verdict.slug === slug ? verdict.suggestion : null;
  if (refused === null) return null;
  return {
    slug: refused,
    use: () => formRef.current.setValue("slug", refused, { shouldValidate: true, shouldDirty: true }),
  };
}
