import { describe, expect, it } from "vitest";
import { planUploads } from "../../../lambdas/core/summaries";
import { deliveryBadge, deliveryStatus } from "../../../lambdas/core/summary-status";
import { sequentialIds } from "../../fakes/memory-account-store";

describe("summary status", () => {
  it("is draft and 'Ready to Send' until sent, then delivered", () => {
    expect([deliveryStatus(null), deliveryBadge(null)]).toEqual(["draft", "Ready to Send"]);
    expect([deliveryStatus("2026-11-21T10:00:00Z"), deliveryBadge("2026-11-21T10:00:00Z")]).toEqual([
      "delivered",
      "Delivered",
    ]);
  });
});

describe("upload planning", () => {
  it("places uploads under the caller's incoming folder with the type from the extension", () => {
    const [slot] = planUploads("user-1", { files: [{ name: "Scan 1.JPG", size: 1000 }] }, sequentialIds("u"));

    expect(slot).toEqual({ key: "incoming/user-1/u001/Scan_1.JPG", name: "Scan 1.JPG", contentType: "image/jpeg" });
  });

  it.each(["a.pdf", "b.doc", "c.docx", "d.txt", "e.jpeg", "f.jpg", "g.png"])("accepts %s", (name) => {
    expect(planUploads("u", { files: [{ name, size: 1 }] }, sequentialIds())).toHaveLength(1);
  });

  it("refuses other types with 'File type not supported'", () => {
    expect(() => planUploads("u", { files: [{ name: "a.gif", size: 1 }] }, sequentialIds())).toThrow(
      "File type not supported",
    );
  });

  it("refuses a file over 10 MB with 'File size must be less than 10MB'", () => {
    expect(() => planUploads("u", { files: [{ name: "a.pdf", size: 10_485_761 }] }, sequentialIds())).toThrow(
      "File size must be less than 10MB",
    );
  });
});
