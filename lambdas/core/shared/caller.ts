/** Who is calling: taken only from the authorizer's verified claims (http/auth.ts). */
export interface Caller {
  sub: string;
  email: string;
  givenName?: string;
  familyName?: string;
  name?: string;
}
