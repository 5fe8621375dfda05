import "@aws-amplify/ui-react/styles.css";
import { useState } from "react";
import { Outlet, useNavigate } from "react-router";
import { ProtectedRoute } from "../components/ProtectedRoute";
import { Sidebar } from "../components/Sidebar";
import { useAuth } from "../hooks/useAuth";

export default function DashboardLayout() {
  const { user, signOut } = useAuth();
  const navigate = useNavigate();
  const [collapsed, setCollapsed] = useState(false);

  return (
    <ProtectedRoute>
      <div className="dashboard">
        <Sidebar
          collapsed={collapsed}
          email={user?.email ?? ""}
          onToggle={() => setCollapsed((c) => !c)}
          onSignOut={async () => {
            await signOut();
            navigate("/");
          }}
        />
        <main className="dashboard-main">
          <Outlet />
        </main>
      </div>
    </ProtectedRoute>
  );
}
