import { mkdirSync } from "node:fs";
import type { Locator, Page } from "@playwright/test";
import { unsavedWorkTexts } from "../../../domain/unsaved-work.ts";
import { adminToken, bearer } from "../support/admin-api.ts";
import { expect, test } from "../support/test";
import { openEditDialog, screenshotsAtWidths, serviceCreateBody, signInByApi, toast } from "./helpers.ts";

/**
 * The side-by-side translation editor (issue 74, ADR 0290): a service's form offers "Urdu (اردو)";
 * the editor shows each declared field's English beside its Urdu input (right to left), keeps every
 * word typed over a reload, saves a draft that is still there after one, and publishes it.
 */
const SHOTS = process.env.TRANSLATION_SHOTS ?? "test-results/admin-screens/translation-editor";

test.use({ reducedMotion: "reduce" });

const urduName = "رفتار کا جائزہ";
const urduSlug = "رفتار-کا-جائزہ";
const urduDescription = "ایسے صفحات جو فوراً کھلتے ہیں";

/** The Urdu editor, opened from the service's form. */
async function openUrdu(page: Page, form: Locator) {
  await form.getByRole("button", { name: /Urdu \(اردو\)/ }).click();
  const urdu = page.getByRole("dialog", { name: /Urdu \(اردو\) translation/ });
  await expect(urdu.getByRole("textbox", { name: "Name in Urdu", exact: true })).toBeVisible();
  return urdu;
}

/** Reloads the tab, accepting the browser's own question (`beforeunload`), which must be asked. */
async function reloadPastTheQuestion(page: Page) {
  const asked: string[] = [];
  const accept = (dialog: { type: () => string; accept: () => Promise<void> }) => {
    asked.push(dialog.type());
    void dialog.accept();
  };
  page.on("dialog", accept);
  await page.reload({ waitUntil: "load" });
  page.off("dialog", accept);
  expect(asked).toContain("beforeunload");
}

test("a service's Urdu: typed beside the English, kept over a reload, saved as a draft, published", async ({
  page,
  request,
}) => {
  mkdirSync(SHOTS, { recursive: true });
  const headers = bearer(await adminToken());
  const run = Date.now() % 100000;
  const name = `Speed audit ${run}`;
  const made = await request.post("/api/v1/services/create", {
    headers,
    multipart: await serviceCreateBody(request, name, "Pages that open at once"),
  });
  expect(made.status(), await made.text()).toBe(201);
  const id: string = (await made.json()).data._id;

  await signInByApi(page);
  let urdu = await openUrdu(page, await openEditDialog(page, "service", name));
  await expect(urdu.getByTestId("translation-status")).toContainText("Not translated");
  // The English at the start, left to right; the Urdu at the end, right to left.
  const nameRow = urdu.locator('[data-field="name"]');
  await expect(nameRow.getByTestId("original")).toHaveText(name);
  const nameInput = urdu.getByRole("textbox", { name: "Name in Urdu", exact: true });
  await expect(nameInput).toHaveAttribute("dir", "rtl");
  await expect(nameInput).toHaveAttribute("lang", "ur");
  const [englishBox, urduBox] = await Promise.all([
    nameRow.getByTestId("original").boundingBox(),
    nameInput.boundingBox(),
  ]);
  expect(englishBox && urduBox && englishBox.x < urduBox.x).toBe(true);

  await nameInput.fill(urduName);
  await urdu.getByRole("textbox", { name: "Slug in Urdu", exact: true }).fill(urduSlug);
  await urdu.getByRole("textbox", { name: "Description in Urdu", exact: true }).fill(urduDescription);
  // Escape asks before typed words are left; "Keep editing" keeps them.
  await page.keyboard.press("Escape");
  const question = page.getByRole("dialog", { name: unsavedWorkTexts.askTitle });
  await question.getByRole("button", { name: unsavedWorkTexts.keepEditing }).click();
  await expect(question).toHaveCount(0);
  await expect(urdu.getByRole("textbox", { name: "Name in Urdu", exact: true })).toHaveValue(urduName);

  // A reload before any save: the browser kept every word and offers them back.
  await reloadPastTheQuestion(page);
  urdu = await openUrdu(page, await openEditDialog(page, "service", name));
  const offer = urdu.getByTestId("restore-offer");
  await expect(offer).toBeVisible();
  await offer.getByRole("button", { name: unsavedWorkTexts.restore }).click();
  await expect(urdu.getByRole("textbox", { name: "Name in Urdu", exact: true })).toHaveValue(urduName);
  await expect(urdu.getByRole("textbox", { name: "Slug in Urdu", exact: true })).toHaveValue(urduSlug);

  await urdu.getByRole("button", { name: "Save draft" }).click();
  await expect(toast(page, "Translation draft saved")).toBeVisible();
  await expect(urdu.getByTestId("translation-status")).toContainText("Draft not published yet");

  // Saved on the server: a reload asks nothing, and the editor opens on the draft.
  await page.reload({ waitUntil: "load" });
  const form = await openEditDialog(page, "service", name);
  await expect(form.getByRole("button", { name: /Urdu \(اردو\)/ })).toContainText("Not translated");
  urdu = await openUrdu(page, form);
  await expect(urdu.getByTestId("restore-offer")).toHaveCount(0);
  await expect(urdu.getByRole("textbox", { name: "Name in Urdu", exact: true })).toHaveValue(urduName);
  await expect(urdu.getByRole("textbox", { name: "Slug in Urdu", exact: true })).toHaveValue(urduSlug);
  await expect(urdu.getByRole("textbox", { name: "Description in Urdu", exact: true })).toHaveValue(urduDescription);
  await screenshotsAtWidths(page, SHOTS, "service-urdu-draft", urdu.locator('[data-field="description"]'));

  await urdu.getByRole("button", { name: "Publish" }).click();
  await expect(toast(page, "Translation published")).toBeVisible();
  await expect(urdu.getByTestId("translation-status")).toContainText("Translated");
  await expect(urdu.getByTestId("translation-status")).not.toContainText("Draft not published yet");
  await screenshotsAtWidths(page, SHOTS, "service-urdu-published");

  // Back in the form its button says so, and so does the service's row in the list.
  await urdu.locator("footer").getByRole("button", { name: "Close" }).click();
  await expect(urdu).toHaveCount(0);
  await expect(form.getByRole("button", { name: /Urdu \(اردو\)/ })).toContainText("Translated");
  await form
    .locator("footer")
    .getByRole("button", { name: /Cancel|Close/ })
    .click();
  await expect(form).toHaveCount(0);
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row.getByText("Urdu: translated")).toBeVisible();
  await screenshotsAtWidths(page, SHOTS, "service-list-urdu-chip", row);

  const read = await request.get(`/api/v1/services/${id}/translations/ur`, { headers });
  expect(read.status(), await read.text()).toBe(200);
  const translation = await read.json();
  expect(translation).toMatchObject({ status: "done", slug: urduSlug, published: { name: urduName } });
});
