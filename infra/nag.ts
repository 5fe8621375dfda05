import { Validations } from "aws-cdk-lib";
import type { IConstruct } from "constructs";

/**
 * The only way this project acknowledges a cdk-nag finding: on one construct, with a reason
 * specific to it. `appliesTo` narrows IAM5-style findings to the exact resource or action.
 */
export function acknowledge(scope: IConstruct, id: string, reason: string, appliesTo?: string): void {
  Validations.of(scope).acknowledge({ id: appliesTo ? `${id}[${appliesTo}]` : id, reason });
}

/** Counts acknowledgements across the app, printed after synth and checked by the infra tests. */
export function countAcknowledgements(root: IConstruct): number {
  let count = 0;
  for (const node of root.node.findAll()) {
    for (const entry of node.node.metadata) {
      if (entry.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY) {
        count += Array.isArray(entry.data) ? entry.data.length : 1;
      }
    }
  }
  return count;
}
