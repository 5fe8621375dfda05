import { z } from "zod";

/**
 * The SPA's runtime configuration, served as /config.json: written by the web stack in AWS
 * (Source.jsonData) and by the local stack in development. One build runs everywhere.
 */
export const runtimeConfigSchema = z.object({
  stage: z.string(),
  region: z.string(),
  apiUrl: z.string(),
  userPoolId: z.string(),
  userPoolClientId: z.string(),
  /** Set only for cognito-local. */
  userPoolEndpoint: z.string().optional(),
  /** cognito-local has no SRP, so the local stack signs in with USER_PASSWORD_AUTH (over loopback only). */
  authFlowType: z.enum(["USER_SRP_AUTH", "USER_PASSWORD_AUTH"]),
  aiEngine: z.enum(["local", "bedrock"]),
  /** The operator's public contact details (footer, contact and help pages); defaults apply when absent. */
  support: z
    .object({
      email: z.string().optional(),
      phone: z.string().optional(),
      city: z.string().optional(),
      securityEmail: z.string().optional(),
    })
    .optional(),
});

export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
