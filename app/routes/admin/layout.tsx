import { Menu } from "lucide-react";
import { useEffect, useState } from "react";
import { Outlet, useLocation, useNavigate, useRevalidator } from "react-router";
import type { AccountDialog } from "../../components/admin/account/account-security.tsx";
import { OwnAuthorForm } from "../../components/admin/account/author-profile.tsx";
import { ChangePasswordModal } from "../../components/admin/account/change-password-modal.tsx";
import { TwoFactorDisableModal } from "../../components/admin/account/two-factor-disable-modal.tsx";
import { TwoFactorSetupModal } from "../../components/admin/account/two-factor-setup-modal.tsx";
import { topBarOf } from "../../components/admin/nav-items.ts";
import { PageHeader } from "../../components/admin/page-header.tsx";
import { ProfileModal } from "../../components/admin/profile-modal.tsx";
import { Sidebar } from "../../components/admin/sidebar.tsx";
import { TranslationButtons } from "../../components/admin/translations/translation-button.tsx";
import { UserMenu } from "../../components/admin/user-menu.tsx";
import { adminApi } from "../../lib/admin/endpoints.ts";
import { roleLabel } from "../../lib/admin/format.ts";
import { RecordLanguagesContext } from "../../lib/admin/record-languages.ts";
import { markSignedOut, useAdminSession, useRights } from "../../lib/admin/session.ts";

/** Signed in: the sidebar (w-72), the top bar (h-16) and the screen. */
export default function AdminLayout() {
  const session = useAdminSession();
  const { superAdmin } = useRights();
  const navigate = useNavigate();
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const [profileOpen, setProfileOpen] = useState(false);
  const [accountDialog, setAccountDialog] = useState<AccountDialog | null>(null);
  const revalidator = useRevalidator();
  const topBar = topBarOf(useLocation().pathname);

  useEffect(() => {
    if (!sidebarOpen) return;
    const onEscape = (event: KeyboardEvent) => event.key === "Escape" && setSidebarOpen(false);
    document.addEventListener("keydown", onEscape);
    return () => document.removeEventListener("keydown", onEscape);
  }, [sidebarOpen]);

  async function logout() {
    const ended = await adminApi.session.logout().then(
      () => true,
      () => false,
    );
    if (ended) markSignedOut();
    await navigate("/admin/login", { replace: true });
  }

  /** A profile dialog replaces the profile while it is open. */
  function openAccountDialog(dialog: AccountDialog) {
    setProfileOpen(false);
    setAccountDialog(dialog);
  }
  const closeAccountDialog = () => setAccountDialog(null);
  /** Two-factor sign-in changed: the session's user is read again, so the profile shows it. */
  async function twoFactorChanged() {
    setAccountDialog(null);
    await revalidator.revalidate();
  }

  return (
    <div className="min-h-screen bg-slate-100 text-slate-900">
      <a
        href="#admin-main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:shadow"
      >
        Skip to content
      </a>
      <Sidebar open={sidebarOpen} onClose={() => setSidebarOpen(false)} superAdmin={superAdmin} />
      <div className="flex min-h-screen flex-col lg:pl-72">
        <header className="sticky top-0 z-20 flex h-16 shrink-0 items-center gap-3 border-b border-slate-200 bg-white/95 px-4 backdrop-blur sm:px-6">
          <button
            type="button"
            onClick={() => setSidebarOpen(true)}
            aria-label="Open menu"
            aria-controls="admin-sidebar"
            aria-expanded={sidebarOpen}
            className="-ml-1 rounded-lg p-2 text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-admin-500 lg:hidden"
          >
            <Menu aria-hidden className="size-6" />
          </button>
          <div className="min-w-0 flex-1">
            <p className="truncate text-lg leading-tight font-semibold text-slate-900">{topBar.title}</p>
            <p className="truncate text-sm leading-tight text-slate-500">{topBar.subtitle}</p>
          </div>
          <UserMenu
            name={session.user.fullName || session.user.username}
            role={roleLabel(session.role)}
            onProfile={() => setProfileOpen(true)}
            onLogout={logout}
          />
        </header>
        <main
          id="admin-main"
          className="mx-auto flex w-full max-w-7xl min-w-0 flex-1 flex-col gap-6 px-4 py-6 sm:px-6 lg:px-8"
        >
          <PageHeader />
          {/* Every record editor offers its Urdu translation through this (issue 74, ADR 0290). */}
          <RecordLanguagesContext.Provider value={TranslationButtons}>
            <Outlet />
          </RecordLanguagesContext.Provider>
        </main>
      </div>
      {profileOpen && (
        <ProfileModal onClose={() => setProfileOpen(false)} onSignedOut={logout} onOpen={openAccountDialog} />
      )}
      {accountDialog === "password" && <ChangePasswordModal onClose={closeAccountDialog} onSignedOut={logout} />}
      {accountDialog === "author" && <OwnAuthorForm user={session.user} onClose={closeAccountDialog} />}
      {accountDialog === "twoFactorOn" && (
        <TwoFactorSetupModal
          username={session.user.username}
          onClose={closeAccountDialog}
          onChanged={twoFactorChanged}
        />
      )}
      {accountDialog === "twoFactorOff" && (
        <TwoFactorDisableModal onClose={closeAccountDialog} onChanged={twoFactorChanged} />
      )}
    </div>
  );
}
