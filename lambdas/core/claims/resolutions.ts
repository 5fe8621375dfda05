import { type FlagResolution, flagKey, isOpenFlag, type ReviewFlag } from "#contracts/review-flags";

/** Resolved flags kept as the summary's record of who checked what (issue 18), beside at most 50 open ones. */
export const MAX_RESOLVED_FLAGS = 50;

export interface Recheck {
  /** Who made the change and when (null `by`: the engine, e.g. a regeneration). */
  by: string | null;
  at: string;
  /** Keys of flags the clinician took out with "Remove". */
  removed?: readonly string[];
}

/**
 * The flags of a text after it changed: what the checker says now, with what the clinician already decided carried
 * over. A flag accepted before stays accepted while its claim stands; an open flag whose claim is gone was dealt with
 * by the change (edited, or removed when the clinician said so); resolved flags stay listed as the record of review.
 */
export function carryResolutions(
  previous: readonly ReviewFlag[] | undefined,
  now: readonly ReviewFlag[],
  change: Recheck,
): ReviewFlag[] {
  const before = new Map((previous ?? []).map((flag) => [flagKey(flag), flag]));
  const current = new Set(now.map(flagKey));
  const removed = new Set(change.removed ?? []);
  const next = now.map((flag) => {
    const earlier = before.get(flagKey(flag));
    // Only an acceptance carries over: a claim that was edited or removed and is back is open again.
    return earlier && isAccepted(earlier) ? { ...flag, ...resolutionOf(earlier) } : flag;
  });
  const history: ReviewFlag[] = [];
  for (const [key, flag] of before) {
    if (current.has(key)) continue;
    if (!isOpenFlag(flag)) {
      history.push(flag);
      continue;
    }
    const resolution: FlagResolution = {
      action: removed.has(key) ? "removed" : "edited",
      by: change.by,
      at: change.at,
    };
    history.push({ ...flag, resolution });
  }
  return [...next, ...history.slice(-MAX_RESOLVED_FLAGS)];
}

const isAccepted = (flag: ReviewFlag) =>
  flag.resolution ? flag.resolution.action === "accepted" : Boolean(flag.confirmedAt);

function resolutionOf(flag: ReviewFlag): Pick<ReviewFlag, "resolution" | "confirmedAt" | "confirmedBy"> {
  if (flag.resolution) return { resolution: flag.resolution };
  return { confirmedAt: flag.confirmedAt, confirmedBy: flag.confirmedBy };
}

/** The clinician accepts flags with one reason; unknown keys are the caller's error (checked before). */
export function acceptFlags(
  flags: readonly ReviewFlag[],
  keys: readonly string[],
  acceptance: { reason: string; by: string | null; at: string },
): { flags: ReviewFlag[]; changed: boolean } {
  const wanted = new Set(keys);
  let changed = false;
  const next = flags.map((flag) => {
    if (!isOpenFlag(flag) || !wanted.has(flagKey(flag))) return flag;
    changed = true;
    return {
      ...flag,
      resolution: { action: "accepted" as const, reason: acceptance.reason, by: acceptance.by, at: acceptance.at },
    };
  });
  return { flags: next, changed };
}

export const openFlagCount = (flags: readonly ReviewFlag[] | undefined) => (flags ?? []).filter(isOpenFlag).length;

/** What a record stores with its flags: the count lists show without reading the flags. */
export const withFlags = (flags: ReviewFlag[]) => ({ flags, openFlags: openFlagCount(flags) });
