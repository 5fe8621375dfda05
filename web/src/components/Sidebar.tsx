import { NavLink } from "react-router";

export const DASHBOARD_NAV = [
  { to: "/dashboard", label: "Dashboard", icon: "▦", end: true },
  { to: "/dashboard/new-summary", label: "New Summary", icon: "+" },
  { to: "/dashboard/new-transcription", label: "New Transcription", icon: "◉" },
  { to: "/dashboard/summaries", label: "Past Summaries", icon: "☰" },
  { to: "/dashboard/transcriptions", label: "Past Transcriptions", icon: "♪" },
  { to: "/dashboard/settings", label: "Settings", icon: "⚙" },
  { to: "/dashboard/support", label: "Support", icon: "?" },
] as const;

export function Sidebar({
  collapsed,
  email,
  onToggle,
  onSignOut,
}: {
  collapsed: boolean;
  email: string;
  onToggle: () => void;
  onSignOut: () => void;
}) {
  return (
    <aside className={collapsed ? "sidebar collapsed" : "sidebar"} aria-label="Dashboard navigation">
      {/* Collapsed, the 72 px rail has no room for logo and toggle side by side: they stack (smallest fix here; the
          design system's drawer work owns the sidebar's styles). */}
      <div className="sidebar-top" style={collapsed ? { flexDirection: "column", gap: "0.6rem" } : undefined}>
        <span className="brand">{collapsed ? "CN" : "ClearNote"}</span>
        <button
          type="button"
          className="icon-button"
          onClick={onToggle}
          aria-label={collapsed ? "Expand sidebar" : "Collapse sidebar"}
          aria-expanded={!collapsed}
        >
          {collapsed ? "»" : "«"}
        </button>
      </div>
      <nav>
        {DASHBOARD_NAV.map((item) => (
          <NavLink
            key={item.to}
            to={item.to}
            end={"end" in item ? item.end : false}
            className="nav-link"
            title={item.label}
          >
            <span className="nav-icon" aria-hidden="true">
              {item.icon}
            </span>
            <span className="nav-label">{item.label}</span>
          </NavLink>
        ))}
      </nav>
      <div className="sidebar-user">
        {!collapsed && (
          <>
            <div className="user-email" title={email}>
              {email}
            </div>
            <div className="user-role">Healthcare Professional</div>
          </>
        )}
        <button type="button" className="signout" onClick={onSignOut} title="Sign Out">
          <span aria-hidden="true">⎋</span>
          <span className="nav-label">Sign Out</span>
        </button>
      </div>
    </aside>
  );
}
