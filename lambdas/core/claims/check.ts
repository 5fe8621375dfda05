import type { ReviewFlag } from "../../contracts/review-flags";
import { checkFaithfulness } from "../faithfulness";
import type { CheckRequest } from "./types";

/** TEMP stub until the claim checker lands: the old number and name check, read as "unsupported". */
export function checkClaims(request: CheckRequest): ReviewFlag[] {
  return checkFaithfulness(request.output, request.source.text).map((flag) => ({
    ...flag,
    verdict: "unsupported" as const,
    reason: "The source does not have this.",
    evidence: [],
  }));
}
