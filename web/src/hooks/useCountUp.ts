import { type RefObject, useEffect, useState } from "react";

const FRAMES = 78;
const easeOutCubic = (t: number) => 1 - (1 - t) ** 3;

/**
 * Spec section 4: once the element is at least half visible and the value is known, count up with cubic ease-out
 * over 78 animation frames.
 */
export function useCountUp(target: number | null, ref: RefObject<Element | null>): number | null {
  const [visible, setVisible] = useState(false);
  const [value, setValue] = useState<number | null>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setVisible(true);
      },
      { threshold: 0.5 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);

  useEffect(() => {
    if (!visible || target === null) return;
    let frame = 0;
    let handle = 0;
    const step = () => {
      frame++;
      setValue(target * easeOutCubic(Math.min(1, frame / FRAMES)));
      if (frame < FRAMES) handle = requestAnimationFrame(step);
    };
    handle = requestAnimationFrame(step);
    return () => cancelAnimationFrame(handle);
  }, [visible, target]);

  return value;
}
