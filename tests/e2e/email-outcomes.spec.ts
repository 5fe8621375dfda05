import { expect, test } from "@playwright/test";
import { DISCHARGE_NOTE } from "../fixtures/documents";
import { injectEmailOutcome } from "../support/email-outcomes";
import { mailFor } from "../support/mailbox";
import { expectToast, scratchFolder, shot, signUpNewClinician, summariseAndSend } from "./support";

/** The local stack of this run, for the injector (the SES emulator cannot bounce; issue 22, part 4). */
const stack = () => ({
  sesUrl: process.env.E2E_SES_URL ?? "",
  dynamodbUrl: process.env.E2E_DYNAMODB_URL ?? "",
  tableName: "clearnote-local",
  bus: { url: process.env.E2E_BUS_URL ?? "", secret: process.env.E2E_BUS_SECRET ?? "" },
});

const scratch = scratchFolder("email-outcomes");
const stamp = Date.now();
const mistyped = `amara.okafor.${stamp}@exmaple.com`;
const corrected = `amara.okafor.${stamp}@example.com`;

test("a bounced summary email shows on the summary, and the clinician sends it again to a corrected address", async ({
  page,
}) => {
  const { writeFileSync } = await import("node:fs");
  const notePath = `${scratch}/bounce-discharge.txt`;
  writeFileSync(notePath, DISCHARGE_NOTE);
  await signUpNewClinician(page, "Bea");
  await summariseAndSend(page, notePath, mistyped);

  // SES reports a permanent bounce for the mistyped domain.
  await injectEmailOutcome(stack(), mistyped, "bounced");
  await page.getByRole("complementary").getByRole("link", { name: "Past Summaries" }).click();
  await page
    .getByRole("row", { name: /bounce-discharge\.txt/ })
    .getByRole("button", { name: "View" })
    .click();
  const side = page.getByRole("complementary", { name: "Summary information" });
  await expect(side).toContainText("Bounced: the address does not exist");
  const correction = page.getByRole("region", { name: "Send to a corrected address" });
  await expect(correction).toContainText(`The email to ${mistyped} bounced`);
  await expect(side).toContainText("Not sent: the address bounced");
  await shot(page, "120-bounced-summary");
  await page.setViewportSize({ width: 375, height: 800 });
  await correction.scrollIntoViewIfNeeded();
  await shot(page, "121-bounced-summary-375");
  await page.setViewportSize({ width: 1280, height: 860 });

  // The address that bounced is refused with the reason; nothing is sent.
  await correction.getByLabel("Patient email").fill(mistyped);
  await correction.getByRole("button", { name: "Send" }).click();
  await expectToast(page, "Failed to Send Email", "This address bounced. Please enter a corrected email address.");
  expect(await mailFor(stack().sesUrl, mistyped)).toHaveLength(1);

  // The corrected address gets the summary; the bounce is gone from the page.
  await correction.getByLabel("Patient email").fill(corrected);
  await correction.getByRole("button", { name: "Send" }).click();
  await expectToast(page, "Email Sent Successfully");
  await expect(side).toContainText(corrected);
  await expect(side).not.toContainText("Bounced");
  await expect(page.getByRole("region", { name: "Send to a corrected address" })).toHaveCount(0);
  expect((await mailFor(stack().sesUrl, corrected)).map((m) => m.subject)).toEqual(["Your visit summary is ready"]);

  // SES confirms the delivery to the corrected address.
  await injectEmailOutcome(stack(), corrected, "delivered");
  await expect(async () => {
    // The page itself may take seconds to come back on a loaded machine; only the outcome is polled.
    await page.reload();
    await expect(side).toBeVisible();
    await expect(side).toContainText("Delivered", { timeout: 1000 });
    await expect(side.locator(".chip-success").filter({ hasText: /^Delivered$/ })).toHaveCount(2);
  }).toPass({ timeout: 30_000 });
  await shot(page, "122-corrected-and-delivered");
});

test("a summary the patient marked as spam says so", async ({ page }) => {
  const { writeFileSync } = await import("node:fs");
  const notePath = `${scratch}/spam-discharge.txt`;
  writeFileSync(notePath, DISCHARGE_NOTE);
  const patient = `spam.${stamp}@example.com`;
  await signUpNewClinician(page, "Cato");
  await summariseAndSend(page, notePath, patient);

  await injectEmailOutcome(stack(), patient, "delivered");
  await injectEmailOutcome(stack(), patient, "complained");
  await page.getByRole("complementary").getByRole("link", { name: "Past Summaries" }).click();
  await page
    .getByRole("row", { name: /spam-discharge\.txt/ })
    .getByRole("button", { name: "View" })
    .click();

  await expect(async () => {
    await page.reload();
    await expect(page.getByRole("complementary", { name: "Summary information" })).toBeVisible();
    await expect(page.getByRole("complementary", { name: "Summary information" })).toContainText("Marked as spam", {
      timeout: 1000,
    });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByRole("region", { name: "Send to a corrected address" })).toHaveCount(0);
});
