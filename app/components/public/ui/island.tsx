import { type ReactNode, Suspense } from "react";

/**
 * An interactive part of a public page that React hydrates in a pass of its own, after the rest
 * (docs/decisions/0116, 2026-11-25). During the first hydration React leaves a Suspense boundary's
 * server markup in place and hydrates it later at its lowest ("offscreen") priority, in small slices
 * that give way to anything a visitor does; so the page's start-up is not one long task that renders
 * and commits every island at once. The markup stays visible meanwhile, and a click or key press on a
 * part not hydrated yet makes React hydrate that part at once and replays the event.
 *
 * The fallback is never shown in practice: nothing inside an island suspends on the first render,
 * and a lazy part (the map) has its own boundary.
 */
export function Island({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
