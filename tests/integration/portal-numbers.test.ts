import { randomUUID } from "node:crypto";
import { describe, expect, inject, it } from "vitest";
import { PRACTICE_PHONE_MESSAGE } from "#contracts/phone";
import { newClinician } from "../support/clinicians";
import { emailFor, patientPost, portalLinkIn, readySummary, sendBody } from "../support/delivery";
import { mailFor } from "../support/mailbox";

const stack = inject("stack");

/** Sends a fresh summary of `clinician` and opens it as the patient does; answers the portal's body. */
async function openedPortal(clinician: Awaited<ReturnType<typeof newClinician>>) {
  const summary = await readySummary(clinician);
  const patient = emailFor("numbers");
  const sent = await clinician.call("POST", `/summaries/${summary.id}/send`, sendBody(patient, randomUUID(), false));
  expect(sent.status).toBe(200);
  const opened = await patientPost(stack.apiUrl, "/portal/summary", portalLinkIn(await mailFor(stack.sesUrl, patient)));
  expect(opened.status).toBe(200);
  return opened.body;
}

describe("the numbers the portal offers to call (issue 25)", () => {
  it("gives the portal the practice phone and emergency number saved in Settings", async () => {
    const clinician = await newClinician(stack, "numbers");

    const saved = await clinician.call("PUT", "/settings", {
      practicePhone: " (555) 010-4477 ",
      emergencyNumber: "999",
    });
    const portal = await openedPortal(clinician);

    expect(saved.status).toBe(200);
    expect(saved.body.settings).toMatchObject({ practicePhone: "(555) 010-4477", emergencyNumber: "999" });
    expect(portal).toMatchObject({ practice_phone: "(555) 010-4477", emergency_number: "999" });
  });

  it("gives no practice phone and 911 when the practice set neither", async () => {
    const clinician = await newClinician(stack, "numbers-none");

    const portal = await openedPortal(clinician);

    expect(portal).toMatchObject({ practice_phone: null, emergency_number: "911" });
  });

  it("refuses a practice phone that is not a phone number, with the message, and changes nothing", async () => {
    const clinician = await newClinician(stack, "numbers-bad");
    await clinician.call("PUT", "/settings", { practicePhone: "555 010 4477" });

    const refused = await clinician.call("PUT", "/settings", { practicePhone: "call reception" });
    const me = await clinician.call("GET", "/me");

    expect(refused.status).toBe(422);
    expect(refused.body.error).toMatchObject({
      message: PRACTICE_PHONE_MESSAGE,
      fields: { practicePhone: PRACTICE_PHONE_MESSAGE },
    });
    expect(me.body.settings.practicePhone).toBe("555 010 4477");
  });

  it("refuses an emergency number it does not offer", async () => {
    const clinician = await newClinician(stack, "numbers-emergency");

    const refused = await clinician.call("PUT", "/settings", { emergencyNumber: "12345" });

    expect(refused.status).toBe(422);
  });

  it("clears the practice phone when it is saved empty", async () => {
    const clinician = await newClinician(stack, "numbers-clear");
    await clinician.call("PUT", "/settings", { practicePhone: "+44 20 7946 0958" });

    const cleared = await clinician.call("PUT", "/settings", { practicePhone: "" });

    expect(cleared.body.settings.practicePhone).toBeNull();
  });
});
