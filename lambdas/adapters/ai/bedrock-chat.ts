import type { Message } from "@aws-sdk/client-bedrock-runtime";
import { retrieveContext } from "#core/chat/context";
import type { AiEngine } from "#core/shared/ai-port";
import { chatSystemPrompt } from "#lambdas/prompts/chat-v2";
import { converseWith, defaultSend, type Send, textOf } from "./bedrock-converse";

/**
 * Bedrock's chat alone: the chat functions import this, never the drafting code with its schema and renderer
 * (their bundles stay under the 150 KB budget). The model gets the summary and the passages `retrieveContext`
 * found in the summary and the source document, as the offline engine does.
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
      return textOf(answer.output?.message);
    },
  };
}
