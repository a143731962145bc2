import { expect, test } from "../support/test";
import {
  e2eAdmin,
  ensureLimitedAdmin,
  expectNoSeriousA11yIssues,
  LIMITED_PASSWORD,
  openNewApplication,
  signInByApi,
  toast,
} from "./helpers.ts";

test.describe("the lead pipeline", () => {
  test("an enquiry moves through the stages with an owner and a note; the list filters by stage; the dashboard counts it", async ({
    page,
  }) => {
    const tag = Date.now() % 1_000_000;
    const fullname = `Pipeline Lead ${tag}`;
    const email = `pipeline${tag}@example.com`;
    await signInByApi(page);
    const counts = async () => (await (await page.request.get("/api/v1/count/get-all-counts")).json()).data;
    const openBefore = (await counts()).openByStage;
    const sent = await page.request.post("/api/v1/contact/create", {
      data: {
        fullname,
        phone: "03001234567",
        email,
        address: "Gulberg, Lahore",
        message: "We would like a quotation for a booking app.",
      },
    });
    expect(sent.status()).toBe(201);

    await page.goto("/admin");
    const dashboardCard = page.getByRole("region", { name: "Open enquiries by stage" });
    await expect(dashboardCard.getByRole("link", { name: `New ${openBefore.enquiries.new + 1}` })).toBeVisible();

    await page.goto("/admin/enquiries");
    await page.getByRole("searchbox", { name: "Search enquiries" }).fill(email);
    const row = page.getByRole("table", { name: "Enquiries" }).getByRole("row").filter({ hasText: email });
    await expect(row.getByText("New", { exact: true })).toBeVisible();
    await expect(row.getByText("Unassigned")).toBeVisible();

    await row.getByRole("button", { name: `View ${fullname}` }).click();
    const details = page.getByRole("dialog", { name: "Enquiry details" });
    const save = details.getByRole("button", { name: "Save" });
    await expect(save).toBeDisabled();
    await details.getByLabel("Stage").selectOption("contacted");
    await details.getByLabel("Owner").selectOption({ label: `${e2eAdmin.username} (you)` });
    await save.click();
    await expect(toast(page, "Enquiry updated successfully!")).toBeVisible();
    await expect(save).toBeDisabled();
    await expect(row.getByText("Contacted")).toBeVisible();
    await expect(row.getByText(e2eAdmin.username, { exact: true })).toBeVisible();

    const notes = details.getByRole("region", { name: /Notes/ });
    await expect(notes.getByText("No notes yet.")).toBeVisible();
    const addNote = details.getByRole("button", { name: "Add note" });
    await addNote.click();
    await expect(details.getByText("Note cannot be empty")).toBeVisible();
    const box = details.getByLabel("Add a note");
    await box.fill("x".repeat(2001));
    await expect(details.getByText("Note must be at most 2000 characters")).toBeVisible();
    await expect(details.getByText("2001/2000 characters")).toBeVisible();
    await box.fill("Called them: they want a quote by Friday.\nSend the app estimate.");
    await addNote.click();
    await expect(toast(page, "Note added successfully!")).toBeVisible();
    const thread = notes.getByRole("list", { name: "Notes" });
    await expect(thread.getByRole("listitem")).toHaveCount(1);
    await expect(thread.getByText("they want a quote by Friday.")).toBeVisible();
    await expect(thread.getByText(e2eAdmin.username, { exact: true })).toBeVisible();
    await expect(box).toHaveValue("");

    await details.getByLabel("Stage").selectOption("qualified");
    await save.click();
    await expect(toast(page, "Enquiry updated successfully!").last()).toBeVisible();
    await expect(row.getByText("Qualified")).toBeVisible();
    await expect(thread.getByRole("listitem")).toHaveCount(1);
    await expectNoSeriousA11yIssues(page);
    await page.keyboard.press("Escape");

    await page.getByLabel("Stage").selectOption("qualified");
    await expect(page).toHaveURL(/stage=qualified/);
    await expect(row).toBeVisible();
    await page.getByLabel("Stage").selectOption("won");
    await expect(page).toHaveURL(/stage=won/);
    await expect(page.getByText("No enquiries found")).toBeVisible();
    await page.reload();
    await expect(page.getByLabel("Stage")).toHaveValue("won");
    await page.getByLabel("Stage").selectOption("");
    await page.getByLabel("Owner").selectOption("none");
    await page.getByRole("searchbox", { name: "Search enquiries" }).fill(email);
    await expect(page.getByText("No enquiries found")).toBeVisible();
    // The export carries the list's filters and its search (issue 38).
    await expect(page.getByRole("link", { name: /Export CSV/ })).toHaveAttribute(
      "href",
      `/api/v1/contact?owner=none&q=${encodeURIComponent(email)}&format=csv`,
    );

    await page.goto("/admin");
    await expect(
      dashboardCard.getByRole("link", { name: `Qualified ${openBefore.enquiries.qualified + 1}` }),
    ).toBeVisible();
    await expect(dashboardCard.getByRole("link", { name: `New ${openBefore.enquiries.new}` })).toBeVisible();
    await dashboardCard.getByRole("link", { name: /^Qualified/ }).click();
    await expect(page).toHaveURL(/\/admin\/enquiries\?stage=qualified$/);
    await page.getByRole("searchbox", { name: "Search enquiries" }).fill(email);
    await expect(row).toBeVisible();
  });

  test("an application moves to interview with a note; a Member sees the pipeline but cannot change it", async ({
    page,
    request,
  }) => {
    const tag = Date.now() % 1_000_000;
    const { name, row, details } = await openNewApplication(page, request, {
      firstName: "Zara",
      lastName: `Pipeline${tag}`,
      email: `zara${tag}@example.com`,
      phoneNumber: "03001234567",
      address: "Johar Town",
    });
    await details.getByLabel("Stage").selectOption("interview");
    await details.getByRole("button", { name: "Save" }).click();
    await expect(toast(page, "Application updated successfully!")).toBeVisible();
    await details.getByLabel("Add a note").fill("Portfolio looks strong; interview on Tuesday.");
    await details.getByRole("button", { name: "Add note" }).click();
    await expect(toast(page, "Note added successfully!")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(row.getByText("Interview")).toBeVisible();

    await ensureLimitedAdmin(request, "pipelinemember", "Member", {});
    await page.context().clearCookies();
    await signInByApi(page, "pipelinemember", LIMITED_PASSWORD);
    await page.goto("/admin/applications?stage=interview");
    await page.getByRole("searchbox", { name: "Search applications" }).fill(`pipeline${tag}`);
    await row.getByRole("button", { name: `View ${name}` }).click();
    await expect(details.getByRole("region", { name: "Pipeline" }).getByText("Interview")).toBeVisible();
    await expect(details.getByText("interview on Tuesday.")).toBeVisible();
    await expect(details.getByRole("button", { name: "Save" })).toHaveCount(0);
    await expect(details.getByLabel("Add a note")).toHaveCount(0);
  });
});
