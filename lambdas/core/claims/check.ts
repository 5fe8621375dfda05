import type { ReviewFlag } from "../../contracts/review-flags";
import { checkFaithfulness } from "../faithfulness";
import type { CheckRequest } from "./types";

/**
 * TEMP stub (helper evalrec) so the recordings evaluation can call the claim checker before it exists: the old
 * numbers-and-names check, each finding as an "unsupported" flag. The real checker replaces this file on merge.
 */
export function checkClaims(request: CheckRequest): ReviewFlag[] {
  return checkFaithfulness(request.output, request.source.text).map((flag) => ({
    kind: flag.kind,
    value: flag.value,
    verdict: "unsupported",
    reason: `The source does not have "${flag.value}".`,
  }));
}
