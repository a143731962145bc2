/** A refusal or failure said at once where the action was (a dialog's save, a screen that could not open). */
export function AlertLine({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="text-sm text-red-700">
      {message}
    </p>
  );
}
