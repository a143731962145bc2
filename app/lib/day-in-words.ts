const months = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/**
 * A day as visitors read it ("27 November 2026", the UTC day), the same on the server and in the
 * browser. Written out here rather than by `toLocaleDateString`: a page's first `Intl` date format
 * loads the browser's locale data, a task of its own (~50 ms at Lighthouse's 4× CPU) during hydration.
 */
export function dayInWords(iso: string | null | undefined): string {
  if (!iso) return "";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return `${date.getUTCDate()} ${months[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}
