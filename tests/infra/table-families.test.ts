import { describe, expect, it } from "vitest";
import { keys } from "#adapters/store/keys";
import { FAMILY_KEYS } from "../../infra/constructs/function-grants";

/** IAM's LeadingKeys patterns (StringLike: `*` is any run of characters, the rest literal). */
const matches = (pattern: string, value: string) =>
  new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, ".*")}$`).test(value);

describe("table partition families", () => {
  const builders = Object.entries(keys) as Array<[string, (...args: string[]) => Record<string, string>]>;
  const partitionKeys = builders
    .map(([name, build]) => [name, build("a1", "b2", "c3").pk] as const)
    .filter(([, pk]) => pk !== undefined);

  it("finds the partition key builders of keys.ts", () => {
    expect(partitionKeys.length).toBeGreaterThanOrEqual(10);
  });

  it("places every partition key keys.ts builds in exactly one family the grants can name", () => {
    for (const [name, pk] of partitionKeys) {
      const families = Object.entries(FAMILY_KEYS).filter(([, pattern]) => matches(pattern, pk));
      expect(
        families.map(([family]) => family),
        `${name} → ${pk}`,
      ).toHaveLength(1);
    }
  });
});
