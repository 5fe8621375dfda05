import { confirmSignIn, signIn } from "aws-amplify/auth";
import { appConfig } from "./config";
import { type SignInStep, stepAfter } from "./hooks/sign-in-steps";

/**
 * Amplify's headless sign-in for the product's own form (decision 360). Only the sign-in page imports it, after
 * amplify.ts has configured Amplify (router.tsx loads that first): the dashboard's occasional Amplify load stays
 * without the sign-in code. cognito-local has no SRP, so the runtime config names the flow.
 */
export async function signInWithPassword(email: string, password: string): Promise<SignInStep> {
  const { nextStep } = await signIn({
    username: email.trim(),
    password,
    options: { authFlowType: appConfig().authFlowType },
  });
  return stepAfter(nextStep.signInStep, "missingAttributes" in nextStep ? (nextStep.missingAttributes ?? []) : []);
}

/** Answers the step in progress: the new password, or the authenticator code. */
export async function answerSignInStep(answer: string): Promise<SignInStep> {
  const { nextStep } = await confirmSignIn({ challengeResponse: answer });
  return stepAfter(nextStep.signInStep, "missingAttributes" in nextStep ? (nextStep.missingAttributes ?? []) : []);
}
