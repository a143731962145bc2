import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ReplyChannelNote } from "../../app/components/admin/people/reply-channel-note.tsx";
import { type ReplyChannel, replyChannelTexts as t } from "../../domain/reply-channel.ts";

/** What the reply form says above its fields, as text, and its warnings apart. */
function note(channel: ReplyChannel) {
  const html = renderToStaticMarkup(createElement(ReplyChannelNote, { channel }));
  const decoded = (markup: string) => markup.replaceAll("&#x27;", "'").replaceAll("&amp;", "&");
  const warnings = [...html.matchAll(/<p class="[^"]*amber[^"]*">.*?<span>(.*?)<\/span><\/p>/g)].map(([, text]) =>
    decoded(text),
  );
  const text = decoded(
    html
      .replace(/<[^>]+>/g, " ")
      .replace(/\s+/g, " ")
      .trim(),
  );
  return { warnings, text };
}

describe("the reply form's word on where e-mails come from and answers go (ADR 0252)", () => {
  it("with the seed's settings warns of the sender and of answers that reach nobody", () => {
    const { warnings, text } = note({
      from: "no-reply@localhost",
      senderUsable: false,
      answersTo: null,
      answersReach: "nowhere",
    });
    expect(warnings).toEqual([t.senderUnusable("no-reply@localhost"), t.nowhere]);
    expect(text).not.toContain(t.from("no-reply@localhost"));
    expect(text).not.toContain("Answers come back");
  });

  it("with an unusable sender and the site's address, warns of the sender and names the mailbox answers go to", () => {
    const { warnings, text } = note({
      from: "no-reply@localhost",
      senderUsable: false,
      answersTo: "info@ravidigital.pk",
      answersReach: "mailbox",
    });
    expect(warnings).toEqual([t.senderUnusable("no-reply@localhost")]);
    expect(text).toContain(t.mailbox("info@ravidigital.pk"));
  });

  it("with a conversation address says where it is sent from and that answers come back, without a warning", () => {
    const answersTo = `inbox+${"a".repeat(32)}@ravidigital.pk`;
    const { warnings, text } = note({
      from: "hello@ravidigital.pk",
      senderUsable: true,
      answersTo,
      answersReach: "timeline",
    });
    expect(warnings).toEqual([]);
    expect(text).toBe(`${t.from("hello@ravidigital.pk")} ${t.timeline(answersTo)} ${t.placeholders}`);
  });
});
