import { type ReactNode, Suspense, use, useId } from "react";
import { useHydrated } from "../../../browser/use-hydrated";

/**
 * An interactive part of a public page that React hydrates in a pass of its own, after the rest
 * (docs/decisions/0116, 2026-11-25). During the first hydration React leaves a Suspense boundary's
 * server markup in place and hydrates it later at its lowest ("offscreen") priority, in small slices
 * that give way to anything a visitor does; so the page's start-up is not one long task that renders
 * and commits every island at once. The markup stays visible meanwhile, and a click or key press on a
 * part not hydrated yet makes React hydrate that part at once and replays the event.
 *
 * `whenNear`: an island below the first screen (the home page's portfolio row, the office map) is
 * not hydrated during the page's start-up at all, only once it comes within `NEAR_MARGIN` of the
 * viewport (or the visitor presses a key, as a keyboard can reach it without scrolling first). Until
 * then it is the server's markup: visible, its links working, its animate-on-scroll blocks revealed
 * by root's early-reveal script. A page rendered after a client-side navigation renders it at once.
 *
 * The fallback is never shown in practice: nothing inside an island suspends on the first render
 * in the browser but the wait for the viewport during the first hydration, and a lazy part (the
 * map) has its own boundary.
 */
export function Island({ children, whenNear = false }: { children: ReactNode; whenNear?: boolean }) {
  return <Suspense fallback={null}>{whenNear ? <HydrateWhenNear>{children}</HydrateWhenNear> : children}</Suspense>;
}

/** How far below (or above) the viewport a deferred island starts to hydrate. */
const NEAR_MARGIN = "600px";

/**
 * The first element of a deferred island is an empty, unshown `<template>` marker carrying the
 * island's id (the same on the server and in the browser: `useId`), so that the hydration, which
 * has no DOM node of the island yet, can find the markup it waits on.
 */
function HydrateWhenNear({ children }: { children: ReactNode }) {
  const id = useId();
  const hydrated = useHydrated();
  // Suspending during the first hydration keeps the server's markup in place until the promise settles.
  if (!import.meta.env.SSR && !hydrated) use(nearViewport(id));
  return (
    <>
      <template data-island={id} />
      {children}
    </>
  );
}

/** One wait per island of the page being hydrated (the markers' ids are unique within a document). */
const waits = new Map<string, Promise<void>>();

function nearViewport(id: string): Promise<void> {
  let wait = waits.get(id);
  if (!wait) {
    wait = new Promise<void>((resolve) => {
      const marker = [...document.querySelectorAll("template[data-island]")].find(
        (element) => element.getAttribute("data-island") === id,
      );
      const island = marker?.nextElementSibling;
      if (!island || !("IntersectionObserver" in window)) return resolve();
      const done = () => {
        observer.disconnect();
        removeEventListener("keydown", done, true);
        resolve();
      };
      const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && done(), {
        rootMargin: `${NEAR_MARGIN} 0px`,
      });
      observer.observe(island);
      addEventListener("keydown", done, true);
    });
    waits.set(id, wait);
  }
  return wait;
}
