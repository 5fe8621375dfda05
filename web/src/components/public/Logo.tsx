/** The ClearNote mark (the favicon's cross on a teal tile) and word mark. */
export function Logo({ inverse = false }: { inverse?: boolean }) {
  return (
    <span className={inverse ? "logo logo-inverse" : "logo"}>
      <svg className="logo-mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="9" fill="currentColor" />
        <path d="M10 16h12M16 10v12" stroke="#fff" strokeWidth="3.6" strokeLinecap="round" />
      </svg>
      <span className="logo-word">
        Clear<span>Note</span>
      </span>
    </span>
  );
}
