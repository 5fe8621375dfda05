import { describe, expect, it } from "vitest";
import { deliveryBadge, deliveryStatus } from "#core/summaries/status";
import { isIssuedUploadKey, planUploads } from "#core/summaries/summaries";
import { sequentialIds } from "#tests/fakes/memory-account-store";

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

describe("upload keys a create request may name", () => {
  const sub = "11111111-1111-4111-8111-111111111111";
  const id = "01jfz8k2q3r4s5t6v7w8x9y0za";

  it("accepts exactly the key planUploads issued for that file name", () => {
    expect(isIssuedUploadKey(sub, `incoming/${sub}/${id}/Scan_1.JPG`, "Scan 1.JPG")).toBe(true);
  });

  it.each([
    [
      "a path that climbs into another clinician's folder",
      `incoming/${sub}/../22222222-2222-4222-8222-222222222222/${id}/x.txt`,
    ],
    ["another clinician's prefix", `incoming/22222222-2222-4222-8222-222222222222/${id}/x.txt`],
    ["an encoded separator", `incoming/${sub}/${id}%2F..%2Fx.txt`],
    ["an id that is not a ULID", `incoming/${sub}/not-a-ulid/x.txt`],
    ["a file name other than the request's", `incoming/${sub}/${id}/other.txt`],
    ["a record's own folder", `summaries/${sub}/${id}/0-x.txt`],
  ])("refuses %s", (_, key) => {
    expect(isIssuedUploadKey(sub, key, "x.txt")).toBe(false);
  });
});
