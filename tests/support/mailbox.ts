interface CapturedEmail {
  subject: string;
  destination: { to: string[] };
  body: { html?: string; text?: string };
}

/** The emails SES local captured for one address. */
export async function mailFor(sesUrl: string, address: string): Promise<CapturedEmail[]> {
  const store = (await fetch(`${sesUrl}/store`).then((r) => r.json())) as { emails: CapturedEmail[] };
  return store.emails.filter((e) => e.destination.to.includes(address));
}

export function linkIn(email: CapturedEmail, pattern: RegExp): string {
  const match = email.body.text?.match(pattern);
  if (!match) throw new Error(`No link matching ${pattern} in "${email.subject}"`);
  return match[0];
}
