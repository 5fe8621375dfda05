import type { AiEngine } from "#core/shared/ai-port";
import { config } from "#lambdas/config";
import { createBedrockChat } from "./bedrock-chat";
import { createBedrockEngine } from "./bedrock-engine";

let bedrock: AiEngine | undefined;
let bedrockChat: ChatEngine | undefined;

export type ChatEngine = Pick<AiEngine, "name" | "chat">;

/**
 * The offline engine, loaded on first use. Deployed bundles define CLEARNOTE_BUNDLE as "aws"
 * (infra/constructs/function-bundling.ts) and run Bedrock (the ai:invoke grant sets AI_ENGINE): there the branch
 * below folds away and the offline engine with its glossary stays out of the bundle. Unset locally.
 */
function loadLocalEngine(): Promise<AiEngine> {
  // One expression with a constant condition, so the bundler drops the import of the branch never taken.
  return process.env.CLEARNOTE_BUNDLE === "aws"
    ? Promise.reject(new Error("This function was bundled for Bedrock only; AI_ENGINE must be bedrock"))
    : import("../local/ai-engine").then((module) => module.localEngine);
}

const localEngine: AiEngine = {
  name: "local",
  draft: async (request) => (await loadLocalEngine()).draft(request),
  simplify: async (request) => (await loadLocalEngine()).simplify(request),
  chat: async (request) => (await loadLocalEngine()).chat(request),
  clinicalNotes: async (request) => (await loadLocalEngine()).clinicalNotes(request),
};

/** AI_ENGINE picks the implementation: "bedrock" in AWS (set with the ai:invoke grant), "local" otherwise. */
export function aiEngine(): AiEngine {
  if (config().AI_ENGINE === "bedrock") {
    bedrock ??= createBedrockEngine();
    return bedrock;
  }
  return localEngine;
}

/**
 * The engine for chat functions: the same choice, without the drafting code (Bedrock's schema and the renderer),
 * which chat functions never run and whose size would take them past the 150 KB bundle budget.
 */
export function chatEngine(): ChatEngine {
  if (config().AI_ENGINE === "bedrock") {
    bedrockChat ??= createBedrockChat();
    return bedrockChat;
  }
  return localEngine;
}
