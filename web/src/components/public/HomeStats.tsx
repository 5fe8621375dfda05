import { useEffect, useRef, useState } from "react";
import type { PublicStats } from "#contracts/delivery";
import { publicApi as api } from "../../api/public";
import { useCountUp } from "../../hooks/useCountUp";

type Loaded = { kind: "loading" } | { kind: "live"; stats: PublicStats } | { kind: "fresh" };

/**
 * Live numbers are a trust signal only once there are some: with no summary yet (a new deployment) or when the
 * statistics cannot be read, the same four tiles state what a clinic can expect instead of showing zeros.
 */
export function stateOf(stats: PublicStats | null): Loaded {
  return stats && stats.totalSummaries > 0 ? { kind: "live", stats } : { kind: "fresh" };
}

const whole = (n: number) => Math.round(n).toLocaleString("en-US");

function CountingTile({
  label,
  target,
  format,
}: {
  label: string;
  target: number | null;
  format: (n: number) => string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const value = useCountUp(target, ref);
  return (
    <div ref={ref} className="home-stat">
      <dt className="home-stat-label">{label}</dt>
      <dd className="home-stat-value">{value === null ? "..." : format(value)}</dd>
    </div>
  );
}

function FixedTile({ value, label }: { value: string; label: string }) {
  return (
    <div className="home-stat">
      <dt className="home-stat-label">{label}</dt>
      <dd className="home-stat-value">{value}</dd>
    </div>
  );
}

const LABELS = {
  summaries: "Summaries created",
  patients: "Patients reached",
  rating: "Average patient rating",
  providers: "Providers using ClearNote",
};

export const FRESH_TILES = [
  { value: "1–2 min", label: "From upload to a patient-ready summary" },
  { value: "Grade 8", label: "Reading level aimed at, measured on every summary" },
  { value: "256-bit", label: "Private patient links, stored only as a hash" },
  { value: "1 h – 30 d", label: "Retention you choose, 3 days by default" },
];

/** The home page's four tiles (spec sections 2 and 4): '...' while loading, then a count-up once half visible. */
export function HomeStats() {
  const [state, setState] = useState<Loaded>({ kind: "loading" });

  useEffect(() => {
    let live = true;
    api
      .publicStats()
      .then((stats) => live && setState(stateOf(stats)))
      .catch((error) => {
        console.error("Failed to load statistics", error);
        if (live) setState(stateOf(null));
      });
    return () => {
      live = false;
    };
  }, []);

  // One heading for every state, so nothing on the page changes but the tiles' own values.
  return (
    <section className="home-stats" aria-labelledby="home-stats-title" data-state={state.kind}>
      <div className="container">
        <h2 id="home-stats-title" className="home-stats-title">
          ClearNote at a glance
        </h2>
        <dl className="home-stats-grid">
          {state.kind === "fresh" ? (
            FRESH_TILES.map((tile) => <FixedTile key={tile.label} {...tile} />)
          ) : (
            <>
              <CountingTile
                label={LABELS.summaries}
                target={state.kind === "live" ? state.stats.totalSummaries : null}
                format={whole}
              />
              <CountingTile
                label={LABELS.patients}
                target={state.kind === "live" ? state.stats.patientsImpacted : null}
                format={whole}
              />
              {state.kind === "live" && state.stats.averageRating === null ? (
                <FixedTile value="No data" label={LABELS.rating} />
              ) : (
                <CountingTile
                  label={LABELS.rating}
                  target={state.kind === "live" ? state.stats.averageRating : null}
                  format={(n) => `${n.toFixed(1)}/10`}
                />
              )}
              <CountingTile
                label={LABELS.providers}
                target={state.kind === "live" ? state.stats.providers : null}
                format={whole}
              />
            </>
          )}
        </dl>
      </div>
    </section>
  );
}
