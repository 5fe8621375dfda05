import { beforeAll, describe, expect, inject, it } from "vitest";
import { type Clinician, newClinician } from "../support/clinicians";

const stack = inject("stack");
let clinician: Clinician;

beforeAll(async () => {
  clinician = await newClinician(stack, "settings");
});

describe("settings through the local gateway", () => {
  it("answers the spec defaults to a new clinician", async () => {
    const me = await clinician.call("GET", "/me");

    expect(me.status).toBe(200);
    expect(me.body.profile.email).toBe(clinician.email);
    expect(me.body.settings).toMatchObject({
      summaryTemplate: "discharge_summary",
      clinicalNotesTemplate: "soap_format",
      retentionHours: 72,
      autoDeleteEnabled: true,
    });
  });

  it("keeps a saved retention period and template choice", async () => {
    await clinician.call("PUT", "/settings", { retentionHours: 168, clinicalNotesTemplate: "clinical_progress_note" });

    const me = await clinician.call("GET", "/me");

    expect(me.body.settings.retentionHours).toBe(168);
    expect(me.body.settings.clinicalNotesTemplate).toBe("clinical_progress_note");
  });

  it("stores Never as null", async () => {
    await clinician.call("PUT", "/settings", { retentionHours: null });

    const me = await clinician.call("GET", "/me");

    expect(me.body.settings.retentionHours).toBeNull();
  });

  it("refuses an unlabelled retention period and changes nothing", async () => {
    const before = (await clinician.call("GET", "/me")).body.settings;

    const response = await clinician.call("PUT", "/settings", { retentionHours: 48 });

    expect(response.status).toBe(422);
    expect((await clinician.call("GET", "/me")).body.settings).toEqual(before);
  });

  it("refuses a template id that does not exist", async () => {
    const response = await clinician.call("PUT", "/settings", { summaryTemplate: "custom_01doesnotexist" });

    expect(response.status).toBe(422);
  });

  it("refuses a request without a token", async () => {
    const response = await fetch(`${stack.apiUrl}/me`);

    expect(response.status).toBe(401);
  });

  it("refuses a forged token", async () => {
    const [header, payload] = clinician.token.split(".");
    const forged = `${header}.${payload}.c2lnbmF0dXJl`;

    const response = await fetch(`${stack.apiUrl}/me`, { headers: { authorization: `Bearer ${forged}` } });

    expect(response.status).toBe(401);
  });
});
