import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { type LoginInput, loginSchema } from "../../../domain/auth.ts";
import { Brand } from "../../components/admin/brand.tsx";
import { Button } from "../../components/admin/ui/button.tsx";
import { FieldError, inputClass } from "../../components/admin/ui/fields.tsx";
import { ShowPasswordButton } from "../../components/admin/ui/show-password-button.tsx";
import { ApiRequestError } from "../../lib/admin/api-client.ts";
import { adminApi } from "../../lib/admin/endpoints.ts";
import { notify } from "../../lib/admin/notify.ts";
import type { Route } from "./+types/login";

export const meta: Route.MetaFunction = () => [{ title: "Sign in · Back office" }];

/** The spec's wording for a failed sign-in: the server's message, else its fallbacks. */
function loginFailure(error: unknown): string {
  if (error instanceof ApiRequestError) {
    if (error.isNetworkError) return `Network error: ${error.message}`;
    if (error.message) return error.message;
    return error.status === 401 ? "Invalid credentials" : "Login failed";
  }
  return `Login failed: ${error instanceof Error ? error.message : String(error)}`;
}

export default function AdminLogin() {
  const navigate = useNavigate();
  const [showPassword, setShowPassword] = useState(false);
  const [showReset, setShowReset] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({ resolver: zodResolver(loginSchema), defaultValues: { username: "", password: "" } });

  async function signIn(values: LoginInput) {
    try {
      const answer = await adminApi.session.login(values);
      notify.login.success(answer.message);
      await navigate("/admin", { replace: true });
    } catch (error) {
      // Said once, in the sign-in toast the spec times at 3000 ms.
      notify.login.error(loginFailure(error));
    }
  }

  return (
    <main className="flex min-h-screen items-center justify-center bg-gradient-to-br from-slate-900 via-admin-900 to-slate-900 px-4 py-12">
      <div className="w-full max-w-md rounded-2xl bg-white p-6 shadow-2xl sm:p-8">
        <div className="mb-8 flex flex-col items-center text-center">
          <span className="mb-6">
            <Brand tone="light" caption={false} />
          </span>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">Back office</h1>
          <p className="mt-1 text-sm text-slate-600">Sign in with your staff account</p>
        </div>

        <form noValidate onSubmit={handleSubmit(signIn)} className="flex flex-col gap-5">
          <div className="flex flex-col gap-1.5">
            <label htmlFor="login-username" className="text-sm font-medium text-slate-800">
              Username
            </label>
            <input
              id="login-username"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              aria-invalid={errors.username ? true : undefined}
              aria-describedby={errors.username ? "login-username-error" : undefined}
              className={inputClass(errors.username?.message)}
              {...register("username")}
            />
            <FieldError id="login-username" error={errors.username?.message} />
          </div>

          <div className="flex flex-col gap-1.5">
            <label htmlFor="login-password" className="text-sm font-medium text-slate-800">
              Password
            </label>
            <div className="relative">
              <input
                id="login-password"
                type={showPassword ? "text" : "password"}
                autoComplete="current-password"
                aria-invalid={errors.password ? true : undefined}
                aria-describedby={errors.password ? "login-password-error" : undefined}
                className={`${inputClass(errors.password?.message)} pr-11`}
                {...register("password")}
              />
              <ShowPasswordButton
                shown={showPassword}
                onToggle={() => setShowPassword((shown) => !shown)}
                className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-slate-500 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-admin-500"
              />
            </div>
            <FieldError id="login-password" error={errors.password?.message} />
          </div>

          <div className="-mt-2 flex flex-col items-end gap-2">
            <button
              type="button"
              onClick={() => setShowReset((shown) => !shown)}
              aria-expanded={showReset}
              aria-controls="login-reset-note"
              className="text-sm font-medium text-admin-600 hover:text-admin-700 hover:underline focus-visible:outline-2 focus-visible:outline-admin-500"
            >
              Forget Password?
            </button>
            {showReset && (
              <p id="login-reset-note" className="w-full rounded-lg bg-slate-50 p-3 text-sm text-slate-600">
                Passwords are reset by a SuperAdmin. Please ask yours for a new sign-in.
              </p>
            )}
          </div>

          <Button type="submit" disabled={isSubmitting} className="h-11 w-full tracking-wide">
            {isSubmitting ? "LOGGING IN..." : "LOGIN"}
          </Button>
        </form>
      </div>
    </main>
  );
}
