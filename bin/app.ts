import { App, Validations } from "aws-cdk-lib";
import { AwsSolutionsChecks, HIPAASecurityChecks } from "cdk-nag";
import { loadInfraConfig } from "../infra/config";
import { createStacks } from "../infra/create-stacks";
import { countAcknowledgements } from "../infra/nag";

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = "true";

const app = new App();
try {
  const config = loadInfraConfig((key) => app.node.tryGetContext(key));
  createStacks(app, config);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

// Findings fail synth; the only way past one is an acknowledgement with a reason on one construct (infra/nag.ts).
Validations.of(app).addPlugins(new AwsSolutionsChecks(app), new HIPAASecurityChecks(app));
app.synth();
console.error(`cdk-nag: ${countAcknowledgements(app)} acknowledged finding(s), each on one resource with its reason`);
