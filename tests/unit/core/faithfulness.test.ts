import { describe, expect, it } from "vitest";
import { checkFaithfulness } from "../../../lambdas/core/faithfulness";

const source = `Discharge medications: Aspirin 81 mg daily. Metoprolol 25mg twice daily.
Follow-up with cardiology on 12/03/2026. Ejection fraction 45%. Weight 82 kg.`;

describe("faithfulness check", () => {
  it("flags nothing when every fact comes from the source", () => {
    const draft = "Take aspirin 81 mg every day and metoprolol 25 mg twice a day. See the heart team on 12/03/2026.";

    expect(checkFaithfulness(draft, source)).toEqual([]);
  });

  it("flags a dose that is not in the source", () => {
    expect(checkFaithfulness("Take aspirin 325 mg every day.", source)).toEqual([{ kind: "dose", value: "325 mg" }]);
  });

  it("flags a medication that is not in the source", () => {
    expect(checkFaithfulness("Keep taking your warfarin.", source)).toEqual([
      { kind: "medication", value: "warfarin" },
    ]);
  });

  it("flags a date that is not in the source", () => {
    expect(checkFaithfulness("Your check-up is on March 14, 2026.", source)).toEqual([
      { kind: "date", value: "March 14, 2026" },
    ]);
  });

  it("flags a bare number that is not in the source", () => {
    expect(checkFaithfulness("Your heart pumps at 60% of normal.", source)).toEqual([{ kind: "number", value: "60" }]);
  });

  it("ignores list numbering", () => {
    expect(checkFaithfulness("1. Take aspirin 81 mg.\n2. Rest.", source)).toEqual([]);
  });

  it("reports each unsupported fact once", () => {
    expect(checkFaithfulness("Take 5 mg. Then 5 mg again.", source)).toHaveLength(1);
  });
});
