import { Amplify } from "aws-amplify";
import type { RuntimeConfig } from "./runtime-config";

export function configureAmplify(config: RuntimeConfig): void {
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: config.userPoolId,
        userPoolClientId: config.userPoolClientId,
        userPoolEndpoint: config.userPoolEndpoint,
        loginWith: { email: true },
        signUpVerificationMethod: "code",
        userAttributes: { email: { required: true } },
        passwordFormat: {
          minLength: 12,
          requireLowercase: true,
          requireUppercase: true,
          requireNumbers: true,
          requireSpecialCharacters: true,
        },
      },
    },
  });
}
