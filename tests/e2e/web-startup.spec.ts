import { expect, test } from "@playwright/test";
import { baseURL } from "./support";

test("the runtime configuration is fetched once, as the page starts, not after the app's code has loaded", async ({
  page,
}) => {
  const requests: { url: string; type: string }[] = [];
  page.on("request", (request) => requests.push({ url: request.url(), type: request.resourceType() }));

  await page.goto(`${baseURL()}/pricing`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  // The app's own entry module (the dev server's client script comes before it and does not count).
  const entry = await page.locator('body script[type="module"]').getAttribute("src");
  const pathOf = (r: { url: string }) => new URL(r.url).pathname;
  const configRequests = requests.filter((r) => pathOf(r) === "/config.json");
  expect(configRequests).toHaveLength(1);
  expect(requests.indexOf(configRequests[0])).toBeLessThan(requests.findIndex((r) => pathOf(r) === entry));
});
