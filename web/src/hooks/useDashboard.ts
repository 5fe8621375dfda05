import { useEffect, useState } from "react";
import type { Profile } from "../../../lambdas/contracts/settings";
import type { DashboardView } from "../../../lambdas/core/dashboard";
import { api } from "../api/client";

export function useDashboard() {
  const [data, setData] = useState<DashboardView | null>(null);
  const [failed, setFailed] = useState(false);
  const [profile, setProfile] = useState<Profile | null>(null);
  const [firstVisit, setFirstVisit] = useState(false);
  useEffect(() => {
    let live = true;
    // The profile gives the welcome name (spec section 2) and is created on a clinician's first visit.
    api
      .me()
      .then((me) => {
        // Only the request that made the profile knows it is the first visit; remembered for this tab, so a re-run
        // of this effect (React's development double run, a reload) does not turn it into 'Welcome back'.
        const key = `clearnote:first-visit:${me.profile.email}`;
        if (me.firstVisit) sessionStorage.setItem(key, "1");
        if (!live) return;
        setProfile(me.profile);
        setFirstVisit(me.firstVisit === true || sessionStorage.getItem(key) === "1");
      })
      .catch(() => undefined);
    api
      .dashboard()
      .then((d) => live && setData(d))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, []);
  return { data, failed, profile, firstVisit };
}
