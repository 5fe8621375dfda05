// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useAuth } from "#web/hooks/useAuth";
import ErrorPage from "#web/pages/ErrorPage";
import NotFoundPage from "#web/pages/NotFoundPage";

afterEach(cleanup);

function Boom(): never {
  throw new Error("render failed");
}

function Orphan() {
  useAuth();
  return null;
}

describe("routing screens", () => {
  it("shows the router fallback headed 'Unexpected Application Error!' when a route throws", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const router = createMemoryRouter([{ path: "/", element: <Boom />, errorElement: <ErrorPage /> }]);

    render(<RouterProvider router={router} />);

    expect(await screen.findByRole("heading", { name: "Unexpected Application Error!" })).toBeTruthy();
    expect(screen.getByText("render failed")).toBeTruthy();
  });

  it("logs a 404 with the path and offers the way home", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const router = createMemoryRouter([{ path: "*", element: <NotFoundPage /> }], { initialEntries: ["/nope"] });

    render(<RouterProvider router={router} />);

    expect(screen.getByText("Oops! Page not found")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Return to Home" }).getAttribute("href")).toBe("/");
    expect(log).toHaveBeenCalledWith("404 Error: User attempted to access non-existent route:", "/nope");
  });

  it("refuses useAuth outside its provider with the spec's message", () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);

    expect(() => render(<Orphan />)).toThrow("useAuth must be used within an AuthProvider");
  });
});
