import clsx from "clsx";
import type { ButtonHTMLAttributes, ReactNode } from "react";
import { Link, type LinkProps } from "react-router";

export type ButtonVariant = "primary" | "secondary" | "light" | "outline-light" | "text";
export type ButtonSize = "md" | "lg";

const base =
  "inline-flex items-center justify-center gap-2 rounded-full font-semibold transition duration-200 " +
  "disabled:cursor-not-allowed disabled:opacity-60 motion-reduce:transition-none";

const variants: Record<ButtonVariant, string> = {
  primary: "bg-brand-600 text-white shadow-sm hover:bg-brand-700 hover:shadow-lift active:bg-brand-800",
  secondary: "border border-ink-300 bg-white text-ink-900 hover:border-brand-500 hover:text-brand-700",
  light: "bg-white text-brand-800 shadow-sm hover:bg-brand-50",
  "outline-light": "border border-white/60 text-white hover:border-white hover:bg-white/10",
  text: "rounded-md px-0! py-0! text-brand-700 underline-offset-4 hover:underline",
};

const sizes: Record<ButtonSize, string> = {
  md: "px-5 py-2.5 text-sm",
  lg: "px-7 py-3.5 text-base",
};

export function buttonClass(variant: ButtonVariant = "primary", size: ButtonSize = "md", extra?: string) {
  return clsx(base, variants[variant], sizes[size], extra);
}

type StyleProps = { variant?: ButtonVariant; size?: ButtonSize; className?: string; children: ReactNode };

/** A link that looks like a button: every call to action that navigates. */
export function ButtonLink({ variant, size, className, ...props }: StyleProps & LinkProps) {
  return <Link {...props} className={buttonClass(variant, size, className)} />;
}

/** A link out of the site, opened in a new tab. */
export function ExternalButtonLink({ variant, size, className, href, children }: StyleProps & { href: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={buttonClass(variant, size, className)}>
      {children}
    </a>
  );
}

export function Button({
  variant,
  size,
  className,
  type = "button",
  ...props
}: StyleProps & ButtonHTMLAttributes<HTMLButtonElement>) {
  return <button type={type} {...props} className={buttonClass(variant, size, className)} />;
}
