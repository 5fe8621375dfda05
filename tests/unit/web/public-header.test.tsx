// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AuthUser } from "#web/hooks/useAuth";
import { createMemoryRouter, RouterProvider } from "./memory-routes";

const auth = vi.hoisted(() => ({
  user: null as AuthUser | null,
  loading: false,
  signOut: async () => undefined,
}));
vi.mock("#web/hooks/useAuth", () => ({ useAuth: () => auth }));

const { SiteHeader } = await import("#web/components/public/SiteHeader");

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: "*",
        element: (
          <>
            <SiteHeader />
            <p>page</p>
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  auth.user = null;
  auth.loading = false;
  auth.signOut = vi.fn(async () => undefined);
});
afterEach(cleanup);

describe("the public header", () => {
  it("links the logo home and offers Log In when signed out", () => {
    renderAt("/pricing");

    expect(screen.getByRole("link", { name: "ClearNote home" }).getAttribute("href")).toBe("/");
    const main = screen.getByRole("navigation", { name: "Main" });
    const labels = within(main)
      .getAllByRole("link")
      .map((l) => l.textContent);
    expect(labels).toEqual(["How it Works", "Pricing", "FAQs", "About"]);
    expect(screen.getAllByRole("link", { name: "Log In" })[0].getAttribute("href")).toBe("/login");
    expect(screen.queryByRole("link", { name: "Contact us" })).toBeNull();
  });

  it("signed in, links the logo to the dashboard and shows Dashboard, Contact us and the account menu", () => {
    auth.user = { sub: "u-1", email: "alex@clinic.example" };

    renderAt("/");

    expect(screen.getByRole("link", { name: "ClearNote, go to your dashboard" }).getAttribute("href")).toBe(
      "/dashboard",
    );
    expect(screen.getAllByRole("link", { name: "Contact us" })[0].getAttribute("href")).toBe("/contact");
    expect(screen.queryByRole("link", { name: "Log In" })).toBeNull();
    const avatar = screen.getByRole("button", { name: "Account menu for alex@clinic.example" });
    expect(avatar.getAttribute("aria-expanded")).toBe("false");
  });

  it("opens the account menu with the email, Dashboard, Settings and Sign Out", () => {
    auth.user = { sub: "u-1", email: "alex@clinic.example" };
    renderAt("/");

    fireEvent.click(screen.getByRole("button", { name: /Account menu/ }));

    const panel = document.getElementById(
      screen.getByRole("button", { name: /Account menu/ }).getAttribute("aria-controls") ?? "",
    ) as HTMLElement;
    expect(panel.hidden).toBe(false);
    expect(panel.textContent).toContain("alex@clinic.example");
    expect(within(panel).getByRole("link", { name: "Settings" }).getAttribute("href")).toBe("/dashboard/settings");
    expect(within(panel).getByRole("link", { name: "Dashboard" }).getAttribute("href")).toBe("/dashboard");
    expect(within(panel).getByRole("button", { name: "Sign Out" })).toBeTruthy();
  });

  it("signs out and returns to the home page", async () => {
    auth.user = { sub: "u-1", email: "alex@clinic.example" };
    const router = renderAt("/pricing");
    fireEvent.click(screen.getByRole("button", { name: /Account menu/ }));

    fireEvent.click(screen.getAllByRole("button", { name: "Sign Out" })[0]);

    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(auth.signOut).toHaveBeenCalledOnce();
  });

  it("shows neither Log In nor the account menu while the session is still loading", () => {
    auth.loading = true;

    renderAt("/");

    expect(screen.queryByRole("link", { name: "Log In" })).toBeNull();
    expect(screen.queryByRole("button", { name: /Account menu/ })).toBeNull();
  });
});

describe("the mobile menu", () => {
  it("is a labelled button that controls the menu and reports its state", () => {
    renderAt("/");
    const toggle = screen.getByRole("button", { name: "Menu" });
    const menu = document.getElementById(toggle.getAttribute("aria-controls") ?? "") as HTMLElement;
    expect(menu.hidden).toBe(true);

    fireEvent.click(toggle);

    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    expect(menu.hidden).toBe(false);
    expect(within(menu).getByRole("link", { name: "Pricing" })).toBeTruthy();
  });

  it("closes on Escape and gives the focus back to its button", () => {
    renderAt("/");
    const toggle = screen.getByRole("button", { name: "Menu" });
    fireEvent.click(toggle);

    fireEvent.keyDown(document, { key: "Escape" });

    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(toggle);
  });

  it("closes when a link in it is followed", async () => {
    const router = renderAt("/");
    const toggle = screen.getByRole("button", { name: "Menu" });
    fireEvent.click(toggle);
    const menu = screen.getByRole("navigation", { name: "Main menu" });

    fireEvent.click(within(menu).getByRole("link", { name: "FAQs" }));

    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/faqs"));
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
  });
});
