import type { ReactNode } from "react";
import { Brand } from "./brand.tsx";

type AuthCardProps = { title: string; subtitle: string; children: ReactNode };

/** The signed-out screens (sign-in, forgotten and new password): one card with the agency's mark on the dark backdrop. */
export function AuthCard({ title, subtitle, children }: AuthCardProps) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-gradient-to-br from-slate-900 via-admin-900 to-slate-900 px-4 py-12">
      <div className="w-full max-w-md rounded-2xl bg-white p-6 shadow-2xl sm:p-8">
        <div className="mb-8 flex flex-col items-center text-center">
          <span className="mb-6">
            <Brand tone="light" caption={false} />
          </span>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
          <p className="mt-1 text-sm text-slate-600">{subtitle}</p>
        </div>
        {children}
      </div>
    </main>
  );
}
