import type { SESv2Client } from "@aws-sdk/client-sesv2";
import { config, required } from "../../config";
import type { RenderedEmail } from "../../core/emails";
import { credentialsFor, endpointFor } from "../endpoints";
import { sdkOptions } from "../sdk-options";

let ses: SESv2Client | undefined;

/** One message with HTML and plain-text parts, from the configured sender, through the configuration set. */
export async function sendEmail(to: string, email: RenderedEmail): Promise<string> {
  // Loaded on first use, not at import (cold start budget, docs/decisions.md).
  const { SESv2Client, SendEmailCommand } = await import("@aws-sdk/client-sesv2");
  if (!ses) {
    const endpoint = endpointFor("ses");
    ses = new SESv2Client({
      region: config().AWS_REGION,
      endpoint,
      credentials: credentialsFor(endpoint),
      ...sdkOptions("data"),
    });
  }
  const result = await ses.send(
    new SendEmailCommand({
      FromEmailAddress: required("SENDER_EMAIL"),
      Destination: { ToAddresses: [to] },
      ConfigurationSetName: config().SES_CONFIGURATION_SET,
      Content: {
        Simple: {
          Subject: { Data: email.subject, Charset: "UTF-8" },
          Body: { Html: { Data: email.html, Charset: "UTF-8" }, Text: { Data: email.text, Charset: "UTF-8" } },
        },
      },
    }),
  );
  return result.MessageId ?? "";
}

export const sesMail = { sendEmail };
export type Mailer = typeof sesMail;
