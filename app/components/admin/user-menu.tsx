import { ChevronDown, LogOut, UserRound } from "lucide-react";
import { useEffect, useRef, useState } from "react";

type UserMenuProps = { name: string; role: string; onProfile: () => void; onLogout: () => void };

/** The top bar's menu: Profile and Logout. Escape or a click elsewhere closes it. */
export function UserMenu({ name, role, onProfile, onLogout }: UserMenuProps) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const outside = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onEscape = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false);
        button.current?.focus();
      }
    };
    document.addEventListener("mousedown", outside);
    document.addEventListener("keydown", onEscape);
    root.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    return () => {
      document.removeEventListener("mousedown", outside);
      document.removeEventListener("keydown", onEscape);
    };
  }, [open]);

  const choose = (action: () => void) => () => {
    setOpen(false);
    action();
  };
  const initials = name
    .split(/\s+/)
    .map((part) => part.charAt(0))
    .join("")
    .slice(0, 2)
    .toUpperCase();
  const item =
    "flex w-full items-center gap-3 px-4 py-2.5 text-left text-sm text-slate-700 hover:bg-slate-50 focus:bg-slate-100 focus:outline-none";

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-label="User menu"
        onClick={() => setOpen((shown) => !shown)}
        className="flex items-center gap-2 rounded-full p-1 pr-2 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-admin-500"
      >
        <span
          aria-hidden
          className="flex size-9 items-center justify-center rounded-full bg-admin-600 text-sm font-semibold text-white"
        >
          {initials || "?"}
        </span>
        <span className="hidden text-left sm:block">
          <span className="block text-sm leading-tight font-semibold text-slate-900">{name}</span>
          <span className="block text-xs leading-tight text-slate-500">{role}</span>
        </span>
        <ChevronDown aria-hidden className="size-4 text-slate-500" />
      </button>
      {open && (
        <div
          role="menu"
          aria-label="User menu"
          className="absolute right-0 z-50 mt-2 w-48 overflow-hidden rounded-xl border border-slate-200 bg-white py-1 shadow-lg"
          onKeyDown={(event) => {
            if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
            event.preventDefault();
            const items = [...(root.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
            const at = items.indexOf(document.activeElement as HTMLElement);
            const step = event.key === "ArrowDown" ? 1 : -1;
            items[(at + step + items.length) % items.length]?.focus();
          }}
        >
          <button type="button" role="menuitem" className={item} onClick={choose(onProfile)}>
            <UserRound aria-hidden className="size-4 text-slate-500" />
            Profile
          </button>
          <button type="button" role="menuitem" className={item} onClick={choose(onLogout)}>
            <LogOut aria-hidden className="size-4 text-slate-500" />
            Logout
          </button>
        </div>
      )}
    </div>
  );
}
