import { s3Files } from "#adapters/files/uploads";
import { ulidIds } from "#adapters/system";
import { type PresignedUpload, uploadRequestSchema } from "#contracts/summaries";
import type { IdSource } from "#core/account/account";
import { planUploads } from "#core/summaries/summaries";
import { userRoute } from "#http/preset";

export const createHandler = (files: Pick<typeof s3Files, "presignUpload">, ids: IdSource) =>
  userRoute(uploadRequestSchema, async ({ caller, body }) => {
    const slots = planUploads(caller.sub, body, ids);
    const uploads: PresignedUpload[] = await Promise.all(
      slots.map(async (slot) => ({ ...slot, ...(await files.presignUpload(slot.key, slot.contentType)) })),
    );
    return { body: { uploads } };
  });

export const handler = createHandler(s3Files, ulidIds);
