// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { useRef } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useCountUp } from "#web/hooks/useCountUp";

/** An IntersectionObserver the test drives: `show(ratio)` reports the observed element at that visible ratio. */
let report: ((ratio: number) => void) | undefined;

beforeEach(() => {
  report = undefined;
  globalThis.IntersectionObserver = class {
    constructor(private readonly callback: IntersectionObserverCallback) {}
    observe(target: Element) {
      report = (ratio) =>
        this.callback(
          [{ isIntersecting: ratio > 0, intersectionRatio: ratio, target } as IntersectionObserverEntry],
          this as never,
        );
    }
    disconnect() {}
    unobserve() {}
    takeRecords() {
      return [];
    }
    root = null;
    rootMargin = "";
    thresholds = [0, 0.5];
  } as unknown as typeof IntersectionObserver;
  window.matchMedia = ((query: string) => ({ matches: false, media: query })) as typeof window.matchMedia;
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function Tile({ target }: { target: number | null }) {
  const ref = useRef<HTMLDivElement>(null);
  const value = useCountUp(target, ref);
  return <div ref={ref}>{value === null ? "..." : Math.round(value)}</div>;
}

describe("the count-up of the home tiles", () => {
  it("shows the final value while the tile is off screen, as a full-page capture sees it", () => {
    render(<Tile target={1234} />);

    expect(screen.getByText("1234")).toBeTruthy();
  });

  it("starts from 0 when the tile scrolls in and counts up once it is half visible", async () => {
    render(<Tile target={1234} />);

    act(() => report?.(0.2));
    expect(screen.getByText("0")).toBeTruthy();
    act(() => report?.(0.6));

    await vi.waitFor(() => expect(screen.getByText("1234")).toBeTruthy(), { timeout: 3000 });
  });

  it("never animates with prefers-reduced-motion: the final value at once, however visible", () => {
    window.matchMedia = ((query: string) => ({
      matches: query === "(prefers-reduced-motion: reduce)",
      media: query,
    })) as typeof window.matchMedia;
    const frames = vi.spyOn(window, "requestAnimationFrame");

    render(<Tile target={1234} />);
    act(() => report?.(1));

    expect(screen.getByText("1234")).toBeTruthy();
    expect(frames).not.toHaveBeenCalled();
  });

  it("shows '...' until the value is known", () => {
    render(<Tile target={null} />);

    expect(screen.getByText("...")).toBeTruthy();
  });
});
