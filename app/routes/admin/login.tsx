import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useNavigate, useSearchParams } from "react-router";
import { type LoginInput, loginSchema } from "../../../domain/auth.ts";
import { SIGN_IN_HOME, SIGN_IN_RETURN_PARAM, signInReturnPath } from "../../../domain/sign-in-return.ts";
import { twoFactorMessages } from "../../../domain/two-factor.ts";
import { ForgotPasswordForm } from "../../components/admin/account/forgot-password-form.tsx";
import { AuthCard } from "../../components/admin/auth-card.tsx";
import { Button } from "../../components/admin/ui/button.tsx";
import { FieldError, inputClass } from "../../components/admin/ui/fields.tsx";
import { ShowPasswordButton } from "../../components/admin/ui/show-password-button.tsx";
import { ApiRequestError } from "../../lib/admin/api-client.ts";
import { adminApi } from "../../lib/admin/endpoints.ts";
import { uiMessages } from "../../lib/admin/messages.ts";
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
  const [forgotten, setForgotten] = useState(false);
  return forgotten ? (
    <AuthCard title="Forgot your password?" subtitle="We will e-mail you a link to choose a new one">
      <ForgotPasswordForm onBack={() => setForgotten(false)} />
    </AuthCard>
  ) : (
    <AuthCard title="Back office" subtitle="Sign in with your staff account">
      <SignInForm onForgotten={() => setForgotten(true)} />
    </AuthCard>
  );
}

/**
 * Username and password; an account with two-factor sign-in is then asked for its code (the
 * server says so with `twoFactorRequired`) and the same form is sent again with it.
 */
function SignInForm({ onForgotten }: { onForgotten: () => void }) {
  const navigate = useNavigate();
  // Where a link opened signed out was going; only this site's /admin screens (no open redirect).
  const [params] = useSearchParams();
  const returnTo = signInReturnPath(params.get(SIGN_IN_RETURN_PARAM)) ?? SIGN_IN_HOME;
  const [showPassword, setShowPassword] = useState(false);
  const [askCode, setAskCode] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { username: "", password: "", code: "" },
  });

  async function signIn(values: LoginInput) {
    if (askCode && !values.code) {
      setError("code", { message: twoFactorMessages.codeRequired });
      return;
    }
    try {
      const answer = await adminApi.session.login(
        askCode ? values : { username: values.username, password: values.password },
      );
      notify.login.success(answer.message);
      await navigate(returnTo, { replace: true });
    } catch (error) {
      if (error instanceof ApiRequestError && error.twoFactorRequired) {
        setAskCode(true);
        return;
      }
      // A wrong code is the code field's error, said there once.
      if (askCode && error instanceof ApiRequestError && error.message === twoFactorMessages.invalidCode) {
        setError("code", { message: error.message });
        return;
      }
      // Said once, in the sign-in toast the spec times at 3000 ms.
      notify.login.error(loginFailure(error));
    }
  }

  return (
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

      {askCode && (
        <div className="flex flex-col gap-1.5">
          <label htmlFor="login-code" className="text-sm font-medium text-slate-800">
            Two-factor code
          </label>
          <input
            id="login-code"
            // biome-ignore lint/a11y/noAutofocus: the field appears in answer to the LOGIN press, so focus follows it
            autoFocus
            autoComplete="one-time-code"
            autoCapitalize="none"
            spellCheck={false}
            aria-invalid={errors.code ? true : undefined}
            aria-describedby={errors.code ? "login-code-error" : "login-code-hint"}
            className={`${inputClass(errors.code?.message)} font-mono tracking-widest`}
            {...register("code")}
          />
          {errors.code ? (
            <FieldError id="login-code" error={errors.code.message} alert />
          ) : (
            <p id="login-code-hint" className="text-xs text-slate-500">
              {uiMessages.account.codeHint}
            </p>
          )}
        </div>
      )}

      <div className="-mt-2 flex justify-end">
        <button
          type="button"
          onClick={onForgotten}
          className="text-sm font-medium text-admin-600 hover:text-admin-700 hover:underline focus-visible:outline-2 focus-visible:outline-admin-500"
        >
          Forget Password?
        </button>
      </div>

      <Button type="submit" disabled={isSubmitting} className="h-11 w-full tracking-wide">
        {isSubmitting ? "LOGGING IN..." : "LOGIN"}
      </Button>
    </form>
  );
}
