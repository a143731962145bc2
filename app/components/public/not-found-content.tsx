import { ArrowLeft } from "lucide-react";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { pathInLocale } from "../../../domain/locales";
import { useLocale, useMessages } from "../../lib/messages";
import { ButtonLink } from "./ui/button";

/** The spec's 404 image with a way back; used by the catch-all route and by pages whose item is missing. */
export function NotFoundContent({ title }: { title?: string }) {
  const m = useMessages().notFound;
  const locale = useLocale();
  return (
    <section className="page-container flex flex-col items-center py-section text-center">
      <img src="/images/not-found.svg" alt={m.imageAlt} width={640} height={440} className="w-full max-w-md" />
      <h1 className="mt-8 font-bold text-ink-950 text-title">{title ?? m.title}</h1>
      <p className="mt-4 max-w-lg text-ink-600 text-lead">{m.text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink to={pathInLocale("/", locale)}>
          <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" /> {m.backHome}
        </ButtonLink>
        <ButtonLink to={pathInLocale("/contact", locale)} variant="secondary">
          {m.contactUs}
        </ButtonLink>
      </div>
    </section>
  );
}

/**
 * An ErrorBoundary for public page routes: renders inside the site's frame (header and footer stay),
 * the 404 picture for a 404, a short apology otherwise. Re-export it from a route module:
 *   export { PublicErrorBoundary as ErrorBoundary } from "./not-found-content";
 */
export function PublicErrorBoundary() {
  const error = useRouteError();
  const m = useMessages().notFound;
  const locale = useLocale();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundContent />;
  return (
    <section className="page-container py-section text-center">
      <h1 className="font-bold text-ink-950 text-title">{m.errorTitle}</h1>
      <p className="mt-4 text-ink-600 text-lead">{m.errorText}</p>
      <ButtonLink to={pathInLocale("/", locale)} className="mt-8">
        {m.backHome}
      </ButtonLink>
    </section>
  );
}
