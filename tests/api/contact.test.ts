import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enquiries } from "../../server/db/schema/people.ts";
import { countRows, potentialCustomer, validContact } from "../support/public-writes.ts";
import { createTestApp, type TestContext } from "../support/test-app.ts";

let ctx: TestContext;
const post = (payload: unknown, remoteAddress = "203.0.113.1") =>
  ctx.app.inject({ method: "POST", url: "/api/v1/contact/create", payload: payload as object, remoteAddress });

beforeAll(async () => {
  ctx = await createTestApp({ publicWriteLimit: 1000 });
});
afterAll(() => ctx.close());

const messages = {
  fullname: "Name field cannot be shorter then 3 characters",
  message: "Please write proper query message",
  phone: "Please enter a valid Pakistani phone number.",
  email: "Please enter a valid email address",
  address: "Address is required",
};

describe("POST /contact/create", () => {
  it("stores the enquiry and answers 201 with its id", async () => {
    const res = await post({ ...validContact, email: "first@example.com" });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({ success: true, message: "Form submitted successfully!", data: { _id: expect.any(String) } });
    const rows = await ctx.database.db
      .select({ id: enquiries.id, fullname: enquiries.fullname, source: enquiries.source, status: enquiries.status })
      .from(enquiries);
    expect(rows).toContainEqual({ id: body.data._id, fullname: "Ayesha Khan", source: "contact", status: "pending" });
  });

  it("trims text and keeps the contact form's own source", async () => {
    const res = await post({
      ...validContact,
      fullname: "  Bilal  ",
      email: " quote@example.com ",
      source: "quotation",
    });
    expect(res.statusCode).toBe(201);
    const customer = await potentialCustomer(ctx.database.db, "quote@example.com");
    expect(customer).toMatchObject({ email: "quote@example.com", source: "quotation", visitCount: 1 });
  });

  it("checks the fields in the spec's order: message is the first failure, issues lists all", async () => {
    const res = await post({ fullname: "ab", message: "short", phone: "123", email: "nope", address: "  " });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      message: messages.fullname,
      error: messages.fullname,
      issues: [
        { path: "fullname", message: messages.fullname },
        { path: "message", message: messages.message },
        { path: "phone", message: messages.phone },
        { path: "email", message: messages.email },
        { path: "address", message: messages.address },
      ],
    });
  });

  it.each([
    ["fullname", { fullname: "Al" }, messages.fullname],
    ["fullname (spaces do not count)", { fullname: "  A  " }, messages.fullname],
    ["message", { message: "Hi there" }, messages.message],
    ["phone", { phone: "0300123456" }, messages.phone],
    ["email", { email: "ayesha@" }, messages.email],
    ["address", { address: "" }, messages.address],
    ["fullname length", { fullname: "x".repeat(101) }, "Name must be at most 100 characters"],
    ["message length", { message: "x".repeat(5001) }, "Message must be at most 5000 characters"],
    ["address length", { address: "x".repeat(301) }, "Address must be at most 300 characters"],
    ["email length", { email: `${"x".repeat(250)}@example.com` }, "Email must be at most 254 characters"],
    ["source", { source: "spam" }, "Source must be contact, quotation or catalog"],
  ])("refuses an invalid %s with its message", async (_name, change, message) => {
    const res = await post({ ...validContact, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message, error: message });
  });

  it.each([
    ["03001234567", "+923001234567"],
    ["+923001234567", "+923001234567"],
    [" 03211234567 ", "+923211234567"],
    ["0300-1234567", "+923001234567"],
    ["0300 1234567", "+923001234567"],
    ["+92 300 1234567", "+923001234567"],
    ["+92 (300) 123-4567", "+923001234567"],
    ["0092 300 1234567", "+923001234567"],
    ["0300.123.4567", "+923001234567"],
    ["042 3589 0000", "+924235890000"],
    ["+31 20 123 4567", "+31201234567"],
    ["+44 20 7946 0958", "+442079460958"],
  ])("accepts the phone number %j and stores it as %s", async (phone, stored) => {
    const res = await post({ ...validContact, phone });
    expect(res.statusCode).toBe(201);
    const [row] = await ctx.database.db
      .select({ phone: enquiries.phone })
      .from(enquiries)
      .where(eq(enquiries.id, res.json().data._id));
    expect(row.phone).toBe(stored);
  });

  it.each([
    "0300123456",
    "030012345678",
    "+92300123456",
    "+9230012345678",
    "+923OO1234567",
    "0300abcdefg",
    "12345",
    "+31 20 123",
    "not a number",
    "",
  ])("rejects the phone number %j with the spec's message", async (phone) => {
    const res = await post({ ...validContact, phone });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(messages.phone);
    expect(res.json().issues).toEqual([{ path: "phone", message: messages.phone }]);
  });

  it("answers wrong types, missing fields and non-object bodies with 400, never 500", async () => {
    const bodies: unknown[] = [
      { ...validContact, fullname: 12345 },
      { ...validContact, phone: 3001234567 },
      { ...validContact, email: ["a@b.co"] },
      { ...validContact, address: null },
      { ...validContact, message: { text: "hello there world" } },
      { fullname: "Ayesha" },
      [validContact],
      "hello",
    ];
    for (const payload of bodies) {
      const res = await ctx.app.inject({
        method: "POST",
        url: "/api/v1/contact/create",
        headers: { "content-type": "application/json" },
        payload: JSON.stringify(payload),
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().success).toBe(false);
      expect(res.json().issues.length).toBeGreaterThan(0);
    }
    const empty = await ctx.app.inject({ method: "POST", url: "/api/v1/contact/create" });
    expect(empty.statusCode).toBe(400);
  });

  it("ignores unknown fields", async () => {
    const res = await post({ ...validContact, status: "completed", _id: "x", isAdmin: true });
    expect(res.statusCode).toBe(201);
    const rows = await ctx.database.db.select().from(enquiries).where(eq(enquiries.id, res.json().data._id));
    expect(rows[0].status).toBe("pending");
  });

  it("answers a filled honeypot exactly like a stored submission, and stores nothing", async () => {
    const before = await countRows(ctx.database.db, "enquiries");
    const res = await post({ ...validContact, email: "bot@example.com", website: "http://spam.example" });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      success: true,
      message: "Form submitted successfully!",
      data: { _id: expect.any(String) },
    });
    expect(await countRows(ctx.database.db, "enquiries")).toBe(before);
    expect(await potentialCustomer(ctx.database.db, "bot@example.com")).toBeUndefined();
  });

  it("stores every one of 200 simultaneous submissions", async () => {
    const before = await countRows(ctx.database.db, "enquiries");
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        post({
          ...validContact,
          fullname: `Visitor ${i}`,
          email: i % 2 ? "Crowd@Example.com" : `crowd${i}@example.com`,
        }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(200).fill(201));
    expect(new Set(results.map((r) => r.json().data._id)).size).toBe(200);
    expect(await countRows(ctx.database.db, "enquiries")).toBe(before + 200);
    expect(await potentialCustomer(ctx.database.db, "crowd@example.com")).toMatchObject({ visitCount: 100 });
  });
});
