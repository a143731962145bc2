import clsx from "clsx";
import type { ReactNode } from "react";

type Props = {
  /** Small upper-case line above the title. */
  eyebrow?: string;
  title: ReactNode;
  description?: ReactNode;
  /** The heading level; sections are h2 unless nested in another section. */
  as?: "h1" | "h2" | "h3";
  align?: "left" | "center";
  /** On a dark background. */
  tone?: "dark" | "light";
  id?: string;
  className?: string;
};

export function SectionHeading({
  eyebrow,
  title,
  description,
  as: Tag = "h2",
  align = "left",
  tone = "dark",
  id,
  className,
}: Props) {
  const light = tone === "light";
  return (
    <div className={clsx("max-w-3xl", align === "center" && "mx-auto text-center", className)}>
      {eyebrow && (
        <p className={clsx("mb-3 font-semibold text-eyebrow uppercase", light ? "text-accent-300" : "text-brand-700")}>
          {eyebrow}
        </p>
      )}
      <Tag id={id} className={clsx("font-bold text-title", light ? "text-white" : "text-ink-950")}>
        {title}
      </Tag>
      {description && (
        <div className={clsx("mt-4 text-lead", light ? "text-ink-200" : "text-ink-600")}>{description}</div>
      )}
    </div>
  );
}

/** Highlights the first word of a title, the way the spec's headers split a name. */
export function HighlightFirstWord({ text, className = "text-brand-600" }: { text: string; className?: string }) {
  const [first, ...rest] = text.trim().split(/\s+/);
  return (
    <>
      <span className={className}>{first}</span>
      {rest.length > 0 && ` ${rest.join(" ")}`}
    </>
  );
}
