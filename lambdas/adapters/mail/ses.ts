import type { SESv2Client } from "@aws-sdk/client-sesv2";
import type { RenderedEmail } from "#core/delivery/emails";
import type { SendTags } from "#core/delivery/ports";
import { config, required } from "#lambdas/config";
import { credentialsFor, endpointFor } from "../endpoints";
import { sdkOptions } from "../sdk-options";

type SesSdk = typeof import("@aws-sdk/client-sesv2");
let ses: Promise<{ sdk: SesSdk; client: SESv2Client }> | undefined;

/** The SES client module loads on first use, not at import (cold start budget, docs/decisions.md). */
function client(): Promise<{ sdk: SesSdk; client: SESv2Client }> {
  ses ??= import("@aws-sdk/client-sesv2").then((sdk) => {
    const endpoint = endpointFor("ses");
    const client = new sdk.SESv2Client({
      region: config().AWS_REGION,
      endpoint,
      credentials: credentialsFor(endpoint),
      ...sdkOptions("data"),
    });
    return { sdk, client };
  });
  return ses;
}

/**
 * `"Display Name" <address>`: ASCII names quoted (quotes and backslashes escaped), others as an RFC 2047 encoded word,
 * which SES requires for non-ASCII display names.
 */
export function fromAddress(address: string, name: string | undefined): string {
  const clean = name?.replace(/[\r\n]+/g, " ").trim();
  if (!clean) return address;
  const shown = /^[\x20-\x7E]*$/.test(clean)
    ? `"${clean.replace(/(["\\])/g, "\\$1")}"`
    : `=?UTF-8?B?${Buffer.from(clean, "utf8").toString("base64")}?=`;
  return `${shown} <${address}>`;
}

/** SES message tags: the configuration set publishes them with every outcome event (mail.tags). */
export function emailTags(tags: SendTags | undefined) {
  if (!tags) return undefined;
  return Object.entries(tags).flatMap(([Name, Value]) => (Value ? [{ Name, Value }] : []));
}

/** One message with HTML and plain-text parts, from the configured sender, through the configuration set. */
export async function sendEmail(to: string, email: RenderedEmail, tags?: SendTags): Promise<string> {
  const { sdk, client: ses } = await client();
  const result = await ses.send(
    new sdk.SendEmailCommand({
      FromEmailAddress: fromAddress(required("SENDER_EMAIL"), email.fromName),
      Destination: { ToAddresses: [to] },
      ReplyToAddresses: email.replyTo ? [email.replyTo] : undefined,
      ConfigurationSetName: config().SES_CONFIGURATION_SET,
      EmailTags: emailTags(tags),
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
