import { readFileSync } from "node:fs";
import { App, type Stack } from "aws-cdk-lib";
import { Template } from "aws-cdk-lib/assertions";
import { loadInfraConfig } from "../../infra/config";
import { createStacks } from "../../infra/create-stacks";

const cdkJson = JSON.parse(readFileSync(new URL("../../cdk.json", import.meta.url), "utf8"));

/** The app exactly as `npm run synth` builds it, with cdk.json's context plus overrides; bundling skipped. */
export function buildApp(overrides: Record<string, unknown> = {}) {
  const app = new App({ context: { ...cdkJson.context, ...overrides, "aws:cdk:bundling-stacks": [] } });
  const config = loadInfraConfig((key) => app.node.tryGetContext(key));
  const stacks = createStacks(app, config);
  return { app, config, stacks };
}

const templates = new WeakMap<Stack, Template>();
export function template(stack: Stack): Template {
  let t = templates.get(stack);
  if (!t) {
    t = Template.fromStack(stack);
    templates.set(stack, t);
  }
  return t;
}
