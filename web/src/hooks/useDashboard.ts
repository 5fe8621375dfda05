import { useCallback, useEffect, useState } from "react";
import type { DashboardView } from "#contracts/dashboard";
import type { Profile } from "#contracts/settings";
import { api } from "../api/client";
import { type LoadError, loadErrorOf, notifyLoadError } from "./load-error";

export function useDashboard() {
  const [data, setData] = useState<DashboardView | null>(null);
  const [error, setError] = useState<LoadError | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [profile, setProfile] = useState<Profile | null>(null);
  const [firstVisit, setFirstVisit] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the Retry: a change reads everything again
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
      .then((d) => {
        if (!live) return;
        setData(d);
        setError(null);
      })
      .catch((failure) => {
        if (!live) return;
        // The cards count summaries (and list both kinds): the spec's summaries texts name what could not be read.
        const reason = loadErrorOf(failure);
        setError(reason);
        notifyLoadError("summaries", reason);
      });
    return () => {
      live = false;
    };
  }, [attempt]);
  const retry = useCallback(() => {
    setError(null);
    setAttempt((n) => n + 1);
  }, []);
  return { data, failed: error !== null, error, retry, profile, firstVisit };
}
