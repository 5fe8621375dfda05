// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { RuntimeConfig } from "#web/runtime-config";
import { MemoryRouter } from "./memory-routes";

const runtime = vi.hoisted(() => ({ config: undefined as Partial<RuntimeConfig> | undefined }));
vi.mock("#web/config", () => ({
  appConfig: () => {
    if (!runtime.config) throw new Error("Configuration used before loadConfig() finished");
    return runtime.config;
  },
}));

const { SiteFooter } = await import("#web/components/public/SiteFooter");
const { DEFAULT_SUPPORT } = await import("#web/components/public/support-contact");

afterEach(() => {
  cleanup();
  runtime.config = undefined;
});

function renderFooter() {
  render(
    <MemoryRouter>
      <SiteFooter />
    </MemoryRouter>,
  );
  return screen.getByRole("contentinfo");
}

describe("the site footer", () => {
  it("links the privacy policy, terms, security and help center", () => {
    renderFooter();

    for (const [name, href] of [
      ["Privacy Policy", "/privacy"],
      ["Terms of Service", "/terms"],
      ["Security", "/security"],
      ["Help Center", "/help"],
    ]) {
      expect(screen.getByRole("link", { name }).getAttribute("href")).toBe(href);
    }
  });

  it("shows the operator's support email, phone and city from the runtime config", () => {
    runtime.config = { support: { email: "help@harbor.example", phone: "+1 212 555 0100", city: "New York, NY" } };

    const footer = renderFooter();

    expect(screen.getByRole("link", { name: "help@harbor.example" }).getAttribute("href")).toBe(
      "mailto:help@harbor.example",
    );
    expect(screen.getByRole("link", { name: "+1 212 555 0100" }).getAttribute("href")).toBe("tel:+12125550100");
    expect(footer.textContent).toContain("New York, NY");
  });

  it("falls back to the defaults for what the runtime config leaves out", () => {
    runtime.config = { support: { email: "help@harbor.example" } };

    const footer = renderFooter();

    expect(footer.textContent).toContain("help@harbor.example");
    expect(footer.textContent).toContain(DEFAULT_SUPPORT.phone);
    expect(footer.textContent).toContain(DEFAULT_SUPPORT.city);
  });

  it("uses the defaults before the configuration has loaded", () => {
    const footer = renderFooter();

    expect(footer.textContent).toContain(DEFAULT_SUPPORT.email);
  });

  it("reads © 2024", () => {
    expect(renderFooter().textContent).toContain("© 2024");
  });
});
