// Prerendered pages (bin/prerender-web.ts) are readable from their HTML and CSS alone. The app's code is requested
// only after the first paint, so on a slow connection the text shows as soon as the page arrives instead of after
// ~120 KB of script; React then takes the page over as it is (hydration). A file, not an inline script: the CSP
// allows scripts from this origin only.
(() => {
  const boot = document.currentScript;
  const entry = boot.dataset.entry;
  const preloads = (boot.dataset.preload || "").split(" ").filter(Boolean);
  const load = () => {
    for (const href of preloads) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.crossOrigin = "";
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement("script");
    script.type = "module";
    script.crossOrigin = "";
    script.src = entry;
    document.head.append(script);
  };
  // After the frame that paints the page's text, not before it. With `font-display: optional` the text waits for
  // Inter (or its short block period), so the first frame can be empty; code requested then would stand before the
  // text (Lighthouse counted it: / LCP 1.97-2.01 s, 1.50 s after).
  const fontsReady = document.fonts ? document.fonts.ready : Promise.resolve();
  // Two frames: the first callback runs before that frame paints, the second after it has.
  fontsReady.then(() => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(load, 0))));
})();
