/**
 * Navigation state shared by the public pages. The What We Do button opens /services with
 * `scrollToForm`, and the target page scrolls to its form instead of to the top.
 */
export type ScrollToFormState = { scrollToForm: true };

export const SCROLL_TO_FORM_STATE: ScrollToFormState = { scrollToForm: true };

export function wantsScrollToForm(state: unknown): boolean {
  return typeof state === "object" && state !== null && (state as { scrollToForm?: unknown }).scrollToForm === true;
}
