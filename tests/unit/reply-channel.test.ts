import { describe, expect, it } from "vitest";
import { excerptOf } from "../../domain/people.ts";
import { nameKey } from "../../domain/person-identity.ts";
import { conversationAddress, isUsableSender, receivesAnswers, tokenOfAddress } from "../../domain/reply-channel.ts";
import { messageIdOf, parseMessageId, replyChannel } from "../../server/mail/answers.ts";
import { attachmentsOf, newText } from "../../server/modules/inbound-mail/parse.ts";

const token = "0123456789abcdef0123456789abcdef";

describe("where answers go (ADR 0252)", () => {
  it("tells a sender mail servers accept from one they refuse", () => {
    for (const address of ["hello@ravidigital.pk", "no-reply@agency.com"]) expect(isUsableSender(address)).toBe(true);
    for (const address of [
      "no-reply@localhost",
      "a@example.com",
      "a@mail.example.org",
      "a@site.test",
      "nobody",
      "a@intranet",
    ])
      expect(isUsableSender(address), address).toBe(false);
    expect(receivesAnswers("hello@ravidigital.pk")).toBe(true);
    for (const address of ["no-reply@agency.com", "noreply@agency.com", "do-not-reply@agency.com", "hello@localhost"])
      expect(receivesAnswers(address), address).toBe(false);
  });

  it("sub-addresses the inbound mailbox with a conversation's token and reads it back, letter case ignored", () => {
    const address = conversationAddress("inbox@ravidigital.pk", token);
    expect(address).toBe(`inbox+${token}@ravidigital.pk`);
    expect(tokenOfAddress(address.toUpperCase(), "inbox@ravidigital.pk")).toBe(token);
    for (const other of [
      `inbox+${token}@other.pk`,
      `sales+${token}@ravidigital.pk`,
      "inbox+short@ravidigital.pk",
      "inbox@ravidigital.pk",
    ])
      expect(tokenOfAddress(other, "inbox@ravidigital.pk"), other).toBeNull();
  });

  it("chooses the conversation's address, else the site's, else a sender who can read answers, else nowhere", () => {
    const settings = {
      from: "Ravi Digital <hello@ravidigital.pk>",
      replyTo: undefined,
      subaddress: true,
      reading: false,
    };
    expect(replyChannel({ ...settings, replyTo: "inbox@ravidigital.pk", reading: true }, "", token)).toEqual({
      from: "hello@ravidigital.pk",
      senderUsable: true,
      answersTo: `inbox+${token}@ravidigital.pk`,
      answersReach: "timeline",
    });
    expect(replyChannel({ ...settings, replyTo: "inbox@ravidigital.pk", subaddress: false }, "", token)).toMatchObject({
      answersTo: "inbox@ravidigital.pk",
      answersReach: "mailbox",
    });
    expect(replyChannel(settings, "info@ravidigital.pk", token)).toMatchObject({ answersTo: "info@ravidigital.pk" });
    expect(replyChannel(settings, "", token)).toMatchObject({
      answersTo: "hello@ravidigital.pk",
      answersReach: "mailbox",
    });
    expect(replyChannel({ ...settings, from: "Ravi Digital <no-reply@localhost>" }, "", token)).toEqual({
      from: "no-reply@localhost",
      senderUsable: false,
      answersTo: null,
      answersReach: "nowhere",
    });
  });

  it("reads back our own Message-IDs only", () => {
    const id = "5f0c7c2e-6c1d-4f6b-9d2a-2b1f0e9a7c11";
    expect(messageIdOf("reply", id, "Ravi <hello@ravidigital.pk>")).toBe(`<reply.${id}@ravidigital.pk>`);
    expect(parseMessageId(`<enquiry.${id}@ravidigital.pk>`)).toEqual({ kind: "enquiry", id });
    expect(parseMessageId(`<CAF=abc@mail.gmail.com>`)).toBeNull();
    expect(parseMessageId(`<invoice.${id}@ravidigital.pk>`)).toBeNull();
  });
});

describe("what an answer shows", () => {
  it("keeps what was written above the quoted e-mail and the signature", () => {
    expect(
      newText(
        "Yes, Thursday works.\r\n\r\nThanks,\r\nHina\r\n\r\nOn Mon, 1 Dec 2026 at 10:00, Ravi Digital <hello@ravidigital.pk> wrote:\r\n> Dear Hina\r\n",
      ),
    ).toBe("Yes, Thursday works.\n\nThanks,\nHina");
    expect(newText("Fine by me.\n\n-----Original Message-----\nFrom: Ravi\nSent: Monday\n\nOld")).toBe("Fine by me.");
    expect(newText("a\u0000b\u0007c")).toBe("abc");
  });

  it("cuts an excerpt at a word, on one line", () => {
    expect(excerptOf("Hello\n\nthere")).toBe("Hello there");
    const long = `${"word ".repeat(100)}end`;
    const excerpt = excerptOf(long, 30);
    expect(excerpt.length).toBeLessThanOrEqual(30);
    expect(excerpt.endsWith("word…")).toBe(true);
  });

  it("lists files from the message's structure: names cut to a file name, sizes decoded", () => {
    expect(
      attachmentsOf({
        type: "multipart/mixed",
        childNodes: [
          {
            type: "multipart/alternative",
            childNodes: [
              { type: "text/plain", size: 100 },
              { type: "text/html", size: 300 },
            ],
          },
          {
            type: "application/pdf",
            encoding: "base64",
            size: 7800,
            disposition: "attachment",
            dispositionParameters: { filename: "../../etc/brief.pdf" },
          },
          { type: "image/png", encoding: "base64", size: 78, parameters: { name: "logo.png" } },
        ],
      }),
    ).toEqual([
      { name: "brief.pdf", size: 5700, contentType: "application/pdf" },
      { name: "logo.png", size: 57, contentType: "image/png" },
    ]);
  });

  it("suggests the same name only for two words or more", () => {
    expect(nameKey("  Ayesha   KHAN ")).toBe("ayesha khan");
    expect(nameKey("Ali")).toBeNull();
  });
});
