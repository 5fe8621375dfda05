import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { type AppRoute, ROUTES } from "./routes";
import { baseURL, shot, signIn } from "./support";

const LAYOUT_WIDTHS = [375, 768, 1280];
const AXE_WIDTHS = [375, 1280];

async function visit(page: Page, route: AppRoute): Promise<void> {
  await route.prepare?.(page);
  await page.goto(`${baseURL()}${route.path}`);
  const { heading } = route;
  if (typeof heading === "object" && "button" in heading) {
    await expect(page.getByRole("button", { name: heading.button, exact: true })).toBeVisible();
  } else {
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  }
  if (route.name === "home") await expect(page.locator(".home-stats")).not.toHaveAttribute("data-state", "loading");
}

/** Signed-out routes first (the sign-in page sends a signed-in visitor on), then the clinician's. */
async function eachRoute(page: Page, check: (route: AppRoute) => Promise<void>): Promise<void> {
  for (const route of ROUTES.filter((r) => r.access !== "clinician")) await check(route);
  await signIn(page);
  for (const route of ROUTES.filter((r) => r.access === "clinician")) await check(route);
}

const sidewaysScroll = (page: Page) =>
  page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));

/** Layout at every width, and axe at phone and desktop widths in the same visit (one pass per width keeps CI short). */
test.describe("every route at phone, tablet and desktop widths", () => {
  for (const width of LAYOUT_WIDTHS) {
    const withAxe = AXE_WIDTHS.includes(width);
    const title = withAxe
      ? `no route scrolls sideways and axe finds no serious or critical violation at ${width} px`
      : `no route scrolls sideways at ${width} px`;
    test(title, async ({ page }) => {
      test.setTimeout(withAxe ? 360_000 : 240_000);
      await page.setViewportSize({ width, height: 900 });
      const wide: string[] = [];
      const found: string[] = [];

      await eachRoute(page, async (route) => {
        await visit(page, route);

        const { scrollWidth, innerWidth } = await sidewaysScroll(page);
        if (scrollWidth > innerWidth) wide.push(`${route.path}: ${scrollWidth} px wide in ${innerWidth} px`);
        await shot(page, `route-${route.name}-${width}`);
        if (!withAxe) return;
        const { violations } = await new AxeBuilder({ page })
          .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
          .analyze();
        for (const v of violations.filter((v) => v.impact === "serious" || v.impact === "critical")) {
          found.push(`${route.path} [${v.impact}] ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
        }
      });

      expect(wide, wide.join("\n")).toEqual([]);
      expect(found, found.join("\n")).toEqual([]);
    });
  }
});

test("below md the dashboard opens a labelled drawer that keeps focus and closes on Escape and on navigation", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page);
  await expect(page.getByRole("complementary", { name: "Dashboard navigation" })).toBeHidden();
  const menu = page.getByRole("button", { name: "Menu" });

  await menu.click();
  const drawer = page.getByRole("dialog", { name: "Menu" });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole("link", { name: "Past Summaries" })).toBeVisible();
  await shot(page, "dashboard-drawer-375");
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press("Tab");
    const inside = await page.evaluate(() => !!document.activeElement?.closest("dialog"));
    if (!inside) {
      // Tab may pass through the browser's own controls; it never reaches the page behind the drawer.
      const onPage = await page.evaluate(() => document.activeElement !== document.body);
      expect(onPage, "focus left the drawer for the page behind it").toBe(false);
    }
  }
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();
  await expect(menu).toBeFocused();

  await menu.click();
  await drawer.getByRole("link", { name: "Settings" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
  await expect(drawer).toBeHidden();
});

test("collapsed to icons, the sidebar's logo and links keep their names", async ({ page }) => {
  await signIn(page);

  await page.getByRole("button", { name: "Collapse sidebar" }).click();

  const sidebar = page.getByRole("complementary", { name: "Dashboard navigation" });
  await expect(sidebar.getByRole("link", { name: "ClearNote" })).toBeVisible();
  await expect(sidebar.getByRole("link", { name: "Past Summaries" })).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).include(".sidebar").analyze();
  expect(violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);
});

test("the past summaries become labelled cards below md, a failed one in the error colour", async ({ page }) => {
  const route = ROUTES.find((r) => r.name === "past-summaries") as AppRoute;
  await page.setViewportSize({ width: 375, height: 900 });
  await signIn(page);

  await visit(page, route);

  const failedRow = page.getByRole("row", { name: /Samuel Okafor/ });
  await expect(failedRow.getByText("Failed")).toHaveCSS("color", "rgb(127, 29, 29)");
  const rowBox = await failedRow.boundingBox();
  expect(rowBox?.width ?? 0).toBeLessThanOrEqual(375);
  await expect(failedRow.getByRole("cell").first()).toHaveAttribute("data-label", "Patient");
  await shot(page, "past-summaries-cards-375");
});

test("keyboard focus is always visible: a ring around the focused control", async ({ page }) => {
  await page.goto(`${baseURL()}/`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  for (let i = 0; i < 4; i++) {
    await page.keyboard.press("Tab");
    const ring = await page.evaluate(() => {
      const style = getComputedStyle(document.activeElement as Element);
      return { outline: style.outlineStyle, width: style.outlineWidth, shadow: style.boxShadow };
    });
    const visible = (ring.outline !== "none" && ring.width !== "0px") || ring.shadow !== "none";
    expect(visible, JSON.stringify(ring)).toBe(true);
  }
});

test("form errors are tied to their fields", async ({ page }) => {
  await page.goto(`${baseURL()}/contact`);

  await page.getByRole("button", { name: "Send Message" }).click();

  const firstName = page.getByLabel("First name");
  await expect(firstName).toHaveAttribute("aria-invalid", "true");
  const described = await firstName.getAttribute("aria-describedby");
  await expect(page.locator(`[id="${described}"]`)).not.toBeEmpty();
});

test("the patient portal and feedback pages are kept out of search engines and send no referrer", async ({ page }) => {
  for (const route of ROUTES.filter((r) => r.access === "patient")) {
    await visit(page, route);

    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.locator('meta[name="referrer"]')).toHaveAttribute("content", "no-referrer");
  }
});

test("the home tiles show their final values in a static capture and with reduced motion", async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: "reduce", viewport: { width: 375, height: 700 } });
  const page = await context.newPage();
  await page.route("**/api/public/stats", (route) =>
    route.fulfill({ json: { totalSummaries: 1280, patientsImpacted: 940, averageRating: 9.1, providers: 37 } }),
  );

  await page.goto(`${baseURL()}/`);

  const tiles = page.getByRole("region", { name: "ClearNote at a glance" }).locator("dd");
  await expect(tiles).toHaveText(["1,280", "940", "9.1/10", "37"]);
  await shot(page, "home-tiles-reduced-motion-375");
  await context.close();
});
