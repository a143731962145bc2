import { generateKeyPairSync } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { dkimVerify } from "mailauth/lib/dkim/verify.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newsletterConsentMessages } from "../../domain/newsletter.ts";
import { messageQueue } from "../../server/db/schema/campaigns.ts";
import { newsletterSubscribers } from "../../server/db/schema/people.ts";
import { bearer, signInAsSuperAdmin } from "../support/admins.ts";
import { everyBlock } from "../support/block-documents.ts";
import { type ReceivedMail, type SmtpServer, startSmtpServer } from "../support/smtp-server.ts";
import { createTestApp, type TestContext } from "../support/test-app.ts";
import { testDriver } from "../support/test-database.ts";

const from = "Ravi Digital <news@agency.example>";
const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
const dkimRecord = `v=DKIM1; k=rsa; p=${publicKey.export({ type: "spki", format: "der" }).toString("base64")}`;

/** The one DNS answer mailauth needs: our selector's TXT record, as a resolver would give it. */
const resolver = async (name: string, type: string) => {
  if (type === "TXT" && name === "mail2026._domainkey.agency.example") return [[dkimRecord]];
  throw Object.assign(new Error(`no ${type} record for ${name}`), { code: "ENOTFOUND" });
};

describe(`newsletter sending (${testDriver()})`, () => {
  let smtp: SmtpServer;
  let ctx: TestContext;
  let admin: Record<string, string>;
  let offset = 0;
  /** Addresses the SMTP server refuses, with the reply it gives. */
  const refusals = new Map<string, { code: number; message: string }>();

  const api = (method: "GET" | "POST" | "PATCH" | "DELETE", url: string, payload?: object, headers = admin) =>
    ctx.app.inject({ method, url: `/api/v1${url}`, payload, headers });
  const signUp = (subscriberEmail: string) =>
    ctx.app.inject({ method: "POST", url: "/api/v1/newsletter/create", payload: { subscriberEmail } });
  const mailTo = (address: string) => smtp.received.filter((mail) => mail.to.includes(address));
  const statusOf = async (email: string) => {
    const [row] = await ctx.app.db
      .select({ status: newsletterSubscribers.status })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, email));
    return row?.status;
  };
  /** A header as sent (unfolded): mailparser turns the List-* headers into objects of its own. */
  const headerOf = (mail: ReceivedMail, name: string) => {
    const head = mail.raw.toString("utf8").split(/\r?\n\r?\n/, 1)[0] ?? "";
    const unfolded = head.replace(/\r?\n[ \t]+/g, " ");
    return new RegExp(`^${name}: (.*)$`, "im").exec(unfolded)?.[1]?.trim();
  };
  const linkIn = (mail: ReceivedMail, pattern: RegExp) => {
    const found = pattern.exec(mail.mail.text ?? "")?.[0];
    if (!found) throw new Error(`no ${pattern} in the message`);
    return new URL(found);
  };

  /** Signs up and confirms through the e-mail's link, as a person would. */
  async function confirmed(email: string) {
    await signUp(email);
    await ctx.app.mail.settled();
    const link = linkIn(
      await smtp.waitFor((mail) => mail.to.includes(email)),
      /http\S+\/newsletter\/confirm\?token=\S+/,
    );
    const token = link.searchParams.get("token") ?? "";
    expect((await api("POST", "/newsletter/confirm", { token })).statusCode).toBe(200);
  }

  async function sendNow(payload: object) {
    const made = await api("POST", "/campaigns", payload);
    expect(made.statusCode).toBe(201);
    const id = made.json().data._id as string;
    const started = await api("POST", `/campaigns/${id}/send`);
    expect(started.statusCode, started.body).toBe(202);
    await ctx.app.newsletter.sender.drain();
    return id;
  }

  beforeAll(async () => {
    smtp = await startSmtpServer({ refuseRecipient: (address) => refusals.get(address) ?? null });
    ctx = await createTestApp(
      {
        mail: {
          smtpUrl: smtp.url,
          from,
          dkim: {
            domainName: "agency.example",
            keySelector: "mail2026",
            privateKey: privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
          },
        },
        newsletter: {
          linkSecret: undefined,
          ratePerMinute: 600_000,
          pendingDays: 7,
          bounceAddress: "bounces@agency.example",
          bounceImapUrl: undefined,
        },
      },
      undefined,
      "off",
      false,
      () => Date.now() + offset,
    );
    admin = bearer((await signInAsSuperAdmin(ctx)).token);
  });

  afterAll(async () => {
    await ctx?.close();
    await smtp?.close();
  });

  it("signs up, e-mails a signed link, and confirms only on the page's POST", async () => {
    const answer = await signUp("Reader.One@example.com");
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toEqual({
      success: true,
      message: "Thank you for subscribing!",
      note: newsletterConsentMessages.confirmNote,
    });
    expect(await statusOf("Reader.One@example.com")).toBe("pending");
    await ctx.app.mail.settled();
    const mail = await smtp.waitFor((m) => m.to.includes("Reader.One@example.com"));
    expect(mail.mail.subject).toBe("Please confirm your subscription");
    expect(mail.mail.html).toContain("Confirm my subscription");
    const link = linkIn(mail, /http\S+\/newsletter\/confirm\?token=\S+/);
    const token = link.searchParams.get("token") ?? "";

    // Opening the link (a mail scanner does) changes nothing; a made-up token is refused.
    const page = await ctx.app.newsletter.subscriptions.confirmationState(token);
    expect(page).toEqual({ state: "ready", email: "Reader.One@example.com", status: "pending" });
    expect(await statusOf("Reader.One@example.com")).toBe("pending");
    const forged = `${token.slice(0, -3)}abc`;
    expect((await api("POST", "/newsletter/confirm", { token: forged })).statusCode).toBe(400);

    const confirm = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/newsletter/confirm",
      payload: { token, countClicks: true },
      remoteAddress: "203.0.113.9",
    });
    expect(confirm.json()).toEqual({ success: true, message: newsletterConsentMessages.confirmed });
    expect(await statusOf("Reader.One@example.com")).toBe("confirmed");
    // The consent is stored and listed (and exported) with the subscriber.
    const listed = (await api("GET", "/newsletter?q=reader.one")).json().data[0];
    expect(listed).toMatchObject({
      status: "confirmed",
      countClicks: true,
      consent: { ip: "203.0.113.9", form: "signup" },
    });
    const csv = (await api("GET", "/newsletter?format=csv&q=reader.one")).body;
    expect(csv).toContain("Consent IP");
    expect(csv).toContain("203.0.113.9");
    // A repeated signup of a confirmed address is the spec's "already subscribed".
    expect((await signUp("reader.one@example.com")).json().message).toBe("You are already subscribed.");
  });

  it("refuses a confirmation link past its days, and removes addresses never confirmed", async () => {
    await signUp("late.reader@example.com");
    await ctx.app.mail.settled();
    const mail = await smtp.waitFor((m) => m.to.includes("late.reader@example.com"));
    const token = linkIn(mail, /http\S+\/newsletter\/confirm\?token=\S+/).searchParams.get("token") ?? "";
    offset = 8 * 24 * 60 * 60 * 1000;
    try {
      const late = await api("POST", "/newsletter/confirm", { token });
      expect(late.statusCode).toBe(400);
      expect(late.json().message).toBe(newsletterConsentMessages.linkExpired);
      expect(await ctx.app.newsletter.subscriptions.purgeUnconfirmed()).toBeGreaterThanOrEqual(1);
      expect(await statusOf("late.reader@example.com")).toBeUndefined();
    } finally {
      offset = 0;
    }
  });

  it("sends a campaign to confirmed subscribers only, each message with list headers, DKIM and a text part", async () => {
    await confirmed("campaign.one@example.com");
    await confirmed("campaign.two@example.com");
    await signUp("never.confirmed@example.com");
    await ctx.app.mail.settled();
    const before = mailTo("never.confirmed@example.com").length;

    const id = await sendNow({ subject: "November news", previewText: "What we built", blocks: everyBlock });
    const detail = (await api("GET", `/campaigns/${id}`)).json().data;
    expect(detail.status).toBe("sent");
    expect(detail.counts).toMatchObject({ sent: detail.counts.queued, failed: 0 });
    // The unconfirmed address got its confirmation and nothing else.
    expect(mailTo("never.confirmed@example.com")).toHaveLength(before);

    for (const address of ["campaign.one@example.com", "campaign.two@example.com"]) {
      const [message] = smtp.received.filter((m) => m.to.includes(address) && m.mail.subject === "November news");
      expect(message).toBeDefined();
      if (!message) continue;
      expect(message.from).toBe("bounces@agency.example");
      const unsubscribe = String(headerOf(message, "List-Unsubscribe"));
      expect(unsubscribe).toMatch(
        /^<https?:\/\/\S+\/api\/v1\/newsletter\/unsubscribe\?token=\S+>, <mailto:bounces@agency\.example\?subject=unsubscribe%20\S+>$/,
      );
      expect(headerOf(message, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
      expect(message.mail.text).toContain("Unsubscribe: http");
      // Inline styles and absolute addresses: nothing relative for a mail program to resolve.
      expect(message.mail.html).toMatch(/<p style="/);
      expect(message.mail.html).not.toMatch(/(src|href)="\//);
      const verified = await dkimVerify(message.raw, { resolver });
      expect(verified.results[0]?.status.result).toBe("pass");
      expect(headerOf(message, "DKIM-Signature")).toMatch(/h=[^;]*List-Unsubscribe-Post/i);
    }
  });

  it("sends a tag's campaign to the confirmed subscribers with that tag only, its audience answered as stored", async () => {
    await confirmed("tagged.one@example.com");
    await confirmed("untagged.one@example.com");
    const listed = (await api("GET", "/newsletter?q=tagged.one%40example.com")).json().data;
    const tagged = listed.find((row: { subscriberEmail: string }) => row.subscriberEmail === "tagged.one@example.com");
    expect((await api("PATCH", `/newsletter/${tagged._id}`, { tags: ["Customers"] })).statusCode).toBe(200);
    const audience = { kind: "tags", tags: ["CUSTOMERS"] };
    expect((await api("POST", "/campaigns/audience", { audience })).json().data).toEqual({ recipients: 1 });

    const id = await sendNow({ subject: "For customers", blocks: everyBlock, audience });
    const detail = (await api("GET", `/campaigns/${id}`)).json().data;
    expect(detail.audience).toEqual({ kind: "tags", tags: ["customers"] });
    // The campaign screen's frames load the e-mail itself, its inline styles allowed by a policy of its own.
    const page = await ctx.app.inject({ method: "GET", url: `/api/v1/campaigns/${id}/preview.html`, headers: admin });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    expect(page.headers["content-security-policy"]).toMatch(/style-src 'unsafe-inline'.*frame-ancestors 'self'/);
    expect(page.body).toMatch(/^<!doctype html>/i);
    expect(detail.counts).toMatchObject({ queued: 1, sent: 1 });
    const sent = smtp.received.filter((m) => m.mail.subject === "For customers");
    expect(sent.map((m) => m.to)).toEqual([["tagged.one@example.com"]]);
    expect((await api("GET", "/campaigns")).statusCode).toBe(200);
  });

  it("unsubscribes at once on the one-click POST (RFC 8058), 400 for a bad token, and resubscribes from the page", async () => {
    const message = smtp.received.find(
      (m) => m.to.includes("campaign.one@example.com") && m.mail.subject === "November news",
    );
    if (!message) throw new Error("no campaign message");
    const oneClick = new URL(/<(https?:[^>]+)>/.exec(String(headerOf(message, "List-Unsubscribe")))?.[1] ?? "");
    const post = await ctx.app.inject({
      method: "POST",
      url: `${oneClick.pathname}${oneClick.search}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(post.statusCode).toBe(200);
    expect(await statusOf("campaign.one@example.com")).toBe("unsubscribed");
    const bad = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/newsletter/unsubscribe?token=u.00000000-0000-0000-0000-000000000000.AAAAAAAAAAAAAAAAAAAAAA",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(bad.statusCode).toBe(400);
    // Opened in a browser, the address leads to the page, and changes nothing by itself.
    const opened = await ctx.app.inject({ method: "GET", url: `${oneClick.pathname}${oneClick.search}` });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toMatch(/^\/newsletter\/unsubscribe\?token=/);
    // The next campaign leaves them out; the campaign they left counts it.
    const [sent] = await ctx.app.db
      .select({ campaignId: messageQueue.campaignId })
      .from(messageQueue)
      .where(sql`${messageQueue.unsubscribedAt} is not null`);
    expect((await api("GET", `/campaigns/${sent?.campaignId}`)).json().data.counts.unsubscribed).toBe(1);
    await sendNow({ subject: "December news", blocks: everyBlock });
    expect(
      smtp.received.filter((m) => m.to.includes("campaign.one@example.com") && m.mail.subject === "December news"),
    ).toHaveLength(0);

    const again = await ctx.app.inject({ method: "POST", url: `/api/v1/newsletter/resubscribe${oneClick.search}` });
    expect(again.statusCode).toBe(200);
    expect(await statusOf("campaign.one@example.com")).toBe("confirmed");
  });

  it("retries a temporary refusal (4xx) later and gives up on a permanent one (5xx) at once", async () => {
    await confirmed("greylisted@example.com");
    await confirmed("no.such.user@example.com");
    refusals.set("greylisted@example.com", { code: 451, message: "4.7.1 Greylisted, try again later" });
    refusals.set("no.such.user@example.com", { code: 550, message: "5.1.1 No such user" });
    const id = await sendNow({ subject: "Retry news", blocks: everyBlock });
    const rows = await ctx.app.db
      .select({
        status: messageQueue.status,
        code: messageQueue.smtpCode,
        subscriberId: messageQueue.subscriberId,
      })
      .from(messageQueue)
      .where(eq(messageQueue.campaignId, id));
    expect(rows.filter((row) => row.status === "failed").map((row) => row.code)).toEqual([550]);
    expect(rows.filter((row) => row.status === "queued").map((row) => row.code)).toEqual([451]);
    expect((await api("GET", `/campaigns/${id}`)).json().data.status).toBe("sending");

    // Nothing is tried before its time; a minute later, the server takes it.
    refusals.delete("greylisted@example.com");
    await ctx.app.newsletter.sender.drain();
    expect(mailTo("greylisted@example.com").filter((m) => m.mail.subject === "Retry news")).toHaveLength(0);
    offset = 61_000;
    try {
      await ctx.app.newsletter.sender.drain();
    } finally {
      offset = 0;
    }
    expect(mailTo("greylisted@example.com").filter((m) => m.mail.subject === "Retry news")).toHaveLength(1);
    const done = (await api("GET", `/campaigns/${id}`)).json().data;
    expect(done.status).toBe("sent");
    expect(done.counts.failed).toBe(1);
  });

  it("sends a published article, counts its links' clicks through the site's redirect, and a test only to staff", async () => {
    const article = await api("POST", "/articles", {
      title: "How we ship",
      isActive: true,
      body: {
        type: "doc",
        content: [
          {
            type: "paragraph",
            content: [
              {
                type: "text",
                text: "Read the docs",
                marks: [{ type: "link", attrs: { href: "https://docs.example.org/guide" } }],
              },
            ],
          },
        ],
      },
    });
    expect(article.statusCode, article.body).toBe(201);
    const articleId = article.json().data._id as string;
    const made = await api("POST", "/campaigns", { subject: "From the blog", articleId });
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().data._id as string;

    expect((await api("POST", `/campaigns/${id}/test`, { to: "someone.else@example.com" })).statusCode).toBe(400);
    const test = await api("POST", `/campaigns/${id}/test`, { to: "admin@example.com" });
    expect(test.statusCode, test.body).toBe(200);
    const testMail = await smtp.waitFor(
      (m) => m.to.includes("admin@example.com") && m.mail.subject === "[Test] From the blog",
    );
    expect(testMail.mail.html).toContain("How we ship");

    await sendNow({ subject: "From the blog, for real", articleId });
    const received = smtp.received.find(
      (m) => m.to.includes("Reader.One@example.com") && m.mail.subject === "From the blog, for real",
    );
    if (!received) throw new Error("the reader got no article");
    const counted = /href="(http[^"]+\/api\/v1\/newsletter\/click\/[^"]+)"/.exec(received.mail.html || "")?.[1];
    expect(counted).toBeDefined();
    const click = new URL((counted ?? "").replaceAll("&amp;", "&"));
    // Reader One agreed to have clicks counted: their link carries the signed `m`.
    expect(click.searchParams.get("m")).toBeTruthy();
    const followed = await ctx.app.inject({ method: "GET", url: `${click.pathname}${click.search}` });
    expect(followed.statusCode).toBe(302);
    expect(followed.headers.location).toBe("https://docs.example.org/guide");
    expect(followed.headers["cache-control"]).toBe("no-store");
    const campaign = (await ctx.app.inject({ method: "GET", url: "/api/v1/campaigns", headers: admin }))
      .json()
      .data.find((c: { subject: string }) => c.subject === "From the blog, for real");
    expect(campaign.counts.clicks).toBe(1);
    const people = await ctx.app.db.execute(sql`select count(*)::int as n from campaign_clicks`);
    expect(people.rows[0]?.n).toBe(1);
  });

  it("keeps campaigns to the newsletter rights", async () => {
    const member = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/campaigns",
      payload: { subject: "x", blocks: everyBlock },
    });
    expect(member.statusCode).toBe(401);
  });
});
