import { config } from "../../config";
import { createBedrockEngine } from "./bedrock-engine";
import { localEngine } from "./local-engine";
import type { AiEngine } from "./port";

let bedrock: AiEngine | undefined;

/** AI_ENGINE picks the implementation: "bedrock" in AWS (set with the ai:invoke grant), "local" otherwise. */
export function aiEngine(): AiEngine {
  if (config().AI_ENGINE === "bedrock") {
    bedrock ??= createBedrockEngine();
    return bedrock;
  }
  return localEngine;
}
