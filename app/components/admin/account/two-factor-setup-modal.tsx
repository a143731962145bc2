import { Download } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { codeRule } from "../../../../domain/two-factor.ts";
import { ApiRequestError, messageOf } from "../../../lib/admin/api-client.ts";
import { adminApi } from "../../../lib/admin/endpoints.ts";
import { uiMessages } from "../../../lib/admin/messages.ts";
import { notify } from "../../../lib/admin/notify.ts";
import type { TwoFactorSetup } from "../../../lib/admin/types.ts";
import { useMadeOnOpen } from "../../../lib/admin/use-made-on-open.ts";
import { Button } from "../ui/button.tsx";
import { CopyButton } from "../ui/copy-button.tsx";
import { TextField } from "../ui/fields.tsx";
import { CancelButton } from "../ui/form-footer.tsx";
import { Modal } from "../ui/modal.tsx";
import { Loader } from "../ui/spinner.tsx";
import { QrCode } from "./qr-code.tsx";

type Props = { username: string; onClose: () => void; onChanged: () => void };

/** The base32 key in groups of four, as authenticator apps show it. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(" ") ?? secret;

/**
 * Scan (or type) the new secret, confirm with a code, then keep the ten recovery codes, which are
 * shown only here. Closing before confirming leaves two-factor sign-in off.
 */
export function TwoFactorSetupModal({ username, onClose, onChanged }: Props) {
  const setup = useMadeOnOpen(() => adminApi.account.setupTwoFactor(), uiMessages.account.twoFactorFailed, onClose);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  if (recoveryCodes) {
    return <RecoveryCodes codes={recoveryCodes} username={username} onDone={onChanged} />;
  }
  return (
    <Modal title="Set up two-factor sign-in" size="md" onClose={onClose}>
      {setup ? (
        <ConfirmStep setup={setup} onCancel={onClose} onEnabled={setRecoveryCodes} />
      ) : (
        <Loader label="Preparing your key..." />
      )}
    </Modal>
  );
}

function ConfirmStep({
  setup,
  onCancel,
  onEnabled,
}: {
  setup: TwoFactorSetup;
  onCancel: () => void;
  onEnabled: (codes: string[]) => void;
}) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<{ code: string }>({ defaultValues: { code: "" } });

  async function enable({ code }: { code: string }) {
    const checked = codeRule().safeParse(code);
    if (!checked.success) {
      setError("code", { message: checked.error.issues[0]?.message });
      return;
    }
    try {
      const answer = await adminApi.account.enableTwoFactor(checked.data);
      notify.success(answer.message);
      onEnabled(answer.data.recoveryCodes);
    } catch (error) {
      const issue = error instanceof ApiRequestError ? error.issues.find((i) => i.path === "code") : undefined;
      if (issue) setError("code", { message: issue.message });
      else notify.error(messageOf(error, uiMessages.account.twoFactorFailed));
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit(enable)} className="flex flex-col gap-5">
      <ol className="flex list-decimal flex-col gap-1 pl-5 text-sm text-slate-700">
        <li>Open an authenticator app on your phone (Google Authenticator, Microsoft Authenticator, 1Password…).</li>
        <li>Scan this QR code, or type the key below.</li>
        <li>Enter the 6-digit code the app shows.</li>
      </ol>
      <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
        <QrCode value={setup.otpauthUrl} label="QR code for your authenticator app" />
        <div className="flex w-full min-w-0 flex-col gap-2">
          <span className="text-sm font-medium text-slate-800">Key</span>
          <code
            data-testid="totp-secret"
            className="rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 font-mono text-sm break-words text-slate-900"
          >
            {grouped(setup.secret)}
          </code>
          <CopyButton text={setup.secret} className="self-start">
            Copy key
          </CopyButton>
        </div>
      </div>
      <TextField
        label="Code from the app"
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={64}
        className="font-mono tracking-widest"
        error={errors.code?.message}
        {...register("code")}
      />
      <div className="flex flex-wrap justify-end gap-3 border-t border-slate-200 pt-4">
        <CancelButton onClick={onCancel} busy={isSubmitting} />
        <Button type="submit" loading={isSubmitting}>
          Turn on
        </Button>
      </div>
    </form>
  );
}

function RecoveryCodes({ codes, username, onDone }: { codes: string[]; username: string; onDone: () => void }) {
  const text = codes.join("\n");
  const download = () => {
    const url = URL.createObjectURL(new Blob([`${text}\n`], { type: "text/plain" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = `recovery-codes-${username}.txt`;
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <Modal
      title="Save your recovery codes"
      size="md"
      onClose={onDone}
      footer={<Button onClick={onDone}>I have saved them</Button>}
    >
      <div className="flex flex-col gap-4 text-sm text-slate-700">
        <p>
          Two-factor sign-in is on. If you lose your phone, each of these codes signs you in once instead of the app's
          code. <strong className="font-semibold text-slate-900">They are shown only now</strong>: keep them somewhere
          safe. Your other sessions have been signed out.
        </p>
        <ol
          aria-label="Recovery codes"
          className="grid grid-cols-1 gap-2 rounded-xl border border-slate-200 bg-slate-50 p-4 font-mono text-sm text-slate-900 min-[420px]:grid-cols-2"
        >
          {codes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ol>
        <div className="flex flex-wrap gap-3">
          <CopyButton text={text}>Copy codes</CopyButton>
          <Button variant="secondary" icon={<Download aria-hidden className="size-4" />} onClick={download}>
            Download
          </Button>
        </div>
      </div>
    </Modal>
  );
}
