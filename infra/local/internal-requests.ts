import type http from "node:http";
import { type EventHandlerSpec, type JobSpec, matchesPattern } from "#lambdas/routes";
import type { LoadHandler } from "./handler-loader";
import { LocalJobQueue } from "./job-queue";
import { type JobHandler, runJob } from "./job-runner";
import { BodyAborted, BodyTooLarge, declaredTooLarge, readBody } from "./request-body";
import { JSON_HEADERS, message, type Reply, tooLarge } from "./request-guard";

/** Lambda's limit for an asynchronous invoke's payload. */
const MAX_JOB_PAYLOAD_BYTES = 256 * 1024;

export interface InternalRequestOptions {
  jobs: JobSpec[];
  /** EventBridge rules' targets: events put on the local bus go to each handler whose pattern matches. */
  events: EventHandlerSpec[];
  /** Whether the request carries this process's job secret. */
  authorized: (req: http.IncomingMessage) => boolean;
  load: LoadHandler;
  log: (line: string) => void;
}

/**
 * The internal listener: job starts (/__jobs/<name>) and the local event bus (/__events). Not on the public
 * listener, no CORS, and only with this process's secret, so no web page can start a job.
 */
export function internalRequests(options: InternalRequestOptions) {
  const runner = { load: (s: { handler: string }) => options.load<JobHandler>(s), log: options.log };
  const run = (spec: JobSpec | EventHandlerSpec, payload: unknown) => void runJob(spec, payload, runner);
  // Queued jobs (the AI jobs, decision 366) wait in line locally too: one queue per job, as in AWS.
  const queues = new Map<string, LocalJobQueue>();
  for (const job of options.jobs) {
    if (job.queue) queues.set(job.name, new LocalJobQueue({ ...job, queue: job.queue }, runner));
  }

  /** Lambda async invoke, locally: answer 202 at once and run the job in the background, like InvocationType Event. */
  const handleJob = async (req: http.IncomingMessage, reply: Reply) => {
    const jobName = (req.url ?? "").match(/^\/__jobs\/([a-z-]+)$/)?.[1];
    if (!jobName || req.method !== "POST") return reply(404, message("Not Found"), JSON_HEADERS);
    if (!options.authorized(req)) return reply(403, message("Forbidden"), JSON_HEADERS);
    const job = options.jobs.find((j) => j.name === jobName);
    if (!job) return reply(404, message("Unknown job"), JSON_HEADERS);
    const payload = await readPayload(req, reply, "The job payload");
    if (!payload) return;
    reply(202, "");
    const queue = queues.get(job.name);
    if (queue) queue.send(payload.value);
    else run(job, payload.value);
  };

  /**
   * EventBridge, locally: an event put on the bus goes to every handler whose rule matches, as an asynchronous
   * invoke (answered 202 at once; a failure is logged, where AWS would retry and then use the DLQ).
   */
  const handleEvent = async (req: http.IncomingMessage, reply: Reply) => {
    if (req.method !== "POST") return reply(404, message("Not Found"), JSON_HEADERS);
    if (!options.authorized(req)) return reply(403, message("Forbidden"), JSON_HEADERS);
    const event = await readPayload(req, reply, "The event");
    if (!event) return;
    reply(202, "");
    for (const target of options.events.filter((h) => matchesPattern(h.pattern, event.value))) run(target, event.value);
  };

  const handle = (req: http.IncomingMessage, reply: Reply) =>
    req.url === "/__events" ? handleEvent(req, reply) : handleJob(req, reply);
  return Object.assign(handle, { queues });
}

/**
 * The JSON body of an internal call (an empty one is `{}`), or undefined once it has been answered: too large,
 * not JSON, or the client gone.
 */
async function readPayload(
  req: http.IncomingMessage,
  reply: Reply,
  what: string,
): Promise<{ value: unknown } | undefined> {
  if (declaredTooLarge(req, MAX_JOB_PAYLOAD_BYTES)) {
    tooLarge(reply);
    return undefined;
  }
  try {
    return { value: JSON.parse((await readBody(req, MAX_JOB_PAYLOAD_BYTES)) || "{}") };
  } catch (error) {
    if (error instanceof BodyTooLarge) tooLarge(reply);
    else if (!(error instanceof BodyAborted)) reply(400, message(`${what} is not valid JSON`), JSON_HEADERS);
    return undefined;
  }
}
