import type { BedrockRuntimeClient, ContentBlock, ConverseCommand, Message } from "@aws-sdk/client-bedrock-runtime";
import { config, required } from "../../config";
import { retrieveContext } from "../../core/chat-context";
import { CHAT_PROMPT_VERSION, chatSystemPrompt } from "../../prompts/chat-v2";
import { SUMMARY_PROMPT_VERSION, simplifyPrompt, summarySystemPrompt } from "../../prompts/summary-v1";
import { sdkOptions } from "../sdk-options";
import type { AiEngine, Attachment, DraftRequest } from "./port";

type Send = (command: ConverseCommand) => Promise<{ output?: { message?: Message } }>;

/** Loaded on first use, not at import (cold start budget, docs/decisions.md); the local engine never loads it. */
const bedrockSdk = () => import("@aws-sdk/client-bedrock-runtime");

let client: BedrockRuntimeClient | undefined;
const defaultSend: Send = async (command) => {
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

/** Bedrock document names allow letters, digits, spaces, hyphens, parentheses and brackets. */
function documentName(name: string, index: number): string {
  const base = name
    .replace(/\.[^.]+$/, "")
    .replace(/[^A-Za-z0-9 ()[\]-]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return `${base || "document"} ${index + 1}`.slice(0, 200);
}

function attachmentBlock(file: Attachment, index: number): ContentBlock | undefined {
  if (file.contentType === "application/pdf") {
    return { document: { format: "pdf", name: documentName(file.name, index), source: { bytes: file.bytes } } };
  }
  if (file.contentType === "image/png" || file.contentType === "image/jpeg") {
    return { image: { format: file.contentType === "image/png" ? "png" : "jpeg", source: { bytes: file.bytes } } };
  }
  return undefined;
}

function textOf(message: Message | undefined): string {
  const text = (message?.content ?? [])
    .map((block) => ("text" in block ? block.text : ""))
    .join("")
    .trim();
  if (!text) throw new Error("Invalid response from AI service");
  return text;
}

export function createBedrockEngine(send: Send = defaultSend, modelId = () => required("BEDROCK_MODEL_ID")): AiEngine {
  const converse = (system: string, messages: Message[], maxTokens: number) =>
    withBackoff(async () => {
      const { ConverseCommand } = await bedrockSdk();
      return send(
        new ConverseCommand({
          modelId: modelId(),
          system: [{ text: system }],
          messages,
          inferenceConfig: { maxTokens, temperature: 0.2 },
        }),
      );
    }).then((r) => textOf(r.output?.message));

  const sourceMessage = (request: DraftRequest): Message => {
    const blocks = request.attachments.map(attachmentBlock).filter((b): b is ContentBlock => Boolean(b));
    const instructions = request.instructions.trim()
      ? `\n\nAdditional instructions from the clinician:\n${request.instructions.trim()}`
      : "";
    return {
      role: "user",
      content: [
        ...blocks,
        {
          text: `Patient name: ${request.patientName}\n\nText extracted from the documents:\n"""\n${request.sourceText}\n"""${instructions}\n\nWrite the patient-friendly summary.`,
        },
      ],
    };
  };

  return {
    name: "bedrock",
    async draft(request) {
      const system = summarySystemPrompt(request);
      return { text: await converse(system, [sourceMessage(request)], 3000), glossaryHits: [] };
    },
    async simplify(request) {
      const system = summarySystemPrompt(request);
      const messages: Message[] = [
        sourceMessage(request),
        { role: "assistant", content: [{ text: request.previous }] },
        { role: "user", content: [{ text: simplifyPrompt(request.targetGrade, request.previousGrade) }] },
      ];
      return { text: await converse(system, messages, 3000), glossaryHits: [] };
    },
    async chat(request) {
      const history: Message[] = request.history
        .slice(-10)
        .map((m) => ({ role: m.role, content: [{ text: m.content }] }));
      const context = retrieveContext(request.summary, request.source, request.question);
      return converse(
        chatSystemPrompt(request.summary, context),
        [...history, { role: "user", content: [{ text: request.question }] }],
        800,
      );
    },
  };
}

export const PROMPT_VERSIONS = { summary: SUMMARY_PROMPT_VERSION, chat: CHAT_PROMPT_VERSION };
