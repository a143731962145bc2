import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkDocument } from "../../domain/blocks.ts";
import { messageQueue } from "../../server/db/schema/campaigns.ts";
import { newsletterSubscribers } from "../../server/db/schema/people.ts";
import { bearer, signInAsSuperAdmin } from "../support/admins.ts";
import { doc, paragraph, text } from "../support/block-documents.ts";
import { abuseReport, deliveryStatus } from "../support/bounce-reports.ts";
import { type ImapServer, startImapServer } from "../support/imap-server.ts";
import { type SmtpServer, startSmtpServer } from "../support/smtp-server.ts";
import { createTestApp, type TestContext } from "../support/test-app.ts";
import { testDriver } from "../support/test-database.ts";

const readers = ["gone@example.com", "slow@example.com", "angry@example.com", "leaver@example.com", "fine@example.com"];

describe(`the bounce mailbox (${testDriver()}, Dovecot)`, () => {
  let smtp: SmtpServer;
  let imap: ImapServer;
  let ctx: TestContext;
  let admin: Record<string, string>;

  const statusOf = async (email: string) =>
    (
      await ctx.app.db
        .select({ status: newsletterSubscribers.status, softBounces: newsletterSubscribers.softBounces })
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.email, email))
    )[0];
  const messageIdOf = async (email: string) => {
    const [row] = await ctx.app.db
      .select({ messageId: messageQueue.messageId })
      .from(messageQueue)
      .innerJoin(newsletterSubscribers, eq(newsletterSubscribers.id, messageQueue.subscriberId))
      .where(eq(newsletterSubscribers.email, email));
    if (!row) throw new Error(`no message to ${email}`);
    return row.messageId;
  };
  async function sendCampaign(subject: string) {
    const made = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/campaigns",
      headers: admin,
      payload: { subject, blocks: checkDocument(doc(paragraph(text("Hello.")))) },
    });
    const id = made.json().data._id as string;
    expect(
      (await ctx.app.inject({ method: "POST", url: `/api/v1/campaigns/${id}/send`, headers: admin })).statusCode,
    ).toBe(202);
    await ctx.app.newsletter.sender.drain();
    return id;
  }

  beforeAll(async () => {
    imap = await startImapServer({ user: "bounces" });
    smtp = await startSmtpServer();
    ctx = await createTestApp({
      mail: { smtpUrl: smtp.url, from: "Ravi Digital <news@agency.example>" },
      newsletter: {
        linkSecret: undefined,
        ratePerMinute: 600_000,
        pendingDays: 7,
        bounceAddress: "bounces@agency.example",
        bounceImapUrl: imap.url,
      },
    });
    admin = bearer((await signInAsSuperAdmin(ctx)).token);
    await ctx.app.db.execute(sql`
      insert into newsletter_subscribers (email, status, consent_form, confirmed_at)
      select address, 'confirmed', 'signup', now() from unnest(${`{${readers.join(",")}}`}::text[]) as address`);
  });

  afterAll(async () => {
    await ctx?.close();
    await smtp?.close();
    await imap?.close();
  });

  it("suppresses a hard bounce (DSN) and a complaint (ARF), counts a soft bounce, and unsubscribes a mailto request", async () => {
    const campaignId = await sendCampaign("Bounce news");
    const unsubscribe = smtp.received.find((m) => m.to.includes("leaver@example.com"));
    const mailto = /<mailto:([^>]+)>/.exec(
      unsubscribe?.raw
        .toString("utf8")
        .replace(/\r?\n[ \t]+/g, " ")
        .match(/^List-Unsubscribe: (.*)$/im)?.[1] ?? "",
    )?.[1];
    const subject = decodeURIComponent(
      new URL(`mailto:${mailto?.slice("mailto:".length) ?? mailto}`).searchParams.get("subject") ?? "",
    );
    expect(subject).toMatch(/^unsubscribe \S+$/);

    await imap.deliver(
      deliveryStatus({
        recipient: "gone@example.com",
        messageId: await messageIdOf("gone@example.com"),
        action: "failed",
        status: "5.1.1",
      }),
    );
    await imap.deliver(
      deliveryStatus({
        recipient: "slow@example.com",
        messageId: await messageIdOf("slow@example.com"),
        action: "delayed",
        status: "4.2.2",
      }),
    );
    await imap.deliver(abuseReport({ messageId: await messageIdOf("angry@example.com") }));
    await imap.deliver(`From: leaver@example.com\r\nTo: bounces@agency.example\r\nSubject: ${subject}\r\n\r\n`);
    await imap.deliver(
      "From: someone@example.com\r\nTo: bounces@agency.example\r\nSubject: Hello\r\n\r\nNot a report.",
    );

    expect(await ctx.app.newsletter.readBounces()).toBe(4);
    expect(await imap.count()).toEqual({ messages: 5, unseen: 0 });
    expect(await statusOf("gone@example.com")).toEqual({ status: "bounced", softBounces: 0 });
    expect(await statusOf("angry@example.com")).toEqual({ status: "bounced", softBounces: 0 });
    expect(await statusOf("slow@example.com")).toEqual({ status: "confirmed", softBounces: 1 });
    expect(await statusOf("leaver@example.com")).toMatchObject({ status: "unsubscribed" });
    // Read once: a second pass finds nothing new.
    expect(await ctx.app.newsletter.readBounces()).toBe(0);

    const campaign = (
      await ctx.app.inject({ method: "GET", url: `/api/v1/campaigns/${campaignId}`, headers: admin })
    ).json().data;
    expect(campaign.counts).toMatchObject({ sent: 5, bounced: 2, unsubscribed: 1 });
    // Subscribers shows the suppressed addresses as such.
    const bounced = (
      await ctx.app.inject({ method: "GET", url: "/api/v1/newsletter?status=bounced", headers: admin })
    ).json().data;
    expect(bounced.map((row: { subscriberEmail: string }) => row.subscriberEmail).sort()).toEqual([
      "angry@example.com",
      "gone@example.com",
    ]);

    // Suppressed and departed addresses are never sent to again.
    const before = smtp.received.length;
    await sendCampaign("After the bounces");
    const to = smtp.received
      .slice(before)
      .flatMap((mail) => mail.to)
      .sort();
    expect(to).toEqual(["fine@example.com", "slow@example.com"]);
  });
});
