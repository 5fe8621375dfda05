import { type RefObject, useEffect, useLayoutEffect, useState } from "react";

const FRAMES = 78;
const easeOutCubic = (t: number) => 1 - (1 - t) ** 3;

/** Off screen: the final value (what a static capture or a reader of the DOM gets); on screen: 0, then counting. */
type Phase = "resting" | "waiting" | "counting" | "done";

const prefersReducedMotion = () =>
  typeof window !== "undefined" &&
  typeof window.matchMedia === "function" &&
  window.matchMedia("(prefers-reduced-motion: reduce)").matches;

const onScreen = (element: Element) => {
  const { top, bottom } = element.getBoundingClientRect();
  return bottom > 0 && top < window.innerHeight;
};

/**
 * Spec section 4: once the element is at least half visible and the value is known, count up with cubic ease-out
 * over 78 animation frames. Until the element comes into view it shows the final value, so full-page captures,
 * printing and anything reading the page see real numbers; with prefers-reduced-motion it never animates.
 */
export function useCountUp(target: number | null, ref: RefObject<Element | null>): number | null {
  const [phase, setPhase] = useState<Phase>("resting");
  const [value, setValue] = useState(0);
  const still = prefersReducedMotion();

  // Before the first paint with a value: a tile already on screen starts from 0 instead of flashing the final value.
  useLayoutEffect(() => {
    const element = ref.current;
    if (still || target === null || !element) return;
    if (onScreen(element)) setPhase((p) => (p === "resting" ? "waiting" : p));
  }, [ref, target, still]);

  useEffect(() => {
    const element = ref.current;
    if (still || target === null || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          const halfVisible = (entry.intersectionRatio ?? 1) >= 0.5;
          setPhase((p) => (p === "done" ? p : halfVisible ? "counting" : p === "resting" ? "waiting" : p));
        }
      },
      { threshold: [0, 0.5] },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, target, still]);

  useEffect(() => {
    if (phase !== "counting" || target === null) return;
    let frame = 0;
    let handle = 0;
    const step = () => {
      frame++;
      setValue(target * easeOutCubic(Math.min(1, frame / FRAMES)));
      if (frame < FRAMES) handle = requestAnimationFrame(step);
      else setPhase("done");
    };
    handle = requestAnimationFrame(step);
    return () => cancelAnimationFrame(handle);
  }, [phase, target]);

  if (target === null) return null;
  if (still || phase === "resting" || phase === "done") return target;
  return phase === "waiting" ? 0 : value;
}
