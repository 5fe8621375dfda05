import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { pdfOf } from "../fixtures/documents";
import { FLAGGED_NOTE } from "../fixtures/review-documents";
import { recording } from "../support/transcriptions";
import { acceptEveryOpenFlag, baseURL, expectToast, scratchFolder, shot, signIn, signUpNewClinician } from "./support";

/**
 * Issue 19, a normal clinic day in the browser: the screens a clinician reaches only by doing something (a result with
 * flags, the editor, version history, a transcription's detail and sent states) at phone, tablet and desktop width;
 * plain-text documents; unsaved settings; the sign-in and not-found pages.
 */

const WIDTHS = [375, 768, 1280];
const dir = scratchFolder("clinic-day");

/** The page at each width: nothing wider than the window, and a full-page screenshot of each to look at. */
async function fitsEveryWidth(page: Page, name: string): Promise<void> {
  const wide: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 860 });
    await page.waitForTimeout(150);
    const measured = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
      // The widest element that sticks out, so a failure names what to fix.
      culprit: [...document.querySelectorAll("body *")]
        .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5)
        .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join(".")}`)
        .slice(0, 5),
    }));
    if (measured.scrollWidth > measured.innerWidth) {
      wide.push(`${name} at ${width} px: ${measured.scrollWidth} px wide (${measured.culprit.join(", ")})`);
    }
    await shot(page, `clinic-day-${name}-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 860 });
  expect(wide, wide.join("\n")).toEqual([]);
}

test.describe("stateful screens at phone, tablet and desktop widths", () => {
  test("a summary's result with flags, its editor, version history and sent state never scroll sideways", async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const pdfPath = join(dir, "vance-width.pdf");
    writeFileSync(pdfPath, await pdfOf(FLAGGED_NOTE));
    await signUpNewClinician(page, "Wren");
    await page.getByRole("complementary").getByRole("link", { name: "New Summary" }).click();
    await page.getByTestId("file-input").setInputFiles(pdfPath);
    await page.getByRole("button", { name: "Generate Summary" }).click();
    await expect(page.getByRole("heading", { name: "Your Summary", exact: true })).toBeVisible({ timeout: 60_000 });
    const summary = page.getByRole("region", { name: "Summary", exact: true });
    await fitsEveryWidth(page, "summary-result");

    await summary.getByRole("button", { name: "Edit summary" }).click();
    const hospital = summary.getByLabel("Why you were in hospital");
    await expect(hospital).toBeVisible();
    await fitsEveryWidth(page, "summary-editor");
    // A dose no document has: the checker flags it, and the result shows the flags panel.
    await hospital.fill(`${await hospital.inputValue()}\nTake aspirin 325 mg every day.`);
    await summary.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByRole("region", { name: "To check" })).toBeVisible({ timeout: 30_000 });
    await fitsEveryWidth(page, "summary-result-flags");

    await summary.getByRole("button", { name: /Version history/ }).click();
    const history = summary.getByRole("region", { name: "Version history" });
    await history.getByRole("button", { name: "View" }).first().click();
    await expect(history.locator(".version-preview")).toBeVisible();
    await fitsEveryWidth(page, "summary-version-history");

    await summary.getByRole("button", { name: "Regenerate…" }).click();
    await expect(summary.getByRole("form", { name: "Regenerate summary" })).toBeVisible();
    await fitsEveryWidth(page, "summary-regenerate");
    await summary.getByRole("form", { name: "Regenerate summary" }).getByRole("button", { name: "Cancel" }).click();

    await acceptEveryOpenFlag(page, "Checked against the discharge letter.");
    const panel = page.getByRole("region", { name: "Email to patient" });
    await panel.getByLabel("Patient email").fill(`harriet.vance.${Date.now()}@riverside-family-practice.example.com`);
    await panel.getByRole("button", { name: "Send" }).click();
    await expect(page.getByText("Summary sent to")).toBeVisible({ timeout: 30_000 });
    await fitsEveryWidth(page, "summary-result-sent");

    await page.getByRole("button", { name: "View All Summaries" }).click();
    await page
      .getByRole("row", { name: /Harriet Vance/ })
      .getByRole("button", { name: "View" })
      .click();
    await expect(page.getByText("This is the version the patient received.")).toBeVisible();
    await fitsEveryWidth(page, "summary-detail-sent");
  });

  test("a transcription's detail with notes, the email panel and its sent state never scroll sideways", async ({
    page,
  }) => {
    test.setTimeout(300_000);
    const audio = join(dir, "consultation.webm");
    writeFileSync(audio, await recording("speech"));
    await signUpNewClinician(page, "Tamsin");
    await page.goto(`${baseURL()}/dashboard/new-transcription`);
    await page.getByLabel(/Patient name/).fill("Bartholomew Featherstonehaugh-Whittington");
    await page.getByLabel(/agreed to this consultation being recorded/).check();
    await page.getByRole("button", { name: "Continue to Recording" }).click();
    await page.getByTestId("audio-file-input").setInputFiles(audio);
    await expect(page).toHaveURL(/\/dashboard\/transcriptions\/[0-9a-z]{26}$/i, { timeout: 180_000 });
    const notes = page.getByRole("region", { name: "Clinical Notes (Provider)" });
    await expect(notes.getByRole("button", { name: "Edit notes" })).toBeVisible({ timeout: 120_000 });
    const panel = page.getByRole("region", { name: "Email to patient" });
    await expect(panel).toBeVisible();

    await fitsEveryWidth(page, "transcription-detail");

    await notes.getByRole("button", { name: "Edit notes" }).click();
    await fitsEveryWidth(page, "transcription-notes-editor");
    await notes.getByRole("button", { name: "Cancel" }).click();

    await acceptEveryOpenFlag(page, "Checked against the recording.");
    await panel
      .getByLabel("Patient email")
      .fill(`bartholomew.featherstonehaugh.${Date.now()}@riverside-family-practice.example.com`);
    await panel.getByRole("button", { name: "Send" }).click();
    await expect(page.getByText("Summary Sent Successfully")).toBeVisible({ timeout: 30_000 });
    await fitsEveryWidth(page, "transcription-sent");
  });
});

test.describe("stateful screens at phone, tablet and desktop widths: speakers", () => {
  test("a consultation's transcript in turns, its Speakers bar, rename form and swap panel never scroll sideways", async ({
    page,
  }) => {
    test.setTimeout(300_000);
    await signUpNewClinician(page, "Okonkwo");
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
    const speakers = page.getByRole("region", { name: "Speakers" });
    await expect(speakers).toBeVisible({ timeout: 60_000 });
    await fitsEveryWidth(page, "transcription-speakers");

    await speakers.getByRole("button", { name: "Rename" }).click();
    const form = speakers.getByRole("form", { name: "Rename speakers" });
    await form.getByLabel("Clinician's name").fill("Dr Oluwaseun Okonkwo-Fairweather, Consultant");
    await form.getByLabel("Patient's name").fill("Bartholomew Featherstonehaugh-Whittington");
    await form.getByRole("button", { name: "Save names" }).click();
    await expect(form).toHaveCount(0);
    await fitsEveryWidth(page, "transcription-speakers-long-names");

    await speakers.getByRole("button", { name: "Rename" }).click();
    await fitsEveryWidth(page, "transcription-speakers-rename");
    await form.getByRole("button", { name: "Cancel" }).click();
    await speakers.getByRole("button", { name: "Swap speakers" }).click();
    await fitsEveryWidth(page, "transcription-speakers-swap");
  });
});

test.describe("plain-text documents on New Summary", () => {
  test("a .txt file can be picked and dropped, and every refused file is named with the spec's message", async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const letter = join(dir, "referral-letter.txt");
    writeFileSync(letter, "Patient Name: Maria Gonzalez\nReferral for a cardiology review of chest pain.\n");
    await signIn(page);
    await page.goto(`${baseURL()}/dashboard/new-summary`);
    await expect(page.getByRole("heading", { level: 1, name: "New Summary" })).toBeVisible({ timeout: 60_000 });
    const input = page.getByTestId("file-input");
    const selected = page.getByRole("list", { name: "Selected files" });

    await expect(input).toHaveAttribute("accept", /(^|,)\.txt(,|$)/);
    await input.setInputFiles(letter);
    await expect(selected).toContainText("referral-letter.txt");

    // A drop of three: a plain-text note (kept), a rich-text file and an oversized scan (both refused, by name).
    const dropped = await page.evaluateHandle(() => {
      const transfer = new DataTransfer();
      transfer.items.add(new File(["Ward round note."], "ward-note.txt", { type: "text/plain" }));
      transfer.items.add(new File(["{\\rtf1 note}"], "old-letter.rtf", { type: "application/rtf" }));
      transfer.items.add(new File([new Uint8Array(10_485_761)], "huge-scan.pdf", { type: "application/pdf" }));
      return transfer;
    });
    await page.locator(".dropzone").dispatchEvent("drop", { dataTransfer: dropped });

    await expect(selected).toContainText("ward-note.txt");
    await expect(selected).not.toContainText("old-letter.rtf");
    await expect(selected).not.toContainText("huge-scan.pdf");
    const refused = page.getByRole("alert").filter({ hasText: "Not added" });
    await expect(refused).toContainText("old-letter.rtf");
    await expect(refused).toContainText("File type not supported");
    await expect(refused).toContainText("huge-scan.pdf");
    await expect(refused).toContainText("File size must be less than 10MB");
    await expectToast(page, "File type not supported", "old-letter.rtf");
    await expect(page.getByText(/TXT/).first()).toBeVisible();
    await shot(page, "clinic-day-txt-refused-1280");
    await page.setViewportSize({ width: 375, height: 860 });
    await shot(page, "clinic-day-txt-refused-375");
  });
});

test.describe("Settings with unsaved changes", () => {
  test("leaving Settings with unsaved changes asks first: Stay keeps them, Leave goes, and a reload is warned", async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await signIn(page);
    await page.getByRole("complementary").getByRole("link", { name: "Settings" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible({ timeout: 30_000 });
    const retention = page.getByRole("switch", { name: "Automatically delete patient data" });
    // The switch's input is visually hidden: a person clicks its label.
    const toggle = page.getByText("Automatically delete patient data");
    const before = await retention.isChecked();
    await toggle.click();

    await page.getByRole("complementary").getByRole("link", { name: "Past Summaries" }).click();
    const ask = page.getByRole("alertdialog", { name: "Leave without saving?" });
    await expect(ask).toBeVisible();
    await shot(page, "clinic-day-settings-unsaved-1280");
    await page.setViewportSize({ width: 375, height: 860 });
    await shot(page, "clinic-day-settings-unsaved-375");
    await page.setViewportSize({ width: 1280, height: 860 });
    await ask.getByRole("button", { name: "Stay on this page" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
    expect(await retention.isChecked()).toBe(!before);

    // A reload or closing the tab: the browser's own question.
    let asked = false;
    page.once("dialog", async (dialog) => {
      asked = dialog.type() === "beforeunload";
      await dialog.dismiss();
    });
    // Dismissed, the reload never happens, so it is not awaited.
    void page.reload({ timeout: 5_000 }).catch(() => undefined);
    await expect.poll(() => asked).toBe(true);
    expect(await retention.isChecked()).toBe(!before);

    await page.getByRole("complementary").getByRole("link", { name: "Past Summaries" }).click();
    await ask.getByRole("button", { name: "Leave without saving" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Past Summaries" })).toBeVisible({ timeout: 30_000 });

    // Saved changes leave without a question.
    await page.getByRole("complementary").getByRole("link", { name: "Settings" }).click();
    await expect(toggle).toBeVisible({ timeout: 30_000 });
    expect(await retention.isChecked()).toBe(before);
    await toggle.click();
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expectToast(page, "Settings Saved");
    await page.getByRole("complementary").getByRole("link", { name: "Past Summaries" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Past Summaries" })).toBeVisible({ timeout: 30_000 });
    await expect(ask).toHaveCount(0);
    // Put it back for the other specs' demo clinician.
    await page.getByRole("complementary").getByRole("link", { name: "Settings" }).click();
    await toggle.click();
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expectToast(page, "Settings Saved");
  });
});

test.describe("sign-in and not-found pages", () => {
  test("the sign-in page wears the product's design and words, and the local sign-up says one thing about the code", async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.goto(`${baseURL()}/login`);
    // Amplify UI loads with this page only: on a busy machine that takes a while.
    await expect(page.getByRole("heading", { level: 1, name: "Sign in to ClearNote" })).toBeVisible({
      timeout: 90_000,
    });
    // The product's header and footer, and its own primary colour on the button rather than Amplify's teal.
    await expect(page.getByRole("banner").getByRole("link", { name: "Pricing" })).toBeVisible();
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" })).toBeVisible();
    const button = page.getByRole("button", { name: "Sign in", exact: true });
    const brand = await page.evaluate(() => {
      const probe = document.createElement("span");
      probe.style.color = "var(--color-brand-700)";
      document.body.append(probe);
      const colour = getComputedStyle(probe).color;
      probe.remove();
      return colour;
    });
    await expect(button).toHaveCSS("background-color", brand);
    await expect(page.getByLabel("Email")).toHaveAttribute("placeholder", "you@yourpractice.com");
    await shot(page, "clinic-day-login-1280");
    await page.setViewportSize({ width: 375, height: 860 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await shot(page, "clinic-day-login-375");
    await page.setViewportSize({ width: 1280, height: 860 });

    await page.getByRole("tab", { name: "Create Account" }).click();
    await shot(page, "clinic-day-signup-1280");
    const email = `quill.${Date.now()}@clinic.example`;
    await page.getByLabel("First name").fill("Quill");
    await page.getByLabel("Last name").fill("Tester");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("Strong-Pass-2026!");
    await page.getByLabel("Confirm Password").fill("Strong-Pass-2026!");
    await page.getByRole("button", { name: "Create Account" }).click();

    await expect(page.getByLabel("Confirmation Code")).toBeVisible();
    await expect(page.getByText("no email is sent")).toBeVisible();
    await expect(page.getByText(/we emailed|we sent|on the way|arrive/i)).toHaveCount(0);
    await shot(page, "clinic-day-confirm-code-1280");
    await page.setViewportSize({ width: 375, height: 860 });
    await shot(page, "clinic-day-confirm-code-375");
  });

  test("the not-found page has the site's header and footer", async ({ page }) => {
    test.setTimeout(180_000);
    await page.goto(`${baseURL()}/no-such-page/at-all`);

    await expect(page.getByRole("heading", { level: 1, name: "404" })).toBeVisible();
    await expect(page.getByText("Oops! Page not found")).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: "Pricing" })).toBeVisible();
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
    await shot(page, "clinic-day-404-1280");
    await page.setViewportSize({ width: 375, height: 860 });
    await shot(page, "clinic-day-404-375");
  });
});
