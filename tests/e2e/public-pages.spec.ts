import { expect, type Page, test } from "@playwright/test";
import { baseURL, expectToast, shot, signIn } from "./support";

const PAGES = [
  { path: "/", heading: "Healthcare language, human understanding.", title: "ClearNote Health" },
  { path: "/how-it-works", heading: "From clinical notes to clear answers in three steps", title: "How it Works" },
  { path: "/pricing", heading: "Simple plans for every practice", title: "Pricing" },
  { path: "/faqs", heading: "Frequently asked questions", title: "FAQs" },
  { path: "/about", heading: "Every patient deserves to understand their care", title: "About" },
  { path: "/contact", heading: "Talk to the ClearNote team", title: "Contact" },
  { path: "/privacy", heading: "Privacy Policy", title: "Privacy Policy" },
  { path: "/terms", heading: "Terms of Service", title: "Terms of Service" },
  { path: "/security", heading: "Security & compliance", title: "Security & compliance" },
  { path: "/help", heading: "How can we help?", title: "Help Center" },
];
const WIDTHS = [375, 768, 1280];

const slug = (path: string) => (path === "/" ? "home" : path.slice(1));

async function open(page: Page, path: string, heading: string) {
  await page.goto(`${baseURL()}${path}`);
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
}

test.describe("every public page at phone, tablet and desktop widths", () => {
  for (const width of WIDTHS) {
    test(`no public page scrolls sideways at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      for (const { path, heading } of PAGES) {
        await open(page, path, heading);
        if (path === "/") await expect(page.locator(".home-stats")).not.toHaveAttribute("data-state", "loading");

        const { scrollWidth, innerWidth } = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          innerWidth: window.innerWidth,
        }));
        expect(scrollWidth, `${path} at ${width} px`).toBeLessThanOrEqual(innerWidth);
        await shot(page, `public-${slug(path)}-${width}`);
      }
    });
  }
});

test("each public page names itself in the title and the description", async ({ page }) => {
  const descriptions = new Set<string>();
  for (const { path, heading, title } of PAGES) {
    await open(page, path, heading);

    await expect(page).toHaveTitle(path === "/" ? title : `${title} | ClearNote Health`);
    const description = await page.locator('meta[name="description"]').getAttribute("content");
    expect(await page.locator('meta[name="description"]').count()).toBe(1);
    descriptions.add(description ?? "");
  }
  expect(descriptions.size).toBe(PAGES.length);
});

test("a new deployment's home page shows what to expect, never four zeros", async ({ page }) => {
  // Other specs share this stack and create summaries: answer the statistics as a new deployment would.
  await page.route("**/api/public/stats", (route) =>
    route.fulfill({ json: { totalSummaries: 0, patientsImpacted: 0, averageRating: null, providers: 0 } }),
  );
  await open(page, "/", PAGES[0].heading);

  const stats = page.getByRole("region", { name: "ClearNote at a glance" });
  await expect(stats).toHaveAttribute("data-state", "fresh");
  await expect(stats.locator("dd")).toHaveCount(4);
  await expect(stats.locator("dd").filter({ hasText: /^0$/ })).toHaveCount(0);
});

test("the header links reach every marketing page and the footer every legal and help page", async ({ page }) => {
  await open(page, "/", PAGES[0].heading);
  const header = page.getByRole("navigation", { name: "Main", exact: true });
  for (const [label, heading] of [
    ["How it Works", "From clinical notes to clear answers in three steps"],
    ["Pricing", "Simple plans for every practice"],
    ["FAQs", "Frequently asked questions"],
    ["About", "Every patient deserves to understand their care"],
  ]) {
    await header.getByRole("link", { name: label }).click();
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  }
  const footer = page.getByRole("contentinfo");
  for (const [label, heading] of [
    ["Privacy Policy", "Privacy Policy"],
    ["Terms of Service", "Terms of Service"],
    ["Security", "Security & compliance"],
    ["Help Center", "How can we help?"],
  ]) {
    await footer.getByRole("link", { name: label, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  }
  await expect(footer).toContainText("© 2024");
  await expect(page.getByRole("banner").getByRole("link", { name: "Log In" })).toBeVisible();
});

test("below md the menu button opens the links and closes on navigation and on Escape", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await open(page, "/", PAGES[0].heading);
  const toggle = page.getByRole("button", { name: "Menu" });
  await expect(page.getByRole("navigation", { name: "Main", exact: true })).toBeHidden();

  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  const menu = page.getByRole("navigation", { name: "Main menu" });
  await shot(page, "public-mobile-menu-375");
  await menu.getByRole("link", { name: "Pricing" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Simple plans for every practice" })).toBeVisible();
  await expect(menu).toBeHidden();

  await page.getByRole("button", { name: "Menu" }).focus();
  await page.keyboard.press("Enter");
  await expect(menu).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(page.getByRole("button", { name: "Menu" })).toBeFocused();
});

test("FAQ answers open and close independently", async ({ page }) => {
  await open(page, "/faqs", "Frequently asked questions");
  const questions = page.locator(".faq-question button");
  await expect(questions).toHaveCount(12);

  await questions.nth(0).click();
  await questions.nth(3).click();
  await expect(questions.nth(0)).toHaveAttribute("aria-expanded", "true");
  await expect(questions.nth(3)).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByText("Coming Soon...")).toHaveCount(0);
  await questions.nth(0).click();

  await expect(questions.nth(0)).toHaveAttribute("aria-expanded", "false");
  await expect(questions.nth(3)).toHaveAttribute("aria-expanded", "true");
  await page.getByRole("link", { name: "Schedule a Call" }).click();
  await expect(page.getByLabel("Reason for enquiry")).toHaveValue("demo");
});

test("a founder card turns over when tapped", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await open(page, "/about", "Every patient deserves to understand their care");
  const toggle = page.getByRole("button", { name: "Show more about Dr. Amara Okafor" });

  await toggle.click();

  await expect(toggle).toHaveAttribute("aria-pressed", "true");
  await toggle.scrollIntoViewIfNeeded();
  await page.waitForTimeout(700);
  await shot(page, "public-about-flipped-375");
});

test("the contact form asks for the required fields, then reaches the operator and clears", async ({ page }) => {
  const company = `Harbor Clinic ${Date.now()}`;
  await open(page, "/contact?reason=pricing", "Talk to the ClearNote team");
  await expect(page.getByLabel("Reason for enquiry")).toHaveValue("pricing");

  await page.getByRole("button", { name: "Send Message" }).click();
  await expectToast(page, "Missing Required Fields", "Please fill in all required fields and agree to the terms.");
  await expect(page.getByLabel("First name")).toHaveAttribute("aria-invalid", "true");

  await page.getByLabel("First name").fill("Dana");
  await page.getByLabel("Last name").fill("Rivera");
  await page.getByLabel("Email").fill("dana.rivera@clinic.example");
  await page.getByLabel("Company name").fill(company);
  await page.getByLabel("Country").selectOption("us");
  await page.getByRole("textbox", { name: "Message" }).fill("Six clinicians, about 300 summaries a month.");
  await page.getByLabel("I agree to be contacted by ClearNote about my enquiry.").check();
  await page.getByLabel("I agree to the Privacy Policy.").check();
  await shot(page, "public-contact-filled-1280");
  await page.getByRole("button", { name: "Send Message" }).click();

  await expectToast(page, "Message Sent");
  await expect(page.getByLabel("First name")).toHaveValue("");
  await expect(page.getByLabel("Company name")).toHaveValue("");
  await expect(page.getByLabel("I agree to the Privacy Policy.")).not.toBeChecked();
  const mail = await fetch(`${process.env.E2E_SES_URL}/store`).then((r) => r.json());
  const enquiry = (mail.emails as Array<{ subject: string }>).find((e) => e.subject.includes(company));
  expect(enquiry?.subject).toBe(`New enquiry (Pricing) from Dana Rivera, ${company}`);
});

test("signed in, the header offers Dashboard, Contact us and an avatar menu whose Sign Out returns home", async ({
  page,
}) => {
  await signIn(page);
  await page.goto(`${baseURL()}/pricing`);
  const banner = page.getByRole("banner");
  await expect(banner.getByRole("link", { name: "Contact us" })).toBeVisible();
  await expect(banner.getByRole("link", { name: "Dashboard", exact: true })).toBeVisible();
  await expect(banner.getByRole("link", { name: "ClearNote, go to your dashboard" })).toHaveAttribute(
    "href",
    "/dashboard",
  );

  const avatar = banner.getByRole("button", { name: /Account menu/ });
  await avatar.click();
  await expect(banner).toContainText(process.env.E2E_DEMO_EMAIL ?? "");
  await shot(page, "public-signed-in-menu-1280");
  await banner.getByRole("button", { name: "Sign Out" }).click();

  await expect(page).toHaveURL(`${baseURL()}/`);
  await expect(page.getByRole("banner").getByRole("link", { name: "Log In" })).toBeVisible();
});
