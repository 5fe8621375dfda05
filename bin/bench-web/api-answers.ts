import { FEEDBACK_SESSION, PUBLIC_STATS, portalSummary } from "../../tests/fixtures/public-api-answers";
import {
  audioLink,
  DASHBOARD,
  ME,
  SUMMARY_ROWS,
  TEMPLATES,
  TRANSCRIPTION,
  TRANSCRIPTION_ID,
} from "../../tests/fixtures/signed-in-api-answers";
import { PORTAL_SUMMARY_ID } from "./setup";

/** Where the bench server serves the transcription's recording (a second of silence). */
export const AUDIO_PATH = "/bench-audio.wav";

/**
 * The API answers the measured pages ask for on their first load, so each page renders its real content: the public
 * pages' and the patient's, and the signed-in clinician's (profile, dashboard, lists, templates, a transcription).
 * Undefined for anything else (the server answers 404, which the page logs and the bench reports).
 */
export function apiAnswer(method: string, path: string, origin: string): unknown {
  const call = `${method} ${path.replace(/^\/api/, "")}`;
  switch (call) {
    case "GET /public/stats":
      return PUBLIC_STATS;
    case "POST /portal/summary":
      return portalSummary(PORTAL_SUMMARY_ID);
    case "POST /feedback/session":
      return FEEDBACK_SESSION;
    case "GET /me":
      return ME;
    case "GET /dashboard":
      return DASHBOARD;
    case "GET /summaries":
      return SUMMARY_ROWS;
    case "GET /templates":
      return TEMPLATES;
    case `GET /transcriptions/${TRANSCRIPTION_ID}`:
      return { transcription: TRANSCRIPTION };
    // Issue 24's Activity page: one event, so the table renders.
    case "GET /activity":
      return {
        events: [
          {
            id: "01jf6q8v4z0000000000000001",
            at: "2026-11-27T10:00:00.000Z",
            actor: "clinician",
            action: "open",
            recordType: "transcription",
            recordId: TRANSCRIPTION_ID,
            outcome: "success",
            browser: "Chrome",
          },
        ],
        next: null,
      };
    case `GET /transcriptions/${TRANSCRIPTION_ID}/audio`:
      return audioLink(`${origin}${AUDIO_PATH}`);
    default:
      return undefined;
  }
}

/** One second of 8 kHz 8-bit mono silence as a WAV file. */
export function silentWav(): Buffer {
  const samples = 8000;
  const header = Buffer.alloc(44);
  header.write("RIFF", 0);
  header.writeUInt32LE(36 + samples, 4);
  header.write("WAVEfmt ", 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(8000, 24);
  header.writeUInt32LE(8000, 28);
  header.writeUInt16LE(1, 32);
  header.writeUInt16LE(8, 34);
  header.write("data", 36);
  header.writeUInt32LE(samples, 40);
  return Buffer.concat([header, Buffer.alloc(samples, 0x80)]);
}
