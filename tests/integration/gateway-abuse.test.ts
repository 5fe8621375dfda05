import net from "node:net";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { type Clinician, newClinician } from "../support/clinicians";

const stack = inject("stack");
const gatewayUrl = new URL(stack.apiUrl).origin;

/** Sends the headers and the start of a body, then disconnects, as a tab navigating away mid-upload does. */
function abandonHalfway(path: string, token: string): Promise<void> {
  const { hostname, port } = new URL(gatewayUrl);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), hostname, () => {
      socket.write(
        [
          `POST ${path} HTTP/1.1`,
          `Host: ${hostname}:${port}`,
          `Authorization: Bearer ${token}`,
          "Content-Type: application/json",
          "Content-Length: 5000",
          "",
          '{"files":[{"key":"incom',
        ].join("\r\n"),
      );
      // Long enough for the gateway to verify the token and start reading the body.
      setTimeout(() => socket.destroy(), 300);
    });
    socket.on("error", () => undefined);
    socket.on("close", () => resolve());
  });
}

describe("the local stack's gateway under abuse", () => {
  let clinician: Clinician;

  beforeAll(async () => {
    clinician = await newClinician(stack, "gateway-abuse");
  });

  it("does not start jobs for a web page posting to /__jobs on the public address", async () => {
    const response = await fetch(`${gatewayUrl}/__jobs/summarize-documents`, {
      method: "POST",
      headers: { "content-type": "text/plain", origin: "https://attacker.example" },
      body: JSON.stringify({ sub: clinician.sub, summaryId: "01JAAAAAAAAAAAAAAAAAAAAAAA" }),
    });

    expect(response.status).toBe(404);
  });

  it("keeps serving after a signed-in client disconnects halfway through a request body", async () => {
    await abandonHalfway("/api/summaries", clinician.token);

    const list = await clinician.call("GET", "/summaries");

    expect(list.status).toBe(200);
  });

  it("answers a summary id with an invalid percent-encoding with a 400 JSON error", async () => {
    const response = await fetch(`${stack.apiUrl}/summaries/%E0%A4%A`, {
      headers: { authorization: `Bearer ${clinician.token}` },
    });

    expect(response.status).toBe(400);
    expect(response.headers.get("content-type")).toContain("application/json");
    expect((await clinician.call("GET", "/summaries")).status).toBe(200);
  });

  it("answers 413 to a body over 1 MB on a clinician route", async () => {
    const response = await fetch(`${stack.apiUrl}/summaries`, {
      method: "POST",
      headers: { authorization: `Bearer ${clinician.token}`, "content-type": "application/json" },
      body: JSON.stringify({ files: [], instructions: "x".repeat(1024 * 1024) }),
    });

    expect(response.status).toBe(413);
  });
});
