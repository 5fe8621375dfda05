/**
 * The single table's physical shape, shared by the CDK data stack and the local stack's bootstrap, so both create
 * exactly the same keys and TTL attribute. The local table adds one index for its follow-up scheduler
 * (lambdas/adapters/local/follow-ups.ts), which AWS does not need.
 */
export const TABLE_DESIGN = {
  partitionKey: "pk",
  sortKey: "sk",
  ttlAttribute: "expiresAt",
} as const;
