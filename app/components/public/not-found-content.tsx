import { ArrowLeft } from "lucide-react";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { ButtonLink } from "./ui/button";

/** The spec's 404 image with a way back; used by the catch-all route and by pages whose item is missing. */
export function NotFoundContent({ title = "Page not found" }: { title?: string }) {
  return (
    <section className="page-container flex flex-col items-center py-section text-center">
      <img
        src="/images/not-found.svg"
        alt="404: this page could not be found"
        width={640}
        height={440}
        className="w-full max-w-md"
      />
      <h1 className="mt-8 font-bold text-ink-950 text-title">{title}</h1>
      <p className="mt-4 max-w-lg text-ink-600 text-lead">
        The page you are looking for does not exist or has moved. Let us get you back on track.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink to="/">
          <ArrowLeft aria-hidden="true" className="size-4" /> Back to the home page
        </ButtonLink>
        <ButtonLink to="/contact" variant="secondary">
          Contact us
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
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundContent />;
  return (
    <section className="page-container py-section text-center">
      <h1 className="font-bold text-ink-950 text-title">Something went wrong</h1>
      <p className="mt-4 text-ink-600 text-lead">Please try again in a moment.</p>
      <ButtonLink to="/" className="mt-8">
        Back to the home page
      </ButtonLink>
    </section>
  );
}
