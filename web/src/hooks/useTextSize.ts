import { useLayoutEffect, useState } from "react";

/** The patient's text sizes (issue 25, part 3): 100, 150 and 200 % of the browser's own. */
export const TEXT_SIZES = [100, 150, 200] as const;
export type TextSize = (typeof TEXT_SIZES)[number];

const KEY = "clearnote.portal.textSize";

/** The size chosen on this device before; a browser that refuses storage (private mode) starts at 100 %. */
function storedSize(): TextSize {
  try {
    const size = Number(localStorage.getItem(KEY));
    return (TEXT_SIZES as readonly number[]).includes(size) ? (size as TextSize) : 100;
  } catch {
    return 100;
  }
}

/**
 * The portal's text size, remembered on the device. It scales the root font size, so every rem of the page grows with
 * it (text, spacing, buttons) and the layout reflows instead of zooming; set before the first paint, so a patient who
 * chose 200 % never sees the page jump.
 */
export function useTextSize(): [TextSize, (size: TextSize) => void] {
  const [size, setSize] = useState<TextSize>(storedSize);
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.style.fontSize = size === 100 ? "" : `${size}%`;
    return () => {
      root.style.fontSize = "";
    };
  }, [size]);
  const choose = (next: TextSize) => {
    setSize(next);
    try {
      localStorage.setItem(KEY, String(next));
    } catch {
      // Not remembered on this device; the page still shows the size.
    }
  };
  return [size, choose];
}
