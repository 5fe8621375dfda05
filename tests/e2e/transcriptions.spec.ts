import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { CHROMIUM_FLAGS, chromiumPath } from "../support/chromium";
import { linkIn, mailFor } from "../support/mailbox";
import { DICTATION } from "../support/transcriptions";
import { acceptEveryOpenFlag, expectToast, scratchFolder, shot, signUpNewClinician } from "./support";

/**
 * The consultation journey in Chromium with a fake microphone that plays a dictation spoken by espeak-ng: record,
 * stop, follow the real stages, open the detail, play, seek, check a note sentence against the transcript, correct
 * and regenerate, edit the summary, send it and read the captured email.
 */

// Made before the browser starts: Chromium reads the file given on its command line as the microphone.
const dir = scratchFolder("mic");
const microphone = join(dir, "dictation.wav");
const spoken = join(dir, "spoken.wav");
execFileSync("espeak-ng", ["-v", "en-us", "-s", "150", "-w", spoken, DICTATION]);
// 48 kHz mono like a real microphone, with pauses around it (Chromium loops the file).
execFileSync("ffmpeg", [
  "-loglevel",
  "error",
  "-y",
  "-i",
  spoken,
  "-af",
  "adelay=500,apad=pad_dur=4",
  "-ar",
  "48000",
  "-ac",
  "1",
  microphone,
]);
const spokenSeconds = Number(
  execFileSync("ffprobe", ["-v", "error", "-show_entries", "format=duration", "-of", "csv=p=0", spoken]).toString(),
);

test.use({
  launchOptions: {
    executablePath: chromiumPath,
    args: [
      ...CHROMIUM_FLAGS,
      "--use-fake-device-for-media-stream",
      "--use-fake-ui-for-media-stream",
      `--use-file-for-fake-audio-capture=${microphone}`,
      "--autoplay-policy=no-user-gesture-required",
    ],
  },
});

test.describe.configure({ mode: "serial" });

const patientEmail = `walter.${Date.now()}@example.com`;
let detailUrl = "";

const artifacts = new URL("./artifacts/", import.meta.url).pathname;
/** A phone must not scroll sideways: long addresses and file names wrap. */
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);
/** A phone loads the page at its own width (the layout picks its sidebar when it loads). */
async function asPhone(page: Page) {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.reload();
}
const audioTime = (page: Page) =>
  page.evaluate(() => (document.querySelector("audio") as HTMLAudioElement).currentTime);
const timerSeconds = async (page: Page) => {
  const [m, s] = ((await page.getByRole("timer").textContent()) ?? "0:00").split(":").map(Number);
  return m * 60 + s;
};

test("a clinician records a consultation and it becomes a transcript, notes and a summary", async ({ page }) => {
  test.setTimeout(300_000);
  await signUpNewClinician(page, "Rhea");

  // The dashboard's quick buttons lead here.
  await expect(page.getByRole("link", { name: "New Audio" })).toHaveAttribute("href", "/dashboard/new-transcription");
  await page.getByRole("link", { name: "Start Recording" }).click();
  await expect(page).toHaveURL(/\/dashboard\/new-transcription$/);

  await page.getByRole("button", { name: "Continue to Recording" }).click();
  await expectToast(page, "Patient Name Required", "Please enter the patient's name to continue");
  await page.getByLabel(/Patient name/).fill("Walter Finch");
  await page.getByLabel(/Patient email/).fill(patientEmail);
  await shot(page, "tx-10-form");
  await page.getByLabel(/agreed to this consultation being recorded/).check();
  await page.getByRole("button", { name: "Continue to Recording" }).click();

  // Record: the timer runs, the meter moves, pause holds the timer.
  await page.getByRole("button", { name: /Start Recording/ }).click();
  await expect(page.getByRole("button", { name: "Pause" })).toBeVisible();
  await expect.poll(() => timerSeconds(page), { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
  await expect
    .poll(async () => Number(await page.getByRole("meter").getAttribute("aria-valuenow")), { timeout: 10_000 })
    .toBeGreaterThan(10);
  await page.getByRole("button", { name: "Pause" }).click();
  const paused = await timerSeconds(page);
  await page.waitForTimeout(1_500);
  expect(await timerSeconds(page)).toBe(paused);
  await page.getByRole("button", { name: "Resume" }).click();
  await shot(page, "tx-11-recording");
  await expect.poll(() => timerSeconds(page), { timeout: 60_000 }).toBeGreaterThanOrEqual(Math.ceil(spokenSeconds) + 1);
  await page.getByRole("button", { name: "Stop" }).click();

  // Real stages, then the new transcription at its own address.
  await expect(page.getByRole("heading", { name: "Processing Audio" })).toBeVisible();
  await expect(page.getByRole("progressbar", { name: "Processing progress" })).toBeVisible();
  await shot(page, "tx-12-processing");
  await expect(
    // The running stage's line (with its ellipsis), not the stage list below it.
    page.getByText(/(Transcribing the recording|Writing the clinical notes|Writing the patient summary)…/),
  ).toBeVisible({
    timeout: 30_000,
  });
  await expect(page).toHaveURL(/\/dashboard\/transcriptions\/[0-9a-z]{26}$/i, { timeout: 180_000 });
  detailUrl = page.url();
  const id = detailUrl.split("/").pop() ?? "";

  // The detail: transcript with timings, notes, summary, side panel.
  const transcript = page.getByRole("region", { name: "Audio Transcription" });
  await expect(transcript.locator(".tx-word").first()).toBeVisible();
  // The dictation was heard: at least two of its clinical words, whatever a loaded machine's fake microphone garbles
  // (recognition accuracy itself is measured by bench:transcription, not here).
  // Numbers and units either way: the recogniser may write "5 mg" as Transcribe does, or "five milligrams".
  const clinicalWords = [
    /amlodipine/i,
    /milligrams|\bmg\b/i,
    /blood pressure/i,
    /ninety|\b90\b/i,
    /amoxicillin/i,
    /(?:one|1) week/i,
    /cough/i,
  ];
  const heard = async () => {
    const text = (await transcript.textContent()) ?? "";
    return clinicalWords.filter((word) => word.test(text)).length;
  };
  await expect.poll(heard, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
  await expect(transcript.locator(".tx-word").first()).toHaveAttribute("title", /^\d+:\d\d\.\d–\d+:\d\d\.\d/);
  const side = page.getByRole("complementary", { name: "Transcription information" });
  await expect(side).toContainText("Walter Finch");
  await expect(side).toContainText(/recording-.+\.webm/);
  await expect(side).toContainText(/Duration\s*0:\d\d/);
  await expect(side).toContainText("Processed");
  await expect(page.getByRole("region", { name: "Patient Summary" })).toContainText("Ready to Send");
  await shot(page, "tx-20-detail");

  // Play, then seek by clicking the progress bar.
  await page.getByRole("button", { name: "Play", exact: true }).click();
  await expect(page.getByRole("button", { name: "Pause", exact: true })).toBeVisible();
  await expect.poll(() => audioTime(page), { timeout: 10_000 }).toBeGreaterThan(0.5);
  const bar = page.getByTestId("audio-progress");
  const box = await bar.boundingBox();
  if (!box) throw new Error("no progress bar");
  await page.mouse.click(box.x + box.width * 0.5, box.y + box.height / 2);
  // The bar's length is the player's: the media's duration, else the recorded one (a MediaRecorder WebM has none).
  const expectedHalf = Number(await page.getByRole("slider", { name: "Seek" }).getAttribute("aria-valuemax")) / 2;
  expect(expectedHalf).toBeGreaterThan(spokenSeconds / 2 - 2);
  await expect.poll(() => audioTime(page), { timeout: 5_000 }).toBeGreaterThan(expectedHalf - 1.5);
  expect(await audioTime(page)).toBeLessThan(expectedHalf + 3);

  // A note sentence: its transcript span is highlighted and quoted, and the audio plays from there.
  const notes = page.getByRole("region", { name: "Clinical Notes (Provider)" });
  const sentence = notes.locator("button.tx-note-sentence").last();
  await sentence.click();
  await expect(sentence).toHaveAttribute("aria-pressed", "true");
  const highlighted = transcript.locator(".tx-seg.highlighted").first();
  await expect(highlighted).toBeVisible();
  const start = await highlighted.locator(".tx-seg-time").textContent();
  await expect(notes.locator(".tx-evidence")).toContainText(`From the transcript, ${start}`);
  const [m, s] = (start ?? "0:00").split(":").map(Number);
  await expect.poll(() => audioTime(page), { timeout: 5_000 }).toBeGreaterThanOrEqual(m * 60 + s);
  expect(await audioTime(page)).toBeLessThan(m * 60 + s + 4);
  await expect(page.getByRole("button", { name: "Pause", exact: true })).toBeVisible();
  await shot(page, "tx-21-note-linked");
  await page.screenshot({ path: join(artifacts, "tx-21-note-linked-viewport.png") });
  await page.getByRole("button", { name: "Pause", exact: true }).click();

  // Download through the presigned link, named after the transcription.
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download" }).click();
  expect((await download).suggestedFilename()).toBe(`transcription-${id}.webm`);
  await expectToast(page, "Download Started");

  // Review: correct the first segment, regenerate notes and summary from it.
  await transcript.getByRole("button", { name: "Correct transcript" }).click();
  const firstSegment = transcript.getByRole("textbox").first();
  await firstSegment.fill("Fifty five year old man with a cough for two weeks.");
  await transcript.getByRole("button", { name: "Save and regenerate notes" }).click();
  await expect(transcript.getByText("corrected").first()).toBeVisible({ timeout: 15_000 });
  await expect(notes.getByRole("button", { name: "Edit notes" })).toBeVisible({ timeout: 120_000 });

  // Edit the patient summary before sending.
  const summary = page.getByRole("region", { name: "Patient Summary" });
  await summary.getByRole("button", { name: "Edit summary" }).click();
  // The same editor as a summary's review: by section, or the whole text.
  await summary.getByRole("button", { name: "Whole text" }).click();
  const text = summary.getByRole("textbox", { name: /^Whole patient summary/ });
  await text.fill(`${await text.inputValue()}\n\nCall the surgery if your breathing gets worse.`);
  await expect(page.getByRole("region", { name: "Email to patient" })).toHaveCount(0);
  await summary.screenshot({ path: join(artifacts, "tx-22-summary-editor.png") });
  await summary.getByRole("button", { name: "Save summary" }).click();
  await expect(summary.getByRole("textbox")).toHaveCount(0);
  await expect(summary).toContainText("Call the surgery if your breathing gets worse.");

  // Send: the panel has the patient's address from the form.
  const panel = page.getByRole("region", { name: "Email to patient" });
  await expect(panel.getByLabel("Patient email")).toHaveValue(patientEmail);
  await acceptEveryOpenFlag(page, "Checked against the recording.");
  await panel.getByRole("button", { name: "Send" }).click();
  await expectToast(page, "Email Sent Successfully");
  await expect(page.getByText("Summary Sent Successfully")).toBeVisible();
  await expect(page.locator(".tx-sent")).toContainText(`to ${patientEmail}`);
  await expect(summary).toContainText("Sent");
  await shot(page, "tx-22-sent");

  // Phone width: the same detail, one column.
  await asPhone(page);
  await expect(page.getByText("Summary Sent Successfully")).toBeVisible({ timeout: 30_000 });
  expect(await pageWidth(page)).toBeLessThanOrEqual(375);
  await shot(page, "tx-23-detail-375");

  // Past Transcriptions: the spec's columns and statuses; View opens the detail again.
  await page.setViewportSize({ width: 1280, height: 860 });
  await page.getByRole("link", { name: "Back to List" }).click();
  await expect(page.getByRole("heading", { name: "Past Transcriptions" })).toBeVisible();
  await expect(page.getByText("1 transcription")).toBeVisible();
  const row = page.getByRole("row", { name: /Walter Finch/ });
  await expect(row).toContainText("Processed");
  await expect(row).toContainText("Sent");
  await expect(row).toContainText(/0:\d\d/);
  await shot(page, "tx-30-list");
  await asPhone(page);
  await expect(page.getByRole("row", { name: /Walter Finch/ })).toBeVisible();
  expect(await pageWidth(page)).toBeLessThanOrEqual(375);
  await shot(page, "tx-31-list-375");
  await page.setViewportSize({ width: 1280, height: 860 });
  await row.getByRole("button", { name: "View" }).click();
  await expect(page).toHaveURL(detailUrl);

  // The captured email links to the portal, which shows the edited summary.
  const captured = async () => mailFor(process.env.E2E_SES_URL ?? "", patientEmail);
  await expect.poll(async () => (await captured()).length, { timeout: 15_000 }).toBeGreaterThan(0);
  const mails = await captured();
  const portal = linkIn(mails[0], /https?:\/\/\S+\/patient-portal\/\S+/);
  await page.goto(portal);
  await expect(page.getByText("Call the surgery if your breathing gets worse.")).toBeVisible({ timeout: 15_000 });
});

test("an uploaded file that is not audio is refused, and a silent one returns to recording with the reason", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const silent = join(dir, "silent.webm");
  execFileSync("ffmpeg", [
    "-loglevel",
    "error",
    "-y",
    "-f",
    "lavfi",
    "-i",
    "anullsrc=r=48000:cl=mono",
    "-t",
    "3",
    "-c:a",
    "libopus",
    silent,
  ]);
  const letter = join(dir, "letter.pdf");
  writeFileSync(letter, "%PDF-1.4\n");
  await signUpNewClinician(page, "Omar");
  await page.goto(`${new URL(page.url()).origin}/dashboard/new-transcription`);
  await page.getByLabel(/Patient name/).fill("Nora Quiet");
  await page.getByLabel(/agreed to this consultation being recorded/).check();
  await page.getByRole("button", { name: "Continue to Recording" }).click();

  await page.getByTestId("audio-file-input").setInputFiles(letter);
  await expectToast(page, "Invalid File", "Please select an audio file");

  await page.getByTestId("audio-file-input").setInputFiles(silent);
  await expect(page.getByRole("heading", { name: "Processing Audio" })).toBeVisible();
  await expectToast(page, "Processing Error", "No speech was detected in this recording.");
  await expect(page.getByRole("button", { name: /Start Recording/ })).toBeVisible();
  await expect(page.getByRole("button", { name: "Try it again" })).toHaveCount(0);
  await shot(page, "tx-13-processing-error");

  // The list says what happened to it.
  await page.goto(`${new URL(page.url()).origin}/dashboard/transcriptions`);
  const row = page.getByRole("row", { name: /Nora Quiet/ });
  await expect(row).toContainText("Failed");
  await expect(row).toContainText("No speech was detected in this recording.");
  await expect(row).toContainText("Not Available");
});
