/**
 * The single table's physical shape, shared by the CDK data stack and the local stack's bootstrap,
 * so both create exactly the same keys, index and TTL attribute.
 */
export const TABLE_DESIGN = {
  partitionKey: "pk",
  sortKey: "sk",
  gsi1: { name: "gsi1", partitionKey: "gsi1pk", sortKey: "gsi1sk" },
  ttlAttribute: "expiresAt",
} as const;
