import { addressOf } from "../../../domain/addresses";
import { expect, type Page, test } from "../support/test";
import { siteContent } from "./site-routes";

/*
 * What a visitor sees laid out: clamped texts show no more lines than their clamp, card grids end
 * without empty slots, and neither the floating scroll button nor a toast ever lies over a link or a
 * control of the header or the footer.
 */

const viewports = {
  small: { width: 375, height: 800 },
  medium: { width: 768, height: 1024 },
  wide: { width: 1440, height: 900 },
} as const;

/**
 * Reveal animations settle at once, and scrolling is instant (the site honours the preference). No
 * map tile service is reachable from the tests, and the contact page must not need one.
 */
test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
});

/**
 * Every element of <main> with a line clamp: its content box must be no taller than its clamp's
 * lines (line-height × clamp). A taller box shows the next line under the ellipsis.
 */
async function clampedTexts(page: Page) {
  return page.evaluate(() => {
    const found: { text: string; lines: number; height: number; lineHeight: number }[] = [];
    for (const element of document.querySelectorAll<HTMLElement>("main *")) {
      const style = getComputedStyle(element);
      const lines = Number.parseInt(style.getPropertyValue("-webkit-line-clamp"), 10);
      if (!Number.isFinite(lines) || element.offsetParent === null) continue;
      const padding = Number.parseFloat(style.paddingTop) + Number.parseFloat(style.paddingBottom);
      found.push({
        text: (element.textContent ?? "").slice(0, 40),
        lines,
        height: element.clientHeight - padding,
        lineHeight: Number.parseFloat(style.lineHeight),
      });
    }
    return found;
  });
}

test.describe("clamped descriptions", () => {
  for (const viewport of [viewports.wide, viewports.small]) {
    test(`never show a line past their clamp at ${viewport.width} px`, async ({ page, request }) => {
      await page.setViewportSize(viewport);
      const { categories } = await siteContent(request);
      for (const path of ["/projects?page=2", "/products", addressOf.category(categories[0])]) {
        await page.goto(path);
        const texts = await clampedTexts(page);
        expect(texts.length, `${path} has clamped texts`).toBeGreaterThan(0);
        for (const text of texts) {
          // One pixel for rounding of fractional line heights.
          expect(text.height, `${path}: "${text.text}…"`).toBeLessThanOrEqual(text.lineHeight * text.lines + 1);
        }
      }
    });
  }
});

/**
 * The rows of a card grid, each as [left, right] of its cards relative to the grid's content box and
 * the total width its cards and the gaps between them take. A row without holes starts at the left
 * edge, ends at the right edge and its cards plus gaps add up to the grid's width.
 */
async function gridRows(page: Page) {
  return page.getByTestId("card-grid").evaluate((grid) => {
    const box = grid.getBoundingClientRect();
    const gap = Number.parseFloat(getComputedStyle(grid).columnGap) || 0;
    const rows = new Map<number, DOMRect[]>();
    for (const item of grid.children) {
      const rect = item.getBoundingClientRect();
      const top = Math.round(rect.top);
      rows.set(top, [...(rows.get(top) ?? []), rect]);
    }
    return {
      width: box.width,
      rows: [...rows.values()].map((cards) => ({
        cards: cards.length,
        left: Math.min(...cards.map((card) => card.left)) - box.left,
        right: box.right - Math.max(...cards.map((card) => card.right)),
        filled: cards.reduce((sum, card) => sum + card.width, 0) + gap * (cards.length - 1),
      })),
    };
  });
}

test.describe("card grids at 1440 px", () => {
  test.use({ viewport: viewports.wide });

  test("have no empty slot: every row, the last included, spans the grid's whole width", async ({ page, request }) => {
    const { categories } = await siteContent(request);
    for (const path of ["/", "/services", addressOf.category(categories[0])]) {
      await page.goto(path);
      const grid = await gridRows(page);
      expect(grid.rows.length, path).toBeGreaterThan(0);
      for (const row of grid.rows) {
        expect(row.left, `${path} row of ${row.cards}`).toBeCloseTo(0, 0);
        expect(row.right, `${path} row of ${row.cards}`).toBeCloseTo(0, 0);
        expect(row.filled, `${path} row of ${row.cards}`).toBeCloseTo(grid.width, 0);
      }
      // Full rows keep the spec's four columns.
      for (const row of grid.rows.slice(0, -1)) expect(row.cards, path).toBe(4);
    }
  });

  test("show category artwork as decoration: the card's heading alone names it", async ({ page }) => {
    await page.goto("/services");
    const images = page.getByTestId("card-grid").locator("img");
    expect(await images.count()).toBeGreaterThan(0);
    for (const image of await images.all()) await expect(image).toHaveAttribute("alt", "");
  });
});

/**
 * The links and controls of `scope` another element covers (at the centre or near an edge), checked with the page
 * scrolled to its end and with each control scrolled to the middle of the screen. Controls under
 * the sticky header are left out (scrolling brings them back), as are ones hidden from everyone
 * (the forms' honeypot field). `mustStay` is a selector that has to match throughout (a toast).
 */
async function coveredControls(page: Page, scope: string, mustStay?: string) {
  return page.evaluate(
    async ({ scope, mustStay }) => {
      const frames = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
      const selector = "a[href], button, input, select, textarea, summary";
      const within = scope
        .split(",")
        .map((part) => `${part.trim()} :is(${selector})`)
        .join(", ");
      const controls = [...document.querySelectorAll<HTMLElement>(within)].filter(
        (control) => control.checkVisibility() && !control.closest("[aria-hidden=true]"),
      );
      const header = document.querySelector("header");
      const problems: string[] = [];
      const name = (element: Element | null) =>
        element
          ? `${element.tagName.toLowerCase()} "${(element.textContent || element.getAttribute("aria-label") || "").trim().slice(0, 30)}"`
          : "nothing";
      // The centre and eight points around it (15% in from each edge): a control partly covered fails.
      const spots = [0.5, 0.15, 0.85].flatMap((fx) => [0.5, 0.15, 0.85].map((fy) => [fx, fy]));
      const probe = (control: HTMLElement, where: string) => {
        const rect = control.getBoundingClientRect();
        const headerBottom = header?.getBoundingClientRect().bottom ?? 0;
        for (const [fx, fy] of spots) {
          const [x, y] = [rect.left + rect.width * fx, rect.top + rect.height * fy];
          if (y < 0 || y > window.innerHeight || x < 0 || x > window.innerWidth) continue;
          if (!header?.contains(control) && y < headerBottom) continue;
          const hit = document.elementFromPoint(x, y);
          if (hit !== control && !control.contains(hit)) {
            problems.push(`${where}: ${name(control)} is under ${name(hit)}`);
            return;
          }
        }
      };
      const stay = () => {
        if (mustStay && !document.querySelector(mustStay)) problems.push(`${mustStay} was gone before the end`);
      };

      stay();
      window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" });
      await frames();
      for (const control of controls) probe(control, "at the page's end");
      for (const control of controls) {
        control.scrollIntoView({ block: "center", behavior: "instant" });
        await frames();
        probe(control, "in the middle of the screen");
      }
      stay();
      return { checked: controls.length, problems };
    },
    { scope, mustStay },
  );
}

const SCOPE = "header, footer";

for (const [size, viewport] of Object.entries(viewports)) {
  test.describe(`the header and footer at ${viewport.width} px`, () => {
    test.use({ viewport });

    test(`stay clear of the scroll button (${size})`, async ({ page }) => {
      await page.goto("/about");
      await expect(page.getByTestId("scroll-button")).toBeVisible();
      const result = await coveredControls(page, SCOPE);
      expect(result.checked).toBeGreaterThan(8);
      expect(result.problems).toEqual([]);
    });

    test(`stay clear of a toast and of the scroll button (${size})`, async ({ page }) => {
      await page.goto("/about");
      const footer = page.getByRole("contentinfo");
      await footer.getByRole("textbox", { name: "Email address" }).fill("not-an-email");
      await footer.getByRole("button", { name: "Subscribe" }).click();
      const toast = page.getByRole("status").filter({ hasText: "Please enter a valid email address" });
      await expect(toast).toBeVisible();
      const result = await coveredControls(page, SCOPE, "[role=status]");
      expect(result.checked).toBeGreaterThan(8);
      expect(result.problems).toEqual([]);
    });
  });
}

test.describe("the contact page at 768 px", () => {
  test.use({ viewport: viewports.medium });

  test("keeps every control clear while the form's toast shows", async ({ page }) => {
    await page.goto("/contact");
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Name field cannot be shorter then 3 characters" }),
    ).toBeVisible();
    const result = await coveredControls(page, "header, main, footer", "[role=status]");
    expect(result.checked).toBeGreaterThan(15);
    expect(result.problems).toEqual([]);
  });
});
