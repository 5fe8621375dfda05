/**
 * The few icons of the portal's reading tools, drawn here: lucide-react's icons share one chunk (web/vite.config.ts),
 * which the portal would otherwise load whole for seven glyphs.
 */
function Glyph({ d }: { d: string }) {
  return (
    <svg
      className="portal-icon"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={d} />
    </svg>
  );
}

export const PrintIcon = () => (
  <Glyph d="M6 9V3h12v6M6 18H4a2 2 0 0 1-2-2v-5a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2v5a2 2 0 0 1-2 2h-2M6 14h12v7H6z" />
);
export const ListenIcon = () => <Glyph d="M11 5 6 9H2v6h4l5 4zM15.5 8.5a5 5 0 0 1 0 7M19 5a10 10 0 0 1 0 14" />;
export const PauseIcon = () => <Glyph d="M7 4h3v16H7zM14 4h3v16h-3z" />;
export const PlayIcon = () => <Glyph d="M7 4l13 8-13 8z" />;
export const StopIcon = () => <Glyph d="M6 6h12v12H6z" />;
export const PreviousIcon = () => <Glyph d="M19 20 9 12l10-8zM5 19V5" />;
export const NextIcon = () => <Glyph d="M5 4l10 8-10 8zM19 5v14" />;
