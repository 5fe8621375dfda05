import { useEffect, useRef, useState } from "react";
import type { PublicStats } from "../../../lambdas/contracts/delivery";
import { publicApi as api } from "../api/public";
import { useCountUp } from "../hooks/useCountUp";

function Tile({ label, target, format }: { label: string; target: number | null; format: (n: number) => string }) {
  const ref = useRef<HTMLDivElement>(null);
  const value = useCountUp(target, ref);
  return (
    <div ref={ref} className="live-tile">
      <strong>{value === null ? "..." : format(value)}</strong>
      <span>{label}</span>
    </div>
  );
}

/** The home page's four live tiles from GET /public/stats; on failure the error is logged and tiles show 0. */
export function LiveStats() {
  const [stats, setStats] = useState<PublicStats | null>(null);
  const [noRating, setNoRating] = useState(false);

  useEffect(() => {
    api
      .publicStats()
      .then((s) => {
        setStats(s);
        setNoRating(s.averageRating === null);
      })
      .catch((error) => {
        console.error("Failed to load statistics", error);
        setStats({ totalSummaries: 0, patientsImpacted: 0, averageRating: null, providers: 0 });
        setNoRating(true);
      });
  }, []);

  const whole = (n: number) => Math.round(n).toLocaleString("en-US");
  return (
    <section className="live-stats" aria-label="Live statistics">
      <Tile label="Summaries created" target={stats?.totalSummaries ?? null} format={whole} />
      <Tile label="Patients reached" target={stats?.patientsImpacted ?? null} format={whole} />
      {noRating ? (
        <div className="live-tile">
          <strong>No data</strong>
          <span>Average rating</span>
        </div>
      ) : (
        <Tile label="Average rating" target={stats?.averageRating ?? null} format={(n) => `${n.toFixed(1)}/10`} />
      )}
      <Tile label="Providers using ClearNote" target={stats?.providers ?? null} format={whole} />
    </section>
  );
}
