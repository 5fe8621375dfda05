import type { Action, Mention } from "./medicine-types";

/**
 * Whether what the source says of a medicine supports what the checked text says to do with it. A summary may say
 * less than the letter (a medicine the letter lists without a word of change is one to keep taking), never the
 * opposite: "stop" needs a stop the source gives without a condition ("stop empagliflozin if you are vomiting" is
 * not "stop empagliflozin").
 */

/** For each action a text may claim, the source actions that support it. */
const SUPPORTED_BY: Record<Action, Action[]> = {
  new: ["new", "restart", "change"],
  stop: ["stop"],
  continue: ["continue", "restart", "change"],
  change: ["change", "new", "restart"],
  hold: ["hold", "stop"],
  restart: ["restart", "new", "continue", "hold"],
  hospital: ["hospital"],
};

/** "Stop taking it for 48 hours", "until your review": a pause, which a source's "hold" supports. */
const TEMPORARY = /\b(?:for \d+|for now|for the time being|until|while|during|temporarily|for a few days)\b/i;

const DO_NOT_STOP = /\b(?:do not|don't|never|must not)\s+stop\b/i;

/** A stop the claim itself puts later: "after 4 February", "from Monday", "once the course is finished". */
const STOPS_LATER = /\b(?:after|from|once(?! (?:a|an|per|every|daily|weekly|monthly|nightly)\b)|at the end of)\b/i;

export function supports(source: Mention, claim: Mention, claimText: string): boolean {
  const action = claim.claimed?.action;
  if (!action) return true;
  // "Started 5 days ago" supports keeping on with it, and nothing else.
  if (source.history) return action === "continue" && (source.pastAction === "new" || source.pastAction === "continue");
  // A medicine listed with its dose or how often and no word of change ("Plan: nitrofurantoin 100 mg twice daily",
  // "Hydrocortisone 1% ointment: apply thinly once a day") is one to take: a cream's strength is no dose.
  const listed =
    source.actions.length === 0 && source.medicineContext && (source.doses.length > 0 || source.frequencies.length > 0);
  if ((action === "continue" || action === "new" || action === "restart") && listed) return true;
  if (action === "continue" && source.actions.length === 0) return true;
  if (action === "hospital" && source.routes.some((r) => r.route === "vein")) return true;
  // "Stop taking:" where the source comes off it in steps: stopping today is not what it says.
  if (action === "stop" && claim.claimed?.by === "label" && source.tapered) return false;
  // "Stop taking:" where the source goes on with it until a date or a review and stops it then, unless the claim says
  // when ("Stop taking: aripiprazole tablets, after 11 February"); "until" a date is how long to go on, not a stop.
  if (action === "stop" && claim.claimed?.by === "label" && source.deferredStop && !STOPS_LATER.test(claimText)) {
    return false;
  }
  // "Do not stop ticagrelor yourself" of a medicine the letter starts: keep on with it, not "you already take it".
  if (action === "continue" && DO_NOT_STOP.test(claimText) && source.actions.some((a) => a !== "stop" && a !== "hold"))
    return true;
  const accepted = SUPPORTED_BY[action];
  // "Stop taking: X for 48 hours": the pause is said in the claim's own sentence, not in a later one that tells what
  // was done in hospital ("We stopped it for a while in hospital").
  const ownSentence = claimText.split(/(?<=[.!?])\s+(?=[A-Z])/)[0];
  if (action === "stop" && TEMPORARY.test(ownSentence) && source.actions.includes("hold")) return true;
  // A conditional stop in the source supports only a conditional stop.
  if ((action === "stop" || action === "hold") && source.conditional && !claim.conditional) return false;
  return source.actions.some((a) => accepted.includes(a));
}

/** What the source's words say to do, as a clause: "start apixaban". */
export function sayAction(action: Action, drug: string): string {
  switch (action) {
    case "new":
      return `start ${drug}`;
    case "stop":
      return `stop ${drug}`;
    case "continue":
      return `keep taking ${drug}`;
    case "change":
      return `change the dose of ${drug}`;
    case "hold":
      return `pause ${drug}`;
    case "restart":
      return `restart ${drug}`;
    case "hospital":
      return `${drug} was given in hospital only`;
  }
}

/** What the checked text says, short: "this says stop." */
export function sayClaim(action: Action): string {
  switch (action) {
    case "new":
      return "start";
    case "stop":
      return "stop";
    case "continue":
      return "keep taking it";
    case "change":
      return "a change of dose";
    case "hold":
      return "pause it";
    case "restart":
      return "restart it";
    case "hospital":
      return "in hospital only";
  }
}

/** The action a source mention gives most plainly: a label or marker first, then a verb without a condition. */
export function plainAction(mentions: Mention[]): { action: Action; mention: Mention } | undefined {
  const ranked = mentions.filter((m) => m.claimed && !m.history).sort((a, b) => rank(a) - rank(b) || a.start - b.start);
  const first = ranked[0];
  return first?.claimed ? { action: first.claimed.action, mention: first } : undefined;
}

function rank(m: Mention): number {
  const by = m.claimed?.by;
  const base = by === "label" || by === "marker" ? 0 : by === "verb" ? 1 : 2;
  return base + (m.conditional ? 3 : 0) + (m.claimed?.action === "hospital" ? 1 : 0);
}
