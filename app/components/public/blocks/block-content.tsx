import type { MouseEvent } from "react";

/**
 * Swaps a video block's still for its player when the visitor presses play (ADR 0196): nothing is
 * asked of YouTube or Vimeo before that press. The player's address was written by the server's
 * renderer from a checked provider and id; the page's policy allows that player's frames only.
 */
function playVideo(event: MouseEvent<HTMLDivElement>) {
  if (!(event.target instanceof Element)) return;
  const button = event.target.closest(".video > button");
  const video = button?.parentElement;
  const address = video?.dataset.player;
  if (!button || !video || !address) return;
  const player = document.createElement("iframe");
  player.src = address;
  player.title = button.getAttribute("aria-label")?.replace(/^Play video:?\s*/, "") || "Video";
  player.allow = "autoplay; fullscreen; picture-in-picture; encrypted-media";
  player.allowFullscreen = true;
  player.referrerPolicy = "strict-origin-when-cross-origin";
  button.replaceWith(player);
  player.focus();
}

/** A page's or article's blocks as the server rendered them (server/blocks/render-html.ts). */
export function BlockContent({ html }: { html: string }) {
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the presses come from the videos' own buttons, which keys press too
    // biome-ignore lint/a11y/noStaticElementInteractions: one listener for every video block's button inside
    <div
      className="block-content"
      onClick={playVideo}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered on the server from a checked document, every text escaped.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
