import { createRequire } from "node:module";
import { dirname } from "node:path";
import { describe, expect, it } from "vitest";

const require = createRequire(import.meta.url);

describe("AWS SDK copies", () => {
  it("gives the presigned-post package the project's own S3 client, not a second copy to load", () => {
    const presignedPost = dirname(require.resolve("@aws-sdk/s3-presigned-post"));

    const itsClient = require.resolve("@aws-sdk/client-s3", { paths: [presignedPost] });

    expect(itsClient).toBe(require.resolve("@aws-sdk/client-s3"));
  });
});
