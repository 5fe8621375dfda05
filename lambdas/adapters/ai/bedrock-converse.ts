import type {
  BedrockRuntimeClient,
  ConverseCommand,
  Message,
  ToolConfiguration,
} from "@aws-sdk/client-bedrock-runtime";
import { config, required } from "#lambdas/config";
import { sdkOptions } from "../sdk-options";

/** The Converse call both Bedrock parts share (the chat functions load only this and `bedrock-chat.ts`). */
export type Send = (command: ConverseCommand) => Promise<{ output?: { message?: Message } }>;

/** Loaded on first use, not at import (cold start budget, docs/decisions.md); the local engine never loads it. */
const bedrockSdk = () => import("@aws-sdk/client-bedrock-runtime");

let client: BedrockRuntimeClient | undefined;
export const defaultSend: Send = async (command) => {
  const { BedrockRuntimeClient } = await bedrockSdk();
  client ??= new BedrockRuntimeClient({ region: config().AWS_REGION, ...sdkOptions("ai") });
  return client.send(command);
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Bedrock throttles under load; back off exponentially (with jitter) and give up after `attempts`. */
export async function withBackoff<T>(run: () => Promise<T>, attempts = 5, baseMs = 400, wait = sleep): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      // By name: the SDK module (and its error class) is loaded only when Bedrock is called.
      const throttled = (error as { name?: string }).name === "ThrottlingException";
      if (!throttled || attempt >= attempts) throw error;
      await wait(baseMs * 2 ** (attempt - 1) + Math.floor(Math.random() * baseMs));
    }
  }
}

/** Raised for any answer that is not what was asked for; the job shows the spec's message. */
export const invalidResponse = () => new Error("Invalid response from AI service");

export function textOf(message: Message | undefined): string {
  const text = (message?.content ?? [])
    .map((block) => ("text" in block ? block.text : ""))
    .join("")
    .trim();
  if (!text) throw invalidResponse();
  return text;
}

export type Call = (
  system: string,
  messages: Message[],
  maxTokens: number,
  toolConfig?: ToolConfiguration,
  temperature?: number,
) => Promise<{ output?: { message?: Message } }>;

export function converseWith(send: Send, modelId: () => string = () => required("BEDROCK_MODEL_ID")): Call {
  return (system, messages, maxTokens, toolConfig, temperature = 0.2) =>
    withBackoff(async () => {
      const { ConverseCommand } = await bedrockSdk();
      return send(
        new ConverseCommand({
          modelId: modelId(),
          system: [{ text: system }],
          messages,
          inferenceConfig: { maxTokens, temperature },
          toolConfig,
        }),
      );
    });
}
