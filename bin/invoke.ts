import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";

/**
 * `npm run invoke -- <handler> <event.json>`: runs one Lambda handler locally with a sample event, e.g.
 * `npm run invoke -- api/me/get events/api/get-me.json`. Uses the same environment variables as the Lambda.
 */
const [handlerPath, eventFile] = process.argv.slice(2);
if (!handlerPath || !eventFile) {
  console.error("Usage: npm run invoke -- <handler under lambdas/, e.g. api/me/get> <event file>");
  process.exit(2);
}
const mod = await import(pathToFileURL(resolve("lambdas", `${handlerPath}.ts`)).href);
const event = JSON.parse(readFileSync(eventFile, "utf8"));
const result = await mod.handler(event, { awsRequestId: "local-invoke", getRemainingTimeInMillis: () => 30_000 });
console.log(JSON.stringify(result, null, 2));
