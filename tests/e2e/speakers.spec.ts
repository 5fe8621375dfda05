import { expect, type Locator, type Page, test } from "@playwright/test";
import { expectToast, shot, signUpNewClinician } from "./support";

/**
 * Issue 20, the web half of "who said what": the sample consultation's transcript in turns under the speakers'
 * names, the notes' quotes naming who said them, renaming both speakers and swapping them (with the notes written
 * again), at desktop and phone width.
 */

/** A newcomer's account with the sample records, open on the consultation that is ready to review. */
async function openSampleConsultation(page: Page) {
  await signUpNewClinician(page, "Rivera");
  await page.getByRole("link", { name: "Settings" }).click();
  await page.getByRole("button", { name: "Restore sample records" }).click();
  await page
    .getByRole("alertdialog", { name: "Restore sample records?" })
    .getByRole("button", { name: "Restore samples" })
    .click();
  await expectToast(page, "Sample Records Restored");
  await page.getByRole("link", { name: "Past Transcriptions" }).first().click();
  await page
    .getByRole("row", { name: /Sam Fictional/ })
    .getByRole("button", { name: "View" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Sam Fictional" })).toBeVisible();
}

/** Each turn's heading, in order: who the transcript says spoke. */
const turnHeads = (transcript: Locator) => transcript.locator(".tx-turn-head").allInnerTexts();

async function noSidewaysScroll(page: Page, what: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${what} scrolls sideways`).toBeLessThanOrEqual(0);
}

test("the transcript shows turns with names; the clinician renames and swaps the speakers, and the notes follow", async ({
  page,
}) => {
  test.setTimeout(420_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await openSampleConsultation(page);
  const transcript = page.getByRole("region", { name: "Audio Transcription" });
  const speakers = transcript.getByRole("region", { name: "Speakers" });
  const notes = page.getByRole("region", { name: "Clinical Notes (Provider)" });

  // Turns under the role names, the clinician first; the low-confidence word is still highlighted.
  expect(await turnHeads(transcript)).toEqual([
    "Clinician",
    "Patient",
    "Clinician",
    "Patient",
    "Clinician",
    "Patient",
    "Clinician",
  ]);
  await expect(transcript.locator(".tx-word.low")).toHaveText(["honey"]);
  await expect(speakers).toContainText("Clinician");
  await transcript.scrollIntoViewIfNeeded();
  await transcript.screenshot({ path: "tests/e2e/artifacts/speakers-transcript-1280.png" });

  // A note sentence's evidence quotes each turn with who said it.
  await notes.getByRole("button", { name: "Denies fever, chest pain and shortness of breath." }).click();
  const quote = notes.locator(".tx-evidence");
  await expect(quote.locator(".tx-evidence-turn")).toHaveText([
    "Clinician: Have you had any fever, chest pain or shortness of breath?",
    "Patient: No, none of those.",
  ]);
  await notes.screenshot({ path: "tests/e2e/artifacts/speakers-evidence-1280.png" });

  // Rename: the form refuses a blank name with the contract's words, then saves both names.
  await speakers.getByRole("button", { name: "Rename" }).click();
  const form = speakers.getByRole("form", { name: "Rename speakers" });
  await form.getByLabel("Clinician's name").fill("   ");
  await form.getByRole("button", { name: "Save names" }).click();
  await expect(form).toContainText("Please enter a name for each speaker.");
  await form.getByLabel("Clinician's name").fill("Dr Amara Rivera");
  await form.getByLabel("Patient's name").fill("Sam Fictional");
  await expect(form).not.toContainText("Please enter a name for each speaker.");
  await speakers.screenshot({ path: "tests/e2e/artifacts/speakers-rename-form-1280.png" });
  await form.getByRole("button", { name: "Save names" }).click();
  await expect(form).toHaveCount(0);
  expect((await turnHeads(transcript)).slice(0, 2)).toEqual(["Dr Amara Rivera · Clinician", "Sam Fictional · Patient"]);
  await expect(quote.locator(".tx-evidence-turn").first()).toContainText("Dr Amara Rivera");

  // The names are stored: a reload shows them.
  await page.reload();
  await expect(transcript.locator(".tx-turn-head").first()).toContainText("Dr Amara Rivera", { timeout: 90_000 });

  // Swap: roles and names exchange, the notes are written again with the new roles.
  await speakers.getByRole("button", { name: "Swap speakers" }).click();
  await expect(speakers).toContainText("rewrites the clinical notes and the patient summary");
  await speakers.screenshot({ path: "tests/e2e/artifacts/speakers-swap-confirm-1280.png" });
  await speakers.getByRole("button", { name: "Swap and regenerate notes" }).click();
  await expect(transcript.locator(".tx-turn-head").first()).toContainText("Sam Fictional");
  await expect(transcript.locator(".tx-turn-head").first()).toContainText("Patient");
  await expect(notes.getByRole("button", { name: "Edit notes" })).toBeVisible({ timeout: 60_000 });
  await page.reload();
  await expect(transcript.locator(".tx-turn-head").first()).toContainText("Sam Fictional", { timeout: 90_000 });
  expect((await turnHeads(transcript)).slice(0, 2)).toEqual(["Sam Fictional · Patient", "Dr Amara Rivera · Clinician"]);
  await noSidewaysScroll(page, "the detail at 1280 px");
  await shot(page, "speakers-detail-swapped-1280");

  // Swap back without regenerating.
  await speakers.getByRole("button", { name: "Swap speakers" }).click();
  await speakers.getByRole("button", { name: "Swap only" }).click();
  await expect(transcript.locator(".tx-turn-head").first()).toContainText("Dr Amara Rivera");

  // Phone width: the bar, the turns and the rename form fit.
  await page.setViewportSize({ width: 375, height: 812 });
  await transcript.scrollIntoViewIfNeeded();
  await noSidewaysScroll(page, "the detail at 375 px");
  await transcript.screenshot({ path: "tests/e2e/artifacts/speakers-transcript-375.png" });
  await speakers.getByRole("button", { name: "Rename" }).click();
  await noSidewaysScroll(page, "the rename form at 375 px");
  await speakers.screenshot({ path: "tests/e2e/artifacts/speakers-rename-form-375.png" });
  await speakers.getByRole("button", { name: "Cancel" }).click();
  // The regenerated notes' first sentence: its quote names who said it.
  await notes.locator("button.tx-note-sentence").first().click();
  await expect(notes.locator(".tx-evidence .tx-speaker-name").first()).toBeVisible();
  await notes.locator(".tx-evidence").scrollIntoViewIfNeeded();
  await notes.screenshot({ path: "tests/e2e/artifacts/speakers-evidence-375.png" });
  await shot(page, "speakers-detail-375");
});
