import type { FlagVerdict } from "#contracts/review-flags";
import { Badge, type BadgeTone } from "../ui/Badge";
import { ArrowLeftRight, AudioLines, ListX, SearchX } from "../ui/icons";
import { VERDICT_WORDS } from "./flag-words";

const TONE: Record<FlagVerdict, BadgeTone> = {
  contradicted: "danger",
  unsupported: "warning",
  low_confidence: "info",
  omitted: "warning",
};

const ICON = { contradicted: ArrowLeftRight, unsupported: SearchX, low_confidence: AudioLines, omitted: ListX };

/** Why a fact was flagged, in plain words, coloured by how serious it is (the opposite of the source is worst). */
export function VerdictBadge({ verdict }: { verdict: FlagVerdict }) {
  const Icon = ICON[verdict];
  return (
    <Badge tone={TONE[verdict]}>
      <Icon />
      {VERDICT_WORDS[verdict]}
    </Badge>
  );
}
