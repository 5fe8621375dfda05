/**
 * The signed-in clinician as the app knows them. Its own module, so amplify.ts (which makes one) need not import the
 * auth hook that loads amplify.ts: no import cycle.
 */
export interface AuthUser {
  sub: string;
  email: string;
  givenName?: string;
  familyName?: string;
  name?: string;
}
