import { ProgressBar } from "./progress-bar.tsx";

/** A form modal's upload progress, at the left of its footer while files go up (null: nothing is uploading). */
export function UploadProgress({ value, label }: { value: number | null; label: string }) {
  if (value === null) return null;
  return (
    <div className="mr-auto w-full sm:w-64">
      <ProgressBar value={value} label={label} />
    </div>
  );
}
