import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate, useSearchParams } from "react-router";
import { passwordMessages, type ResetConfirmForm, resetConfirmFormSchema } from "../../../domain/passwords.ts";
import { AuthCard } from "../../components/admin/auth-card.tsx";
import { Button } from "../../components/admin/ui/button.tsx";
import { NewPasswordFields } from "../../components/admin/ui/password-field.tsx";
import { ApiRequestError, messageOf } from "../../lib/admin/api-client.ts";
import { adminApi } from "../../lib/admin/endpoints.ts";
import { uiMessages } from "../../lib/admin/messages.ts";
import { notify } from "../../lib/admin/notify.ts";
import type { Route } from "./+types/reset-password";

export const meta: Route.MetaFunction = () => [{ title: "Choose a new password · Back office" }];

const linkClass =
  "font-medium text-admin-600 hover:text-admin-700 hover:underline focus-visible:outline-2 focus-visible:outline-admin-500";

/** The page a reset link opens: the new password twice, then back to sign-in. */
export default function ResetPassword() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const navigate = useNavigate();
  const [linkDead, setLinkDead] = useState(token === "");
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, isValid },
  } = useForm<ResetConfirmForm>({
    resolver: zodResolver(resetConfirmFormSchema),
    mode: "onChange",
    defaultValues: { newPassword: "", confirmPassword: "" },
  });

  async function save(values: ResetConfirmForm) {
    try {
      const answer = await adminApi.account.confirmReset({ token, newPassword: values.newPassword });
      notify.success(answer.message);
      await navigate("/admin/login", { replace: true });
    } catch (error) {
      const issues = error instanceof ApiRequestError ? error.issues : [];
      if (issues.some((issue) => issue.path === "token")) {
        setLinkDead(true);
        return;
      }
      const password = issues.find((issue) => issue.path === "newPassword");
      if (password) setError("newPassword", { message: password.message });
      notify.error(messageOf(error, uiMessages.account.resetFailed));
    }
  }

  return (
    <AuthCard title="Choose a new password" subtitle="For your back-office staff account">
      {linkDead ? (
        <div className="flex flex-col gap-4 text-sm">
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-red-700">
            {passwordMessages.resetLinkInvalid}
          </p>
          <p className="text-slate-600">
            Ask for a new link with “Forget Password?” on the{" "}
            <Link to="/admin/login" className={linkClass}>
              sign-in page
            </Link>
            , or ask a superAdmin for one.
          </p>
        </div>
      ) : (
        <form noValidate onSubmit={handleSubmit(save)} className="flex flex-col gap-5">
          <NewPasswordFields
            newPassword={register("newPassword", { deps: ["confirmPassword"] })}
            confirmPassword={register("confirmPassword")}
            errors={errors}
            autoFocus
          />
          <Button type="submit" disabled={!isValid} loading={isSubmitting} className="h-11 w-full tracking-wide">
            {isSubmitting ? "SAVING..." : "SET NEW PASSWORD"}
          </Button>
          <Link to="/admin/login" className={`self-center text-sm ${linkClass}`}>
            Back to sign in
          </Link>
        </form>
      )}
    </AuthCard>
  );
}
