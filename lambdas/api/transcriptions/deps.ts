import { s3Audio, uploadsBucket } from "#adapters/files/audio";
import { speechEngine } from "#adapters/speech/engine";
import { dynamoAccountStore } from "#adapters/store/account-store";
import { dynamoTranscriptionStore } from "#adapters/store/transcriptions";
import { systemClock, ulidIds } from "#adapters/system";
import { issueMessage } from "#contracts/issue-messages";
import { InvalidInput, NotFound } from "#core/shared/errors";
import type { TranscriptionDeps } from "#core/transcriptions/transcriptions";
import type { HttpRequest } from "#http/preset";
import { config } from "#lambdas/config";

/** What every transcription route works with in AWS and locally; tests build their own. */
export const transcriptionDeps = (): TranscriptionDeps => ({
  transcriptions: dynamoTranscriptionStore,
  accounts: dynamoAccountStore,
  files: s3Audio,
  speech: speechEngine(),
  clock: systemClock,
  ids: ulidIds,
  bucket: uploadsBucket,
  targetGrade: config().TARGET_GRADE,
});

/** The path's id, when it has the shape of one (http/path-params.ts); otherwise the record cannot exist. */
export function idOf(request: Pick<HttpRequest<unknown>, "params">): string {
  const id = request.params.id;
  if (!id) throw new NotFound("Transcription not found");
  return id;
}

/** Query parameters through a zod schema, with the API's 422 shape. */
export function parseQuery<T>(
  schema: {
    safeParse(
      raw: unknown,
      params: { error: typeof issueMessage },
    ):
      | { success: true; data: T }
      | { success: false; error: { issues: Array<{ path: PropertyKey[]; message: string }> } };
  },
  raw: Record<string, string | undefined> | undefined,
): T {
  const parsed = schema.safeParse(raw ?? {}, { error: issueMessage });
  if (parsed.success) return parsed.data;
  const fields = Object.fromEntries(
    parsed.error.issues.map((issue) => [issue.path.map(String).join(".") || "query", issue.message]),
  );
  throw new InvalidInput(parsed.error.issues[0]?.message ?? "Invalid request.", fields);
}
