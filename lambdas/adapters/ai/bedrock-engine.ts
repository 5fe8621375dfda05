import type { ContentBlock, Message, ToolConfiguration } from "@aws-sdk/client-bedrock-runtime";
import * as z from "zod/mini";
import { type StructuredSummary, structuredSummarySchema } from "#core/local-engine/structure";
import type { AiEngine, Attachment, ClinicalNotesRequest, Draft, DraftRequest } from "#core/shared/ai-port";
import { CHAT_PROMPT_VERSION } from "#lambdas/prompts/chat-v3";
import {
  CLINICAL_NOTES_PROMPT_VERSION,
  clinicalNotesSystemPrompt,
  NOTES_TOOL_NAME,
  notesToolSchema,
  transcriptMessage,
} from "#lambdas/prompts/clinical-notes-v2";
import {
  consultationMessage,
  SUMMARY_PROMPT_VERSION,
  SUMMARY_TOOL_DESCRIPTION,
  SUMMARY_TOOL_NAME,
  simplifyPrompt,
  summarySystemPrompt,
} from "#lambdas/prompts/summary-v3";
import { createBedrockChat } from "./bedrock-chat";
import { converseWith, defaultSend, invalidResponse, type Send } from "./bedrock-converse";

type DocumentType = NonNullable<Parameters<typeof JSON.stringify>[0]>;

export { withBackoff } from "./bedrock-converse";

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

/** The tool whose input is the structured summary; its JSON schema is made from the zod schema once. */
let summaryTool: ToolConfiguration | undefined;
function summaryToolConfig(): ToolConfiguration {
  summaryTool ??= {
    tools: [
      {
        toolSpec: {
          name: SUMMARY_TOOL_NAME,
          description: SUMMARY_TOOL_DESCRIPTION,
          inputSchema: { json: z.toJSONSchema(structuredSummarySchema, { io: "input" }) as never },
        },
      },
    ],
    toolChoice: { tool: { name: SUMMARY_TOOL_NAME } },
  };
  return summaryTool;
}

/** The tool call of an answer, validated: a model that skips the tool or breaks the schema gives no draft. */
export function structureOf(message: Message | undefined): { structure: StructuredSummary; toolUseId: string } {
  for (const block of message?.content ?? []) {
    if (!("toolUse" in block) || block.toolUse?.name !== SUMMARY_TOOL_NAME) continue;
    const parsed = structuredSummarySchema.safeParse(block.toolUse.input);
    if (!parsed.success) throw invalidResponse();
    return { structure: parsed.data, toolUseId: block.toolUse.toolUseId ?? "summary" };
  }
  throw invalidResponse();
}

/** The summary text both engines show: the one renderer, loaded with the draft (chat never needs it). */
async function rendered(structure: StructuredSummary, template: string): Promise<Draft> {
  const { renderSummary } = await import("#core/local-engine/render");
  return { text: renderSummary(structure, template), glossaryHits: [], structure };
}

export function createBedrockEngine(send: Send = defaultSend, modelId?: () => string): AiEngine {
  const call = converseWith(send, modelId);
  const structured = (system: string, messages: Message[]) =>
    call(system, messages, 6000, summaryToolConfig()).then((r) => structureOf(r.output?.message));

  const sourceMessage = (request: DraftRequest): Message => {
    // A recorded consultation is summarised from its notes and segments, never from its transcript as a document.
    if (request.consultation) {
      return {
        role: "user",
        content: [{ text: consultationMessage({ ...request, consultation: request.consultation }) }],
      };
    }
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
      const { structure } = await structured(summarySystemPrompt(request), [sourceMessage(request)]);
      return rendered(structure, request.templateContent);
    },
    async simplify(request) {
      const system = summarySystemPrompt(request);
      const ask = { text: simplifyPrompt(request.targetGrade, request.previousGrade) };
      // The first answer goes back as the model's own tool call when it is at hand, else as its text.
      const messages: Message[] = request.previousStructure
        ? [
            sourceMessage(request),
            {
              role: "assistant",
              content: [
                {
                  toolUse: {
                    toolUseId: "first-draft",
                    name: SUMMARY_TOOL_NAME,
                    input: request.previousStructure as never,
                  },
                },
              ],
            },
            {
              role: "user",
              content: [{ toolResult: { toolUseId: "first-draft", content: [{ text: "Recorded." }] } }, ask],
            },
          ]
        : [
            sourceMessage(request),
            { role: "assistant", content: [{ text: request.previous }] },
            { role: "user", content: [ask] },
          ];
      const { structure } = await structured(system, messages);
      return rendered(structure, request.templateContent);
    },
    chat: createBedrockChat(send, modelId).chat,
    /** The notes arrive as the input of a forced tool call: structured, then validated by core/transcriptions/clinical-notes.ts. */
    async clinicalNotes(request: ClinicalNotesRequest) {
      const answer = await call(
        clinicalNotesSystemPrompt(request),
        [{ role: "user", content: [{ text: transcriptMessage(request) }] }],
        4000,
        {
          tools: [
            {
              toolSpec: {
                name: NOTES_TOOL_NAME,
                description: "Records the clinical notes, each sentence with the transcript segments it rests on.",
                inputSchema: { json: notesToolSchema as unknown as DocumentType },
              },
            },
          ],
          toolChoice: { tool: { name: NOTES_TOOL_NAME } },
        },
        // Notes restate what was said: no sampling freedom.
        0,
      );
      const use = (answer.output?.message?.content ?? []).find((block) => "toolUse" in block && block.toolUse);
      const input = use && "toolUse" in use ? use.toolUse?.input : undefined;
      if (!input) throw invalidResponse();
      return input as unknown;
    },
  };
}

export const PROMPT_VERSIONS = {
  summary: SUMMARY_PROMPT_VERSION,
  chat: CHAT_PROMPT_VERSION,
  clinicalNotes: CLINICAL_NOTES_PROMPT_VERSION,
};
