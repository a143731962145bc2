import { useLocation } from "react-router";
import { IconTile } from "./icon-tile.tsx";
import { screenAt } from "./nav-items.ts";

/**
 * Every screen's own heading under the top bar (whose "Dashboard / Welcome!" the spec fixes): the
 * sidebar group it belongs to and its name, the same words as the sidebar and the browser tab.
 */
export function PageHeader() {
  const { pathname } = useLocation();
  const here = screenAt(pathname);
  if (!here) return null;
  const { screen, group } = here;
  return (
    <header className="flex items-center gap-3">
      <IconTile icon={screen.icon} look="rounded-xl bg-white text-admin-600 shadow-sm ring-1 ring-slate-200" />
      <div className="min-w-0">
        <p className="text-xs font-semibold tracking-wider text-slate-600 uppercase">{group}</p>
        <h1 className="truncate text-2xl leading-tight font-bold tracking-tight text-slate-900">{screen.label}</h1>
      </div>
    </header>
  );
}
