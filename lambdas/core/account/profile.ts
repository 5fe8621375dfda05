import type { Profile } from "#contracts/settings";
import type { Caller } from "../shared/caller";
import type { AccountStore } from "./ports";

/** The profile a clinician starts with: the names and address their sign-in token carries. */
export function profileFromClaims(caller: Caller): Profile {
  const fullName = caller.name ?? ([caller.givenName, caller.familyName].filter(Boolean).join(" ") || null);
  return {
    email: caller.email,
    firstName: caller.givenName ?? null,
    lastName: caller.familyName ?? null,
    fullName: fullName || null,
  };
}

/**
 * Makes the clinician's profile if no visit made it yet (issue 25): a patient's question is announced to the address
 * it holds, and a clinician may send a summary without the dashboard having read their profile first. Its own module,
 * so the send routes do not bundle the account's templates.
 */
export async function ensureProfile(
  store: Pick<AccountStore, "getProfile" | "putProfileIfAbsent">,
  caller: Caller,
): Promise<void> {
  if (!(await store.getProfile(caller.sub))) await store.putProfileIfAbsent(caller.sub, profileFromClaims(caller));
}
