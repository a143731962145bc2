import { expect, test } from "../support/test";
import { e2eAdmin, expectNoSeriousA11yIssues, signInByApi, signInByForm, toast } from "./helpers.ts";

/** The sign-in's address when it was reached from `path`: the dashboard needs no way back. */
function returningTo(path: string): RegExp {
  const query = path === "/admin" ? "" : `\\?redirectTo=${encodeURIComponent(path)}`;
  return new RegExp(`/admin/login${query}$`);
}

test.describe("signing in", () => {
  test("a signed-out visit to any admin path shows the sign-in form", async ({ page }) => {
    for (const path of ["/admin", "/admin/projects", "/admin/users", "/admin/no-such-screen"]) {
      await page.goto(path);
      // Any screen but the dashboard is returned to after the sign-in (issue 69).
      await expect(page).toHaveURL(returningTo(path));
      await expect(page.getByRole("button", { name: "LOGIN" })).toBeVisible();
    }
    await expectNoSeriousA11yIssues(page);
  });

  test("the form checks its fields, shows and hides the password, and offers Forget Password?", async ({ page }) => {
    await page.goto("/admin/login");
    await page.getByRole("button", { name: "LOGIN" }).click();
    await expect(page.getByText("Username is required")).toBeVisible();
    await expect(page.getByText("Password is required")).toBeVisible();

    const password = page.getByLabel("Password", { exact: true });
    await password.fill("secret");
    await expect(password).toHaveAttribute("type", "password");
    await page.getByRole("button", { name: "Show password" }).click();
    await expect(password).toHaveAttribute("type", "text");
    await page.getByRole("button", { name: "Hide password" }).click();
    await expect(password).toHaveAttribute("type", "password");

    await page.getByRole("button", { name: "Forget Password?" }).click();
    await expect(page.getByRole("heading", { name: "Forgot your password?" })).toBeVisible();
    await expect(page.getByLabel("Email")).toBeFocused();
    await page.getByRole("button", { name: "Back to sign in" }).click();
    await expect(page.getByRole("button", { name: "LOGIN" })).toBeVisible();
  });

  test("wrong credentials show the server's message once, in the sign-in toast", async ({ page }) => {
    await page.goto("/admin/login");
    await page.getByLabel("Username").fill("nobody-here");
    await page.getByLabel("Password", { exact: true }).fill("Wrong#Pass1");
    await page.getByRole("button", { name: "LOGIN" }).click();
    await expect(toast(page, "Invalid credentials")).toBeVisible();
    await expect(page.getByText("Invalid credentials")).toHaveCount(1);
    await expect(page.getByRole("alert")).toHaveCount(0);
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test("the sign-in screen asks who is signed in at most once, and not at all after a logout", async ({ page }) => {
    const unauthorised: string[] = [];
    const consoleErrors: string[] = [];
    page.on("response", (response) => {
      if (response.status() === 401) unauthorised.push(new URL(response.url()).pathname);
    });
    page.on("console", (message) => {
      if (message.type() === "error") consoleErrors.push(message.text());
    });
    await page.goto("/admin/projects");
    await expect(page).toHaveURL(returningTo("/admin/projects"));
    await expect(page.getByRole("button", { name: "LOGIN" })).toBeVisible();
    expect(unauthorised).toEqual(["/api/v1/admin/me"]);
    expect(consoleErrors.filter((text) => text.includes("401"))).toHaveLength(1);

    await signInByApi(page);
    await page.goto("/admin");
    unauthorised.length = 0;
    consoleErrors.length = 0;
    await page.getByRole("button", { name: "User menu" }).click();
    await page.getByRole("menuitem", { name: "Logout" }).click();
    await expect(page.getByRole("button", { name: "LOGIN" })).toBeVisible();
    expect(unauthorised).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test("the sign-in card carries the agency's mark and name", async ({ page }) => {
    await page.goto("/admin/login");
    await expect(page.getByRole("main").getByTestId("brand-name")).toHaveText("Ravi Digital");
    await expect(page.getByRole("main").locator("svg title")).toHaveText("Ravi Digital");
    await expect(page.getByRole("heading", { level: 1, name: "Back office" })).toBeVisible();
  });

  test("the button reads LOGGING IN... while sending, then the dashboard opens", async ({ page }) => {
    // The sign-in is held until the test has seen the sending state, then let through.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/v1/admin/login", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/admin/login");
    await page.getByLabel("Username").fill(e2eAdmin.username);
    await page.getByLabel("Password", { exact: true }).fill(e2eAdmin.password);
    await page.getByRole("button", { name: "LOGIN" }).click();
    await expect(page.getByRole("button", { name: "LOGGING IN..." })).toBeDisabled();
    release();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(toast(page, "Login successful")).toBeVisible();
    await expect(page.getByText("Welcome!")).toBeVisible();
  });

  test("a signed-in visit to /admin/login goes to /admin", async ({ page }) => {
    await signInByApi(page);
    await page.goto("/admin/login");
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole("region", { name: "Counts" })).toBeVisible();
  });

  test("a screen opened signed out is returned to after the sign-in; another site never is", async ({ page }) => {
    await page.goto("/admin/category?q=web");
    await expect(page).toHaveURL(returningTo("/admin/category?q=web"));
    await page.getByLabel("Username").fill(e2eAdmin.username);
    await page.getByLabel("Password", { exact: true }).fill(e2eAdmin.password);
    await page.getByRole("button", { name: "LOGIN" }).click();
    await expect(page).toHaveURL(/\/admin\/category\?q=web$/);

    // Signed in, a sign-in address goes where it says, if it is one of the back office's screens.
    await page.goto(`/admin/login?redirectTo=${encodeURIComponent("/admin/users")}`);
    await expect(page).toHaveURL(/\/admin\/users$/);
    for (const hostile of ["https://evil.example/admin", "//evil.example/admin", "/\\evil.example", "/contact"]) {
      await page.goto(`/admin/login?redirectTo=${encodeURIComponent(hostile)}`);
      await expect(page).toHaveURL(/^http:\/\/[^/]+\/admin$/);
    }
  });

  test("a hostile redirectTo is ignored by the sign-in form: it opens the dashboard", async ({ page }) => {
    await page.goto(`/admin/login?redirectTo=${encodeURIComponent("//evil.example/admin")}`);
    await page.getByLabel("Username").fill(e2eAdmin.username);
    await page.getByLabel("Password", { exact: true }).fill(e2eAdmin.password);
    await page.getByRole("button", { name: "LOGIN" }).click();
    await expect(page).toHaveURL(/^http:\/\/[^/]+\/admin$/);
    await expect(page.getByRole("region", { name: "Counts" })).toBeVisible();
  });

  test("no script-readable storage holds the session token", async ({ page, context }) => {
    await signInByForm(page);
    await page.goto("/admin/projects");
    await expect(page.getByRole("heading", { name: "Project", exact: true })).toBeVisible();

    const session = (await context.cookies()).find((cookie) => cookie.name === "ds_session");
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe("Lax");
    const token = session?.value ?? "";
    expect(token.length).toBeGreaterThan(20);

    const stored = await page.evaluate(() => ({
      local: Object.entries(localStorage),
      session: Object.entries(sessionStorage),
      cookies: document.cookie,
    }));
    expect(stored.cookies).not.toContain("ds_session");
    expect(stored.local.map(([key]) => key)).not.toEqual(expect.arrayContaining(["DS_Token"]));
    for (const [, value] of [...stored.local, ...stored.session]) expect(value).not.toContain(token);
    expect(stored.cookies).not.toContain(token);
    for (const cookie of await context.cookies()) {
      if (!cookie.httpOnly) expect(cookie.value).not.toContain(token);
    }
  });

  test("logout clears the session and returns to the sign-in form", async ({ page }) => {
    await signInByApi(page);
    await page.goto("/admin");
    await page.getByRole("button", { name: "User menu" }).click();
    await page.getByRole("menuitem", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.goto("/admin/category");
    await expect(page).toHaveURL(returningTo("/admin/category"));
    expect((await page.request.get("/api/v1/admin/me")).status()).toBe(401);
  });

  test("a 401 from any call signs out and returns to the sign-in form", async ({ page, request }) => {
    await signInByApi(page);
    await page.goto("/admin");
    await expect(page.getByText("Welcome!")).toBeVisible();
    // The session ends elsewhere (another tab, an expiry): the server revokes it.
    const cookie = (await page.context().cookies()).find((c) => c.name === "ds_session");
    const revoke = await request.post("/api/v1/admin/logout", {
      headers: { authorization: `Bearer ${cookie?.value}` },
    });
    expect(revoke.status()).toBe(200);
    await page.getByRole("link", { name: "Users" }).click();
    await expect(page).toHaveURL(returningTo("/admin/users"));
    await expect(page.getByRole("button", { name: "LOGIN" })).toBeVisible();
  });

  test("when the session check itself fails, the back office says so and offers a retry", async ({ page }) => {
    await page.route("**/api/v1/admin/me", (route) =>
      route.fulfill({
        status: 503,
        json: { success: false, message: "Database unavailable", error: "Database unavailable" },
      }),
    );
    await page.goto("/admin");
    await expect(page.getByRole("heading", { name: "The back office could not load" })).toBeVisible();
    await expect(page.getByText("Database unavailable")).toBeVisible();
    await page.unroute("**/api/v1/admin/me");
    await page.getByRole("button", { name: "Try again" }).click();
    await expect(page.getByRole("button", { name: "LOGIN" })).toBeVisible();
  });
});
