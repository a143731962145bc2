/** A file's size as people read it: whole kilobytes under a megabyte (at least 1 KB), else megabytes. */
export const formatFileSize = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
