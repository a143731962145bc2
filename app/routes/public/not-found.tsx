import { data } from "react-router";
import { NotFoundContent } from "../../components/public/not-found-content";
import { notFoundSeo } from "../../lib/seo";
import { NOT_FOUND_SIDE_TITLE } from "../../lib/side-title";
import type { Route } from "./+types/not-found";

/** The side title names what the page is, not the address that was typed. */
export const handle = { sideTitle: NOT_FOUND_SIDE_TITLE };

/** Any path no other route matches: the 404 picture inside the site's frame, with HTTP status 404. */
export function loader() {
  return data({ notFound: true }, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches, location }) => notFoundSeo(matches, location.pathname);

export default function NotFound() {
  return <NotFoundContent />;
}
