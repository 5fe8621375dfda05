import { randomUUID } from "node:crypto";
import { describe, expect, inject, it } from "vitest";
import { newClinician } from "../support/clinicians";
import {
  emailFor,
  feedbackLinkIn,
  followUpsAtOnce,
  patientPost,
  portalLinkIn,
  readySummary,
  sendBody,
} from "../support/delivery";

const stack = inject("stack");

interface StoredEmail {
  from: string;
  subject: string;
  destination: { to: string[] };
  body: { html?: string; text?: string };
}

async function mailTo(address: string): Promise<StoredEmail[]> {
  const store = (await fetch(`${stack.sesUrl}/store`).then((r) => r.json())) as { emails: StoredEmail[] };
  return store.emails.filter((e) => e.destination.to.includes(address));
}

const post = (path: string, body: unknown) => patientPost(stack.apiUrl, path, body);

describe("the names patients see", () => {
  it("saves a display name and a practice name in Account Information", async () => {
    const clinician = await newClinician(stack, "names");
    await followUpsAtOnce(clinician);

    const saved = await clinician.call("PUT", "/profile", {
      displayName: "Dr. Amara Lee",
      practiceName: "Riverside Family Practice",
    });
    const me = await clinician.call("GET", "/me");

    expect(saved.status).toBe(200);
    expect(me.body.profile).toMatchObject({ displayName: "Dr. Amara Lee", practiceName: "Riverside Family Practice" });
  });

  it("refuses a name with a text-direction override and changes nothing", async () => {
    const clinician = await newClinician(stack, "names-bad");
    await followUpsAtOnce(clinician);

    const refused = await clinician.call("PUT", "/profile", { practiceName: "Evil\u202EPractice" });
    const me = await clinician.call("GET", "/me");

    expect(refused.status).toBe(422);
    expect(me.body.profile.practiceName ?? null).toBeNull();
  });

  it("names the clinician and the practice in the emails, the sender, the portal and the feedback page", async () => {
    const clinician = await newClinician(stack, "names-send");
    await followUpsAtOnce(clinician);
    await clinician.call("PUT", "/profile", {
      displayName: "Dr. Amara Lee",
      practiceName: "Riverside Family Practice",
    });
    const summary = await readySummary(clinician);
    const patient = emailFor("named");

    await clinician.call("POST", `/summaries/${summary.id}/send`, sendBody(patient, randomUUID()));

    const mail = await mailTo(patient);
    const summaryMail = mail.find((m) => m.subject === "Your visit summary is ready");
    expect(summaryMail?.body.text).toContain("Dr. Amara Lee at Riverside Family Practice has prepared a summary");
    expect(summaryMail?.from).toContain("Riverside Family Practice via ClearNote");
    const portal = await post("/portal/summary", portalLinkIn(mail));
    expect(portal.body.prepared_by).toBe("Dr. Amara Lee at Riverside Family Practice");
    const session = await post("/feedback/session", { session: feedbackLinkIn(mail).session });
    expect(session.body).toEqual({ open: true, preparedBy: "Dr. Amara Lee at Riverside Family Practice" });
  });

  it("says 'Your healthcare provider' when the clinician set no names", async () => {
    const clinician = await newClinician(stack, "names-none");
    await followUpsAtOnce(clinician);
    const summary = await readySummary(clinician);
    const patient = emailFor("unnamed");

    await clinician.call("POST", `/summaries/${summary.id}/send`, sendBody(patient, randomUUID()));

    const [summaryMail] = (await mailTo(patient)).filter((m) => m.subject === "Your visit summary is ready");
    expect(summaryMail.body.text).toContain("Your healthcare provider has prepared a summary");
  });
});
