import { NavLink } from "react-router";
import { useRights } from "../../lib/admin/session.ts";
import { useScreenPrefetch } from "../../lib/admin/use-screen-prefetch.ts";
import { Brand } from "./brand.tsx";
import { holdsNeeds, navGroups } from "./nav-items.ts";
import { CloseButton } from "./ui/close-button.tsx";

type SidebarProps = { open: boolean; onClose: () => void; superAdmin: boolean };

/** w-72 on the left; on small screens it slides in over the page and any link closes it. */
export function Sidebar({ open, onClose, superAdmin }: SidebarProps) {
  const { can, canData } = useRights();
  const onIntent = useScreenPrefetch();
  const groups = navGroups
    .filter((group) => superAdmin || !group.superAdminOnly)
    .map((group) => ({
      ...group,
      items: group.items.filter(
        ({ needs, needsData }) => holdsNeeds(needs, can) && (!needsData || canData(needsData.area, needsData.action)),
      ),
    }))
    .filter((group) => group.items.length > 0);

  return (
    <>
      {open && (
        <div
          aria-hidden
          className="fixed inset-0 z-30 bg-slate-900/50 lg:hidden"
          onClick={onClose}
          data-testid="sidebar-backdrop"
        />
      )}
      <aside
        id="admin-sidebar"
        aria-label="Back office"
        className={`fixed inset-y-0 left-0 z-40 flex w-72 flex-col bg-slate-900 text-slate-300 transition-transform duration-200 lg:translate-x-0 ${
          open ? "translate-x-0" : "max-lg:invisible max-lg:-translate-x-full"
        }`}
      >
        <div className="flex h-16 shrink-0 items-center justify-between gap-3 border-b border-white/10 px-5">
          <NavLink
            to="/admin"
            end
            onClick={onClose}
            className="rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            <Brand tone="dark" />
          </NavLink>
          <CloseButton label="Close menu" look="dark" className="lg:hidden" onClick={onClose} />
        </div>
        <nav aria-label="Main" className="flex-1 overflow-y-auto px-3 py-4">
          {groups.map((group) => (
            <div key={group.title} className="mb-5">
              <p className="px-3 pb-2 text-xs font-semibold tracking-wider text-slate-400 uppercase">{group.title}</p>
              <ul className="flex flex-col gap-0.5">
                {group.items.map(({ to, label, icon: Icon }) => (
                  <li key={to}>
                    <NavLink
                      to={to}
                      end={to === "/admin"}
                      prefetch="intent"
                      {...onIntent(to)}
                      onClick={onClose}
                      className={({ isActive }) =>
                        `flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-white ${
                          isActive ? "bg-admin-600 text-white" : "hover:bg-white/5 hover:text-white"
                        }`
                      }
                    >
                      <Icon aria-hidden className="size-5 shrink-0" />
                      {label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </aside>
    </>
  );
}
