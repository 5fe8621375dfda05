import { spawn } from "node:child_process";

/**
 * The recording's length as the server measures it, never as the browser declares it (issue 19). ffprobe reads the
 * container's duration when it has one; a browser's MediaRecorder writes WebM without one, so then the audio is
 * decoded to nothing at a low rate and its length counted, stopping just past `capSeconds` (past the limit the exact
 * length does not matter, and a huge file is not decoded to its end).
 */
export async function measureAudioSeconds(
  path: string,
  tools: { ffprobe: string; ffmpeg: string },
  capSeconds: number,
): Promise<number | undefined> {
  const probed = await output(tools.ffprobe, [
    "-v",
    "error",
    "-show_entries",
    "format=duration",
    "-of",
    "default=noprint_wrappers=1:nokey=1",
    path,
  ]);
  const declared = Number.parseFloat(probed.stdout.trim());
  if (probed.code === 0 && Number.isFinite(declared) && declared > 0) return declared;
  // 8 kHz mono s16le: 16,000 bytes a second, counted as they stream past.
  const decoded = await output(
    tools.ffmpeg,
    ["-nostdin", "-v", "error", "-i", path, "-t", String(capSeconds + 1), "-vn", "-ac", "1", "-ar", "8000"].concat([
      "-f",
      "s16le",
      "pipe:1",
    ]),
    true,
  );
  if (decoded.code !== 0) return undefined;
  return decoded.bytes / 16_000;
}

function output(
  command: string,
  args: string[],
  countOnly = false,
): Promise<{ code: number | null; stdout: string; bytes: number }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ["ignore", "pipe", "ignore"] });
    let stdout = "";
    let bytes = 0;
    child.stdout.on("data", (chunk: Buffer) => {
      bytes += chunk.length;
      if (!countOnly) stdout += chunk.toString("utf8");
    });
    child.once("error", () => resolve({ code: -1, stdout, bytes }));
    child.once("close", (code) => resolve({ code, stdout, bytes }));
  });
}
