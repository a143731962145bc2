import { zodResolver } from "@hookform/resolvers/zod";
import { MailCheck } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { PASSWORD_RESET_MINUTES, type ResetRequestInput, resetRequestSchema } from "../../../../domain/passwords.ts";
import { messageOf } from "../../../lib/admin/api-client.ts";
import { adminApi } from "../../../lib/admin/endpoints.ts";
import { uiMessages } from "../../../lib/admin/messages.ts";
import { notify } from "../../../lib/admin/notify.ts";
import { Button } from "../ui/button.tsx";
import { TextField } from "../ui/fields.tsx";

/**
 * "Forget Password?": the address of a staff account gets a one-time link. The server answers the
 * same whether or not the address belongs to anyone, and so does this form.
 */
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const [sent, setSent] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ResetRequestInput>({ resolver: zodResolver(resetRequestSchema), defaultValues: { email: "" } });

  async function send(values: ResetRequestInput) {
    try {
      const answer = await adminApi.account.requestReset(values.email);
      setSent(answer.message);
      notify.success(answer.message);
    } catch (error) {
      notify.error(messageOf(error, uiMessages.account.resetRequestFailed));
    }
  }

  if (sent) {
    return (
      <div className="flex flex-col gap-5">
        <p
          role="status"
          className="flex gap-3 rounded-lg border border-emerald-200 bg-emerald-50 px-3 py-3 text-sm text-emerald-900"
        >
          <MailCheck aria-hidden className="size-5 shrink-0 text-emerald-700" />
          <span>
            {sent} The link works once, for {PASSWORD_RESET_MINUTES} minutes.
          </span>
        </p>
        <Button variant="secondary" onClick={onBack} className="h-11 w-full">
          Back to sign in
        </Button>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={handleSubmit(send)} className="flex flex-col gap-5">
      <p className="text-sm text-slate-600">
        Enter the e-mail address of your staff account and we will send you a link to choose a new password.
      </p>
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        autoFocus
        error={errors.email?.message}
        {...register("email")}
      />
      <Button type="submit" loading={isSubmitting} className="h-11 w-full tracking-wide">
        {isSubmitting ? "SENDING..." : "SEND RESET LINK"}
      </Button>
      <button
        type="button"
        onClick={onBack}
        className="self-center text-sm font-medium text-admin-600 hover:text-admin-700 hover:underline focus-visible:outline-2 focus-visible:outline-admin-500"
      >
        Back to sign in
      </button>
    </form>
  );
}
