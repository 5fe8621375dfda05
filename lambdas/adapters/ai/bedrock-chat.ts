import type { Message } from "@aws-sdk/client-bedrock-runtime";
import { retrieveContext } from "#core/chat/context";
import { citedSources } from "#core/chat/sources";
import type { AiEngine } from "#core/shared/ai-port";
import { chatSystemPrompt, parseCitations } from "#lambdas/prompts/chat-v3";
import { converseWith, defaultSend, type Send, textOf } from "./bedrock-converse";

/**
 * Bedrock's chat alone: the chat functions import this, never the drafting code with its schema and renderer
 * (their bundles stay under the 150 KB budget). The model gets the summary and the passages `retrieveContext`
 * found in the summary and the source document, as the offline engine does, and cites the summary's sentences.
 */
export function createBedrockChat(send: Send = defaultSend, modelId?: () => string): Pick<AiEngine, "name" | "chat"> {
  const call = converseWith(send, modelId);
  return {
    name: "bedrock",
    async chat(request) {
      const history: Message[] = request.history
        .slice(-10)
        .map((m) => ({ role: m.role, content: [{ text: m.content }] }));
      const context = retrieveContext(request.summary, request.source, request.question);
      const answer = await call(
        chatSystemPrompt(request.summary, context, request.language),
        [...history, { role: "user", content: [{ text: request.question }] }],
        800,
      );
      // The model names the numbered sentences it used (prompt chat-v3); numbers the summary does not have are dropped.
      const { text, cited } = parseCitations(textOf(answer.output?.message));
      return { text, sources: citedSources(cited, request.summary) };
    },
  };
}
