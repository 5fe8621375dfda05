import { describe, expect, it } from "vitest";
import { returnTo } from "#web/pages/LoginPage";

describe("after signing in", () => {
  it("returns to the dashboard address the clinician asked for, with its query and fragment", () => {
    expect(returnTo({ from: "/dashboard/summaries/01jz0000000000000000000000" })).toBe(
      "/dashboard/summaries/01jz0000000000000000000000",
    );
    expect(returnTo({ from: "/dashboard/settings?tab=1#retention" })).toBe("/dashboard/settings?tab=1#retention");
  });

  it("goes to the dashboard when nothing was asked for, or something outside it", () => {
    expect(returnTo(null)).toBe("/dashboard");
    expect(returnTo({ from: "https://evil.example/dashboard" })).toBe("/dashboard");
    expect(returnTo({ from: "//evil.example/dashboard" })).toBe("/dashboard");
    expect(returnTo({ from: "/dashboardx" })).toBe("/dashboard");
    expect(returnTo({ from: 42 })).toBe("/dashboard");
  });
});
