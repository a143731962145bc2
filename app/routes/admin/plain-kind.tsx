import { useMemo } from "react";
import { declaredScreens } from "../../../domain/content-kinds.ts";
import { ContentListScreen } from "../../components/admin/content-list/content-list-screen.tsx";
import { plainContentList } from "../../components/admin/plain-kinds/plain-list.tsx";
import { plainScreenOf } from "../../components/admin/plain-kinds/screens.ts";
import type { Route } from "./+types/plain-kind";

/** The declared screen at this address (domain/content-kinds.ts). */
const declaredAt = (pathname: string) => declaredScreens.find(({ screen }) => screen === pathname.replace(/\/$/, ""));

/** The screen of the kind at this address, as its app file declares it (ADR 0283). */
const screenAt = (pathname: string) => {
  const declared = declaredAt(pathname);
  return declared ? plainScreenOf(declared.kind) : undefined;
};

export const meta: Route.MetaFunction = ({ location }) => [
  { title: `${declaredAt(location.pathname)?.label ?? "Content"} · Back office` },
];

/**
 * The screen's declaration, loaded before the screen shows (its schemas come in their own chunk, so
 * the public pages that share the kind's app file load no zod); on the first load the shell's
 * HydrateFallback shows meanwhile.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return { screen: await screenAt(new URL(request.url).pathname)?.load() };
}
clientLoader.hydrate = true as const;

/** Every plain kind's list screen: one route module, the kind read from the address. */
export default function PlainKind({ loaderData: { screen } }: Route.ComponentProps) {
  const list = useMemo(() => (screen ? plainContentList(screen) : null), [screen]);
  return list ? <ContentListScreen kind={list} /> : null;
}
