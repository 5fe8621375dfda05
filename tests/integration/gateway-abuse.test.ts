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

/**
 * Writes an oversized body in slow pieces, as a client on a slow link does, and reports what it read back and
 * whether every piece was written (a server that closes on a client still writing resets the connection).
 */
async function writeSlowly(path: string, token: string, pieces: number) {
  const { hostname, port } = new URL(gatewayUrl);
  const piece = "x".repeat(256 * 1024);
  const socket = net.connect(Number(port), hostname);
  let answer = "";
  socket.on("data", (chunk) => {
    answer += chunk.toString("utf8");
  });
  socket.on("error", () => undefined);
  const closed = new Promise((resolve) => socket.on("close", resolve));
  await new Promise((resolve) => socket.once("connect", resolve));

  const head = [`POST ${path} HTTP/1.1`, `Host: ${hostname}:${port}`, `Authorization: Bearer ${token}`];
  head.push("Content-Type: application/json", `Content-Length: ${pieces * piece.length}`, "Connection: close");
  socket.write(`${head.join("\r\n")}\r\n\r\n`);
  let allWritten = true;
  try {
    for (let i = 0; i < pieces; i++) {
      if (i > 0) await new Promise((resolve) => setTimeout(resolve, 50));
      await new Promise<void>((done, fail) => socket.write(piece, (error) => (error ? fail(error) : done())));
    }
  } catch {
    allWritten = false; // the connection was reset under the write
  }
  await closed;
  return { answer, allWritten };
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

  it("lets a client still writing an oversized body finish, and answers it 413", async () => {
    const { answer, allWritten } = await writeSlowly("/api/summaries", clinician.token, 8);

    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(allWritten).toBe(true);
  });
});
