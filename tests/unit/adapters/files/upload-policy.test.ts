import { beforeAll, describe, expect, it } from "vitest";
import { uploadPolicy } from "#adapters/files/uploads";
import { resetConfigForTests } from "#lambdas/config";

// s3rver does not enforce POST policies, so the conditions S3 will enforce are checked on the policy we build.
beforeAll(() => {
  process.env.UPLOADS_BUCKET = "uploads-test";
  resetConfigForTests();
});

describe("presigned POST policy", () => {
  it("limits each upload to 1 byte up to 10 MB", () => {
    expect(uploadPolicy("incoming/u/1/a.pdf", "application/pdf").Conditions).toContainEqual([
      "content-length-range",
      1,
      10_485_760,
    ]);
  });

  it("pins the content type the server chose from the file name", () => {
    const policy = uploadPolicy("incoming/u/1/a.pdf", "application/pdf");

    expect(policy.Conditions).toContainEqual(["eq", "$Content-Type", "application/pdf"]);
    expect(policy.Fields).toEqual({ "Content-Type": "application/pdf" });
  });

  it("names exactly one key in the uploads bucket and expires in 10 minutes", () => {
    const policy = uploadPolicy("incoming/u/1/a.pdf", "application/pdf");

    expect(policy).toMatchObject({ Bucket: "uploads-test", Key: "incoming/u/1/a.pdf", Expires: 600 });
  });
});
