import { data } from "react-router";

/** A loader's answer for an unknown or malformed id: the 404 page, with status 404. */
export function notFoundPage(): never {
  throw data(null, { status: 404, statusText: "Not Found" });
}

export function orNotFound<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) notFoundPage();
  return value;
}
