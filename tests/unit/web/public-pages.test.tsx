// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import type { ComponentType } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MemoryRouter } from "./memory-routes";

vi.mock("#web/api/public", () => ({ publicApi: {} }));

const pages: Array<[string, string, () => Promise<{ default: ComponentType }>]> = [
  ["How it Works | ClearNote Health", "/how-it-works", () => import("#web/pages/public/HowItWorksPage")],
  ["Pricing | ClearNote Health", "/pricing", () => import("#web/pages/public/PricingPage")],
  ["FAQs | ClearNote Health", "/faqs", () => import("#web/pages/public/FaqsPage")],
  ["About | ClearNote Health", "/about", () => import("#web/pages/public/AboutPage")],
  ["Contact | ClearNote Health", "/contact", () => import("#web/pages/public/ContactPage")],
  ["Privacy Policy | ClearNote Health", "/privacy", () => import("#web/pages/public/PrivacyPage")],
  ["Terms of Service | ClearNote Health", "/terms", () => import("#web/pages/public/TermsPage")],
  ["Security & compliance | ClearNote Health", "/security", () => import("#web/pages/public/SecurityPage")],
  ["Help Center | ClearNote Health", "/help", () => import("#web/pages/public/HelpPage")],
];

afterEach(cleanup);

async function show(load: () => Promise<{ default: ComponentType }>, path: string) {
  const { default: Page } = await load();
  render(
    <MemoryRouter initialEntries={[path]}>
      <Page />
    </MemoryRouter>,
  );
}

describe("public pages", () => {
  it.each(pages)("'%s' sets its title, one description of its own and one h1", async (title, path, load) => {
    document.head.innerHTML = '<meta name="description" content="Healthcare language, human understanding." />';

    await show(load, path);

    expect(document.title).toBe(title);
    const descriptions = document.head.querySelectorAll('meta[name="description"]');
    expect(descriptions).toHaveLength(1);
    expect(descriptions[0].getAttribute("content")).not.toBe("Healthcare language, human understanding.");
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
  });

  it("prices the plans as the spec does and sends each button where the decision says", async () => {
    await show(pages[1][2], "/pricing");

    const text = document.body.textContent ?? "";
    for (const fact of ["$49", "Up to 100 summaries per month", "$129", "Up to 500 summaries per month", "Custom"]) {
      expect(text).toContain(fact);
    }
    expect(text).toContain("Most Popular");
    expect(text).toContain("14-day free trial");
    expect(screen.getByRole("link", { name: "Start Free Trial: Starter" }).getAttribute("href")).toBe("/login");
    expect(screen.getByRole("link", { name: "Start Free Trial: Professional" }).getAttribute("href")).toBe("/login");
    expect(screen.getByRole("link", { name: "Contact Sales: Enterprise" }).getAttribute("href")).toBe(
      "/contact?reason=pricing",
    );
  });

  it("leads How it Works through the three steps to 'Request a Demo'", async () => {
    await show(pages[0][2], "/how-it-works");

    const steps = screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent);
    expect(steps.slice(0, 3)).toEqual(["Step 1: Upload Document", "Step 2: AI Processing", "Step 3: Secure Delivery"]);
    expect(screen.getByRole("link", { name: /Request a Demo/ }).getAttribute("href")).toBe("/contact?reason=demo");
  });

  it("lists the four values and two co-founders on About", async () => {
    await show(pages[3][2], "/about");

    for (const value of ["Patient-Centered", "Privacy First", "Clinical Excellence", "Compassionate Care"]) {
      expect(screen.getByRole("heading", { name: value })).toBeTruthy();
    }
    expect(screen.getAllByRole("button", { name: /Show more about/ })).toHaveLength(2);
  });

  it("gives the help center's facts: formats, processing time, replies and hours", async () => {
    await show(pages[8][2], "/help");

    const text = document.body.textContent ?? "";
    expect(text).toContain("PDF, Word (DOC, DOCX), JPG/PNG");
    expect(text).toContain("1–2 minutes");
    expect(text).toContain("up to 5 minutes");
    expect(text).toContain("within 24 hours");
    expect(text).toContain("9 AM – 6 PM EST");
  });

  it("tells how to report a vulnerability on the security page", async () => {
    await show(pages[7][2], "/security");

    expect(screen.getByRole("heading", { name: "Reporting a vulnerability" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "security@clearnote.health" }).getAttribute("href")).toBe(
      "mailto:security@clearnote.health",
    );
  });
});
