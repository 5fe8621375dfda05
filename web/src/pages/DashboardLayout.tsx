import "../styles/classic-controls.css";
import { type ReactNode, useState } from "react";
import { DashboardMobileNav } from "../components/DashboardMobileNav";
import { ProtectedRoute } from "../components/ProtectedRoute";
import { Sidebar } from "../components/Sidebar";
import { useAuth } from "../hooks/useAuth";
import { useNavigate } from "../routing";

export default function DashboardLayout({ children }: { children: ReactNode }) {
  const { user, signOut } = useAuth();
  const navigate = useNavigate();
  const [collapsed, setCollapsed] = useState(false);
  const email = user?.email ?? "";
  const handleSignOut = async () => {
    await signOut();
    navigate("/");
  };

  return (
    <ProtectedRoute>
      <a className="skip-link" href="#dashboard-main">
        Skip to content
      </a>
      <div className="dashboard">
        <Sidebar
          collapsed={collapsed}
          email={email}
          onToggle={() => setCollapsed((c) => !c)}
          onSignOut={handleSignOut}
        />
        <div className="dashboard-body">
          <DashboardMobileNav email={email} onSignOut={handleSignOut} />
          <main id="dashboard-main" className="dashboard-main" tabIndex={-1}>
            {children}
          </main>
        </div>
      </div>
    </ProtectedRoute>
  );
}
