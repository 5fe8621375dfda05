import { useEffect, useState } from "react";
import type { DashboardView } from "../../../lambdas/core/dashboard";
import { api } from "../api/client";

export function useDashboard() {
  const [data, setData] = useState<DashboardView | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    api
      .dashboard()
      .then((d) => live && setData(d))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, []);
  return { data, failed };
}
