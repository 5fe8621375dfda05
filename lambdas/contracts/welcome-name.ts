/** Spec section 2: first_name, else the first word of full_name, else the email's local part, else 'Doctor'. */
export function welcomeName(profile: {
  firstName: string | null;
  fullName: string | null;
  email: string | null;
}): string {
  const first = profile.firstName?.trim();
  if (first) return first;
  const fromFull = profile.fullName?.trim().split(/\s+/)[0];
  if (fromFull) return fromFull;
  const local = profile.email?.split("@")[0]?.trim();
  if (local) return local;
  return "Doctor";
}
