import { expect, type Page, test } from "../support/test";
import { expectNoSeriousA11yIssues, signInByApi } from "./helpers.ts";

/**
 * Visits with a campaign link, a contact form sent from them, then the Insights screen with the real
 * counts (ADRs 0079, 0080). Page views reach the database within a flush (two seconds).
 */
test.describe("Insights", () => {
  test.beforeEach(async ({ page }) => {
    await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
  });

  const stamp = Date.now();
  const source = `e2e-news-${stamp}`;
  const campaign = `e2e-spring-${stamp}`;
  const email = `insights-${stamp}@example.com`;
  const subscriber = `insights-news-${stamp}@example.com`;

  async function visitAndWriteIn(page: Page) {
    await page.goto(`/about?utm_source=${source}&utm_medium=email&utm_campaign=${campaign}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // Within the site: a client-side navigation, counted by its data request.
    await page.getByRole("banner").getByRole("link", { name: "Contact", exact: true }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Get in touch!");
    for (const [label, value] of Object.entries({
      "Full name": "Insights Visitor",
      Email: email,
      "Phone number": "03001234567",
      Address: "12 Mall Road, Lahore",
      Message: "We found you through your newsletter.",
    })) {
      await page.getByRole("textbox", { name: label, exact: true }).fill(value);
    }
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Form submitted successfully!" })).toBeVisible();
    const signup = page.getByRole("form", { name: "Newsletter signup" });
    await signup.getByLabel("Email address").fill(subscriber);
    await signup.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Thank you for subscribing!" })).toBeVisible();
  }

  /** The eye button of `name`'s row opens its details, which tell the visit that brought it. */
  async function expectVisitIn(page: Page, name: string, dialog: string) {
    await page.getByRole("button", { name: `View ${name}` }).click();
    const details = page.getByRole("dialog", { name: dialog });
    await expect(details.getByText(campaign)).toBeVisible();
    await expect(details.getByText("/about", { exact: true })).toBeVisible();
    return details;
  }

  test("shows real counts after visits from a campaign and a contact form sent from them", async ({ page }) => {
    await visitAndWriteIn(page);
    await signInByApi(page);

    // The counts are flushed every two seconds.
    await expect
      .poll(
        async () => {
          const data = (await (await page.request.get("/api/v1/insights?days=7")).json()).data;
          return data.campaigns.find((row: { utmCampaign: string }) => row.utmCampaign === campaign);
        },
        { timeout: 60_000 },
      )
      .toMatchObject({ utmSource: source, utmMedium: "email", visits: 1, enquiries: 1, applications: 0 });

    const enquiries = (await (await page.request.get("/api/v1/contact")).json()).data;
    expect(enquiries.find((row: { email: string }) => row.email === email).attribution).toEqual({
      landingPage: "/about",
      referrerHost: null,
      utmSource: source,
      utmMedium: "email",
      utmCampaign: campaign,
    });

    await page.goto("/admin");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Insights" }).click();
    await expect(page).toHaveURL(/\/admin\/insights$/);
    await expect(page.getByRole("heading", { level: 1, name: "Insights" })).toBeVisible();
    await page.getByRole("button", { name: "7 days" }).click();
    await expect(page.getByRole("button", { name: "7 days" })).toHaveAttribute("aria-pressed", "true");

    const campaigns = page.getByRole("table", { name: "Campaigns" });
    const campaignRow = campaigns.getByRole("row").filter({ hasText: campaign });
    await expect(campaignRow.getByRole("cell")).toHaveText([source, "email", campaign, "1", "1", "0"]);
    const sources = page.getByRole("table", { name: "Conversion by source" });
    await expect(sources.getByRole("row").filter({ hasText: source }).getByRole("cell")).toHaveText([
      source,
      "1",
      "1",
      "0",
      "100.0",
      "0.0",
    ]);
    const pages = page.getByRole("table", { name: "Top pages" });
    await expect(pages.getByRole("cell", { name: "/about", exact: true })).toBeVisible();
    await expect(pages.getByRole("cell", { name: "/contact", exact: true })).toBeVisible();
    await expect(page.getByRole("img", { name: /Visitors and page views per day/ }).locator("canvas")).toBeVisible();
    await expect(page.getByRole("link", { name: "Export CSV of campaigns" })).toHaveAttribute(
      "href",
      "/api/v1/insights?days=7&format=csv&table=campaigns",
    );
    const csv = await page.request.get("/api/v1/insights?days=7&format=csv&table=campaigns");
    expect(await csv.text()).toContain(campaign);
    await expectNoSeriousA11yIssues(page);

    // The lead shows where it came from.
    await page.goto("/admin/enquiries");
    await page.getByRole("searchbox", { name: "Search enquiries" }).fill(email);
    await expectVisitIn(page, "Insights Visitor", "Enquiry details");
    await page.screenshot({ path: "test-results/screens/enquiry-details-1280.png" });

    await page.goto("/admin/subscribers");
    await page.getByRole("searchbox", { name: "Search subscribers" }).fill(subscriber);
    await expectVisitIn(page, subscriber, "Subscriber details");

    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/admin");
    await page.getByRole("searchbox", { name: "Search potential customers" }).fill(email);
    const customer = await expectVisitIn(page, email, "Potential customer details");
    await expect(customer.getByText("e2e-news-", { exact: false })).toBeVisible();
    await page.screenshot({ path: "test-results/screens/potential-customer-details-375.png" });
  });

  for (const width of [375, 768, 1440]) {
    test(`fits a ${width} px wide screen`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await signInByApi(page);
      await page.goto("/admin/insights");
      await expect(page.getByRole("img", { name: /Visitors and page views per day/ }).locator("canvas")).toBeVisible();
      await expect(page.getByRole("table", { name: "Top pages" })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `test-results/screens/insights-${width}.png`, fullPage: true });
      await page.goto("/privacy");
      await expect(page.getByRole("heading", { name: "Visit statistics" })).toBeVisible();
      await page.getByRole("heading", { name: "Visit statistics" }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: `test-results/screens/privacy-${width}.png` });
    });
  }
});
