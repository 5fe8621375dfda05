import { s3Audio } from "#adapters/files/audio";
import { dynamoSampleStore } from "#adapters/store/samples";
import { systemClock, ulidIds } from "#adapters/system";
import { restoreSamplesRequestSchema } from "#contracts/samples";
import { restoreSamples, type SampleDeps } from "#core/records/samples";
import { userRoute } from "#http/preset";
import { config } from "#lambdas/config";

export const createHandler = (deps: () => SampleDeps) =>
  userRoute(restoreSamplesRequestSchema, async ({ caller }) => ({
    body: { restored: await restoreSamples(deps(), caller.sub) },
  }));

export const sampleDeps = (): SampleDeps => ({
  samples: dynamoSampleStore,
  files: s3Audio,
  clock: systemClock,
  ids: ulidIds,
  targetGrade: config().TARGET_GRADE,
});

export const handler = createHandler(sampleDeps);
