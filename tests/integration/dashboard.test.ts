import { beforeAll, describe, expect, inject, it } from "vitest";
import { DISCHARGE_NOTE } from "../fixtures/documents";
import { type Clinician, newClinician } from "../support/clinicians";
import { uploadFiles, waitForSummary } from "../support/uploads";

const stack = inject("stack");

describe("dashboard statistics", () => {
  let clinician: Clinician;
  beforeAll(async () => {
    clinician = await newClinician(stack, "dashboard");
  });

  it("starts at zero for a new clinician", async () => {
    const dashboard = await clinician.call("GET", "/dashboard");

    expect(dashboard.status).toBe(200);
    expect(dashboard.body.stats).toMatchObject({
      activityThisMonth: 0,
      activityTrend: "0%",
      unsentDrafts: 0,
      satisfaction: { value: "N/A", label: "No data" },
      chatboxRate: "N/A",
    });
  });

  it("counts a created summary atomically and lists it as recent", async () => {
    const files = await uploadFiles(clinician, [{ name: "note.txt", bytes: Buffer.from(DISCHARGE_NOTE) }]);
    const { body } = await clinician.call("POST", "/summaries", { files });
    await waitForSummary(clinician, body.summary.id);

    const dashboard = await clinician.call("GET", "/dashboard");

    expect(dashboard.body.stats).toMatchObject({ activityThisMonth: 1, activityTrend: "+100%", unsentDrafts: 1 });
    expect(dashboard.body.recent[0]).toMatchObject({ id: body.summary.id, when: "Less than 1 hour ago" });
  });
});
