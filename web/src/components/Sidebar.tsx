import { Link, NavLink } from "../routing";
import { Logo } from "./public/Logo";
import {
  Activity,
  AudioLines,
  FilePlus,
  FileText,
  LayoutDashboard,
  LifeBuoy,
  LogOut,
  Mic,
  PanelLeftClose,
  PanelLeftOpen,
  Settings,
} from "./ui/icons";

/** The dashboard's destinations, in the spec's order: one list for the sidebar and the mobile drawer. */
export const DASHBOARD_NAV = [
  { to: "/dashboard", label: "Dashboard", icon: LayoutDashboard, end: true },
  { to: "/dashboard/new-summary", label: "New Summary", icon: FilePlus },
  { to: "/dashboard/new-transcription", label: "New Transcription", icon: Mic },
  { to: "/dashboard/summaries", label: "Past Summaries", icon: FileText },
  { to: "/dashboard/transcriptions", label: "Past Transcriptions", icon: AudioLines },
  { to: "/dashboard/activity", label: "Activity", icon: Activity },
  { to: "/dashboard/settings", label: "Settings", icon: Settings },
  { to: "/dashboard/support", label: "Support", icon: LifeBuoy },
] as const;

/** The links themselves; collapsed, each keeps its name for assistive technology and as a tooltip. */
export function DashboardNavLinks({ collapsed = false }: { collapsed?: boolean }) {
  return (
    <ul className="dash-nav-list">
      {DASHBOARD_NAV.map(({ to, label, icon: Icon, ...rest }) => (
        <li key={to}>
          <NavLink
            to={to}
            end={"end" in rest ? rest.end : false}
            className="nav-link"
            title={collapsed ? label : undefined}
            aria-label={collapsed ? label : undefined}
          >
            <Icon className="nav-icon" />
            <span className="nav-label">{label}</span>
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/** Who is signed in, and Sign Out. */
export function SidebarUser({
  email,
  collapsed = false,
  onSignOut,
}: {
  email: string;
  collapsed?: boolean;
  onSignOut: () => void;
}) {
  return (
    <div className="sidebar-user">
      {!collapsed && (
        <>
          <div className="user-email" title={email}>
            {email}
          </div>
          <div className="user-role">Healthcare Professional</div>
        </>
      )}
      <button
        type="button"
        className="signout"
        onClick={onSignOut}
        title={collapsed ? "Sign Out" : undefined}
        aria-label={collapsed ? "Sign Out" : undefined}
      >
        <LogOut className="nav-icon" />
        <span className="nav-label">Sign Out</span>
      </button>
    </div>
  );
}

/** From md up: the sidebar, which can collapse to icons (each still named). Below md DashboardMobileNav takes over. */
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
      <div className="sidebar-top">
        <Link to="/dashboard" className="sidebar-logo">
          <Logo inverse />
        </Link>
        <button
          type="button"
          className="icon-button"
          onClick={onToggle}
          aria-label={collapsed ? "Expand sidebar" : "Collapse sidebar"}
          aria-expanded={!collapsed}
        >
          {collapsed ? <PanelLeftOpen /> : <PanelLeftClose />}
        </button>
      </div>
      <nav aria-label="Dashboard">
        <DashboardNavLinks collapsed={collapsed} />
      </nav>
      <SidebarUser email={email} collapsed={collapsed} onSignOut={onSignOut} />
    </aside>
  );
}
