import { useMemo } from "react";
import { useLocation } from "react-router";
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

/** Every plain kind's list screen: one route module, the kind read from the address. */
export default function PlainKind() {
  const { pathname } = useLocation();
  const screen = screenAt(pathname);
  const list = useMemo(() => (screen ? plainContentList(screen) : null), [screen]);
  return list ? <ContentListScreen kind={list} /> : null;
}
