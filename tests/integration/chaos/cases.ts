import { randomUUID } from "node:crypto";
import { API_PREFIX, type RouteSpec, routes } from "#lambdas/routes";
import type { World } from "./world";

/**
 * The abuse matrix is generated from the route table: every route gets the malformed cases, every private route the
 * isolation and bad-token cases. A new route is covered by adding it to routes.ts; only a route with a request body
 * needs one line below (a body that would succeed), and a route on a new kind of record needs that record in the
 * world (world.ts). Both omissions fail the suite with a message saying what to add.
 */

export const privateRoutes = routes.filter((r) => r.auth === "user");
export const publicRoutes = routes.filter((r) => r.auth === "public");

export const routeKey = (route: RouteSpec) => `${route.method} ${route.path}`;
export const takesBody = (route: RouteSpec) => ["POST", "PUT", "PATCH"].includes(route.method);
export const hasId = (route: RouteSpec) => route.path.includes("{id}");

/** The kind of record a route's `{id}` names: the path segment before it (`/summaries/{id}/chat` → summaries). */
export function resourceOf(route: RouteSpec): string {
  const match = route.path.match(/\/([^/]+)\/\{id\}/);
  if (!match) throw new Error(`${routeKey(route)} has no {id}`);
  return match[1];
}

/** The raw request path for a route, with `id` inserted exactly as given (already encoded where it needs to be). */
export function pathOf(route: RouteSpec, id?: string, query = ""): string {
  const path = route.path.replace("{id}", () => {
    if (id === undefined) throw new Error(`${routeKey(route)} needs an id`);
    return id;
  });
  return `${API_PREFIX}${path}${query}`;
}

export interface ValidBodies {
  /** A request body this route accepts from the caller, addressing the caller's own records. */
  own(world: World): unknown;
  /** The same request addressing the other clinician's data; the route must refuse it (4xx) and change nothing. */
  theirs?(world: World): unknown;
}

/** One line per route with a body. Bodies for public routes only need the right shape (their tokens are wrong). */
export const validBodies: Record<string, ValidBodies> = {
  UpdateSettings: {
    own: () => ({ retentionHours: 168 }),
    theirs: (w) => ({ summaryTemplate: `custom_${w.b.templates[0]}` }),
  },
  // Template names are unique per clinician: the other clinician's name must not be "taken" (no existence oracle).
  CreateTemplate: { own: (w) => ({ name: w.b.templateNames[0], content: "## Plan\nRest.", kind: "summary" }) },
  CreateUploads: { own: () => ({ files: [{ name: "note.txt", size: 120 }] }) },
  CreateSummary: {
    own: (w) => ({ files: [{ key: w.a.uploadKey, name: "note.txt" }] }),
    theirs: (w) => ({ files: [{ key: w.b.uploadKey, name: "note.txt" }] }),
  },
  ChatSummary: { own: () => ({ message: "How much aspirin should I take?" }) },
  // Retry reads no body: the id says which failed summary to run again.
  RetrySummary: { own: () => ({}) },
  SendSummary: {
    own: () => ({
      patientEmail: `patient-${randomUUID().slice(0, 8)}@example.com`,
      followUp: true,
      idempotencyKey: randomUUID(),
    }),
  },
  EditSummaryContent: { own: () => ({ revision: 1, content: "## Your medicines\n- Aspirin 81 mg every day." }) },
  ConfirmSummaryFlags: { own: () => ({ revision: 1, flags: ["number:3"], reason: "Checked against the chart." }) },
  TranslateSummary: { own: () => ({ revision: 1, language: "es" }) },
  // Both answer 400 "no translation" on a fresh summary: the matrix checks isolation and input, not the flow.
  EditTranslation: { own: () => ({ revision: 1, updatedAt: "2026-11-27T00:00:00.000Z", text: "## Sus medicinas" }) },
  ConfirmTranslationFlags: {
    own: () => ({ revision: 1, updatedAt: "2026-11-27T00:00:00.000Z", flags: ["number:3"], reason: "Checked." }),
  },
  // Answers 400 "no translation" on a fresh summary, like the two above.
  ConfirmTranslationInterpreter: {
    own: () => ({ revision: 1, updatedAt: "2026-11-27T00:00:00.000Z", confirmed: true }),
  },
  // The address is only ever in the body; the item is keyed by the caller and a hash of it.
  LookupPatientLanguage: { own: () => ({ email: "patient@example.com" }) },
  RememberPatientLanguage: {
    own: () => ({ email: `patient-${randomUUID().slice(0, 8)}@example.com`, language: "es" }),
  },
  RegenerateSummary: { own: () => ({ revision: 1, instructions: "Shorter." }) },
  RestoreSummaryVersion: { own: () => ({ revision: 1, from: 1 }) },
  OpenPortal: { own: (w) => ({ summaryId: w.b.summaries[1], token: "A".repeat(43) }) },
  PortalChat: { own: (w) => ({ summaryId: w.b.summaries[1], token: "A".repeat(43), message: "What is my dose?" }) },
  // Issue 25: a question to the care team, behind the same (here wrong) portal token.
  AskCareTeam: { own: (w) => ({ summaryId: w.b.summaries[1], token: "A".repeat(43), question: "Can I drive?" }) },
  // Answers 404 "Question not found" on a summary nobody asked about: the matrix checks isolation and input.
  ReplySummaryQuestion: { own: () => ({ questionId: "01jd0000000000000000000000", reply: "Yes, with food." }) },
  SubmitFeedback: { own: () => ({ session: "A".repeat(43), overallRating: 9, comment: "Clear." }) },
  CheckFeedbackSession: { own: () => ({ session: "A".repeat(43) }) },
  RestoreSamples: { own: () => ({ confirm: true }) },
  UpdateProfile: { own: () => ({ displayName: "Dr. Chaos", practiceName: "Matrix Clinic" }) },
  CreateTranscription: {
    own: () => ({
      patientName: "Chaos Patient",
      fileName: "recording.webm",
      size: 1000,
      recordingConsent: true,
    }),
  },
  StartTranscription: { own: (w) => ({ key: w.a.transcriptionKey }) },
  CorrectTranscript: { own: () => ({ segments: [{ id: "s1", text: "Cough for two weeks." }] }) },
  UpdateTranscriptSpeakers: {
    own: () => ({
      revision: 0,
      speakers: [
        { label: "spk_0", role: "patient", name: "Patient" },
        { label: "spk_1", role: "clinician", name: "Clinician" },
      ],
    }),
  },
  RegenerateTranscription: { own: () => ({ idempotencyKey: randomUUID() }) },
  // Retry reads no body: the id says which failed recording to run again.
  RetryTranscription: { own: () => ({}) },
  EditTranscriptionNotes: {
    own: () => ({ sections: [{ heading: "Plan", sentences: [{ text: "Review in one week.", segmentIds: ["s1"] }] }] }),
  },
  EditTranscriptionSummary: { own: () => ({ patientSummary: "Rest and drink plenty of fluids." }) },
  ConfirmTranscriptionFlags: { own: () => ({ flags: ["number:3"], reason: "Checked against the recording." }) },
  TranslateTranscription: { own: () => ({ language: "es" }) },
  SendTranscription: {
    own: () => ({
      patientEmail: `patient-${randomUUID().slice(0, 8)}@example.com`,
      followUp: true,
      idempotencyKey: randomUUID(),
    }),
  },
};

export function validBodiesOf(route: RouteSpec): ValidBodies {
  const bodies = validBodies[route.id];
  if (!bodies) throw new Error(`Add a valid body for ${route.id} (${routeKey(route)}) to validBodies in cases.ts`);
  return bodies;
}

export interface Case {
  name: string;
  /** Only the path parameter is malformed: the route must answer its 404 (400 for an undecodable path). */
  id?: string;
  query?: string;
  /** Raw bytes of the body; sent as JSON unless `contentType` says otherwise. */
  body?: string;
  contentType?: string;
  /** A status the case must get exactly; otherwise any 4xx (bodies) or 200/4xx (routes without a body). */
  expect?: number;
}

const ownId = (w: World, route: RouteSpec) => w.idsOf("a", resourceOf(route))[0];

/** 41 ids that are not ids, each a single raw path segment. */
export function malformedIds(w: World, route: RouteSpec): Case[] {
  const own = ownId(w, route);
  const raw: Array<[string, string]> = [
    ["10 KB", "0".repeat(10_240)],
    ["over DynamoDB's 1 KB key limit", "x".repeat(1_100)],
    ["parent directory", ".."],
    ["encoded parent directory", "%2e%2e"],
    ["dot", "."],
    ["encoded slash", `${own}%2F..%2F${own}`],
    ["only an encoded slash", "%2F"],
    ["encoded backslashes", "%5C..%5C"],
    ["NUL", "%00"],
    ["own id and NUL", `${own}%00`],
    ["CRLF header injection", "%0D%0ASet-Cookie:%20a=b"],
    ["invalid percent-encoding", "%E0%A4%A"],
    ["a lone percent", "%"],
    ["non-hex percent", "%ZZ"],
    ["overlong UTF-8 dots", "%C0%AE%C0%AE"],
    ["lone surrogate", "%ED%A0%80"],
    ["__proto__", "__proto__"],
    ["constructor", "constructor"],
    ["prototype", "prototype"],
    ["hasOwnProperty", "hasOwnProperty"],
    ["null", "null"],
    ["undefined", "undefined"],
    ["zero", "0"],
    ["negative", "-1"],
    ["huge number", "1e309"],
    ["NaN", "NaN"],
    ["true", "true"],
    ["encoded array", "%5B%5D"],
    ["encoded object", "%7B%7D"],
    ["quoted empty", "%22%22"],
    ["SQL", "'%20OR%201=1--"],
    ["template injection", "%24%7Bjndi:ldap://x%7D"],
    ["sort-key injection", `SUMMARY%23${own}`],
    ["upper-case id", own.toUpperCase()],
    ["one character long", `${own}0`],
    ["one character short", own.slice(1)],
    ["a letter base32 leaves out", `${own.slice(0, -1)}u`],
    ["emoji", "%F0%9F%92%A9"],
    ["right-to-left override", `%E2%80%AE${own.slice(1)}`],
    ["wildcard", "*"],
    ["well-formed but unknown", "01jd0000000000000000000000"],
  ];
  return raw.map(([name, id]) => ({ name: `id: ${name}`, id }));
}

/** Field names the routes read, each given a value of the wrong type (no route accepts any of them). */
const FIELDS = [
  "files",
  "name",
  "content",
  "kind",
  "message",
  "patientEmail",
  "idempotencyKey",
  "followUp",
  "summaryId",
  "token",
  "session",
  "retentionHours",
  "summaryTemplate",
  "overallRating",
  "question",
  "questionId",
  "reply",
  "recordingConsent",
];
const everyField = (value: unknown) => Object.fromEntries(FIELDS.map((f) => [f, value]));
const nested = (depth: number, open: string, close: string) => open.repeat(depth) + close.repeat(depth);

/** 38 bodies no route accepts, plus the route's own body hidden where only a prototype-polluting parser would see it. */
export function junkBodies(w: World, route: RouteSpec): Case[] {
  const raw: Array<[string, string, string?]> = [
    ["empty", ""],
    ["null", "null"],
    ["true", "true"],
    ["zero", "0"],
    ["negative", "-1"],
    ["huge number", "1e309"],
    ["a string", '"hello"'],
    ["empty array", "[]"],
    ["array of objects", "[{}]"],
    ["empty object", "{}"],
    ["truncated JSON", '{"name": '],
    ["unquoted keys", "{name: 1}"],
    ["single quotes", "{'name': 'x'}"],
    ["trailing comma", '{"name": "x",}'],
    ["NUL byte", "\u0000"],
    ["byte order mark", "\uFEFF{}"],
    ["two documents", "{}{}"],
    ["every field a number", JSON.stringify(everyField(42))],
    ["every field null", JSON.stringify(everyField(null))],
    ["every field an array", JSON.stringify(everyField(["x"]))],
    ["every field an object", JSON.stringify(everyField({ toString: "x" }))],
    ["every field true", JSON.stringify(everyField(true))],
    ["every field 100 KB", JSON.stringify(everyField("A".repeat(100_000)))],
    ["every field control characters", JSON.stringify(everyField(["\u0000\u0007\u001b[2J"]))],
    ["unicode keys", JSON.stringify({ "\u202efiles": [], "\ud800": "lone surrogate", "😀": 1 })],
    ["prototype keys", '{"__proto__": {"isAdmin": true}, "constructor": {"prototype": {"polluted": true}}}'],
    ["__proto__ null", '{"__proto__": null}'],
    ["nested arrays 5000 deep", nested(5_000, "[", "]")],
    ["nested objects 5000 deep", `${'{"a":'.repeat(5_000)}1${"}".repeat(5_000)}`],
    ["form-encoded", "name=x&content=y", "application/x-www-form-urlencoded"],
    ["XML", "<name>x</name>", "application/xml"],
    ["binary", "\u0089PNG\r\n\u001a\n\u0000\u0000", "application/octet-stream"],
    ["JSON under a text type", "{}", "text/plain"],
    ["body over 1 MB", JSON.stringify({ name: "A".repeat(1_200_000) })],
  ];
  const cases: Case[] = raw.map(([name, body, contentType]) => ({ name: `body: ${name}`, body, contentType }));
  const bodies = validBodies[route.id];
  if (bodies) {
    const own = JSON.stringify(bodies.own(w));
    cases.push(
      { name: "body: own body only under __proto__", body: `{"__proto__": ${own}}` },
      { name: "body: own body only under constructor.prototype", body: `{"constructor": {"prototype": ${own}}}` },
      { name: "body: own body as an array", body: `[${own}]` },
      { name: "body: own body as a JSON string", body: JSON.stringify(own) },
    );
  }
  const oversize = cases.find((c) => c.name === "body: body over 1 MB");
  if (oversize && takesBody(route)) oversize.expect = 413;
  return cases;
}

/** Query strings the routes do not read; they must not break them. For routes without body or id. */
export const junkQueries: Case[] = [
  ["__proto__", "?__proto__[polluted]=1"],
  ["constructor", "?constructor[prototype][polluted]=1"],
  ["invalid percent-encoding", "?%E0%A4%A=1"],
  ["10 KB value", `?q=${"x".repeat(10_240)}`],
  ["empty", "?"],
  ["only separators", "?&&&=="],
  ["traversal", "?id=..%2F..%2Fetc%2Fpasswd"],
  ["NUL", "?q=%00"],
  ["repeated key", `?${"a=1&".repeat(500)}`],
  ["negative limit", "?limit=-1&cursor=%7B%7D"],
].map(([name, query]) => ({ name: `query: ${name}`, query }));

/** Requests with the right shape but a forbidden value: each one must be refused and change nothing. */
export function nearValid(w: World, route: RouteSpec): Case[] {
  const json = (name: string, body: unknown): Case => ({ name, body: JSON.stringify(body) });
  const traversal = w.b.uploadKey.replace(`incoming/${w.b.sub}/`, `incoming/${w.a.sub}/../${w.b.sub}/`);
  const byRoute: Record<string, Case[]> = {
    CreateTemplate: [
      json("template name with NUL", { name: "Kids\u0000", content: "## Plan", kind: "summary" }),
      json("template name with a bell", { name: "Kids\u0007", content: "## Plan", kind: "summary" }),
      json("template name with a line break", { name: "Kids\nAdults", content: "## Plan", kind: "summary" }),
      json("template name with a right-to-left override", {
        name: "Kids\u202egpj.exe",
        content: "## Plan",
        kind: "summary",
      }),
      json("template name with a directional isolate", {
        name: "\u2066Kids\u2069",
        content: "## Plan",
        kind: "summary",
      }),
      json("template name with a lone surrogate", { name: "Kids \ud83d", content: "## Plan", kind: "summary" }),
    ],
    UpdateProfile: [
      json("display name with a lone surrogate", { displayName: "Dr. \udc00Chaos", practiceName: "Matrix Clinic" }),
      json("practice name with a lone surrogate", { displayName: "Dr. Chaos", practiceName: "Matrix \ud800" }),
    ],
    CreateTranscription: [
      json("patient name with a lone surrogate", {
        patientName: "Chaos \ud83dPatient",
        fileName: "recording.webm",
        size: 1000,
        recordingConsent: true,
      }),
      json("no confirmation that the patient agreed to be recorded", {
        patientName: "Chaos Patient",
        fileName: "recording.webm",
        size: 1000,
      }),
      json("the confirmation as a string", {
        patientName: "Chaos Patient",
        fileName: "recording.webm",
        size: 1000,
        recordingConsent: "true",
      }),
    ],
    AskCareTeam: [
      json("question with a right-to-left override", {
        summaryId: w.b.summaries[1],
        token: "A".repeat(43),
        question: "Can I \u202edrive?",
      }),
      json("blank question", { summaryId: w.b.summaries[1], token: "A".repeat(43), question: "   " }),
    ],
    ReplySummaryQuestion: [
      json("reply with a lone surrogate", { questionId: "01jd0000000000000000000000", reply: "Yes \ud800" }),
      json("blank reply", { questionId: "01jd0000000000000000000000", reply: " " }),
      json("question id as a path", { questionId: "../../01jd00000000000000000", reply: "Yes." }),
    ],
    SendSummary: [
      json("email with NUL", { patientEmail: "p\u0000@example.com", followUp: true, idempotencyKey: randomUUID() }),
      json("email with a right-to-left override", {
        patientEmail: "p\u202e@example.com",
        followUp: true,
        idempotencyKey: randomUUID(),
      }),
      json("email with a header injection", {
        patientEmail: "p@example.com\r\nBcc: all@example.com",
        followUp: true,
        idempotencyKey: randomUUID(),
      }),
      json("email with a lone surrogate", {
        patientEmail: "p\ud800@example.com",
        followUp: true,
        idempotencyKey: randomUUID(),
      }),
      json("email list", { patientEmail: "p@example.com,q@example.com", followUp: true, idempotencyKey: randomUUID() }),
    ],
    CreateSummary: [
      json("upload key stepping into the other clinician's folder", { files: [{ key: traversal, name: "note.txt" }] }),
      json("upload key with an encoded step", {
        files: [{ key: traversal.replace("/../", "/%2e%2e/"), name: "note.txt" }],
      }),
      json("upload key with a backslash step", {
        files: [{ key: traversal.replace("/../", "/..\\"), name: "note.txt" }],
      }),
      json("upload key outside incoming/", { files: [{ key: `summaries/${w.a.sub}/x/note.txt`, name: "note.txt" }] }),
    ],
    UpdateSettings: [
      json("template choice __proto__", { summaryTemplate: "__proto__" }),
      json("template choice constructor", { clinicalNotesTemplate: "constructor" }),
      json("retention beyond the options", { retentionHours: 1e9 }),
      json("unknown setting", { isAdmin: true }),
    ],
  };
  return (byRoute[route.id] ?? []).map((c) => ({ ...c, name: `near-valid: ${c.name}` }));
}

/** Every malformed case for one route: ids for routes with one, bodies for routes that take one, else queries. */
export function malformedCases(w: World, route: RouteSpec): Case[] {
  const cases: Case[] = [];
  if (hasId(route)) cases.push(...malformedIds(w, route));
  if (takesBody(route)) cases.push(...junkBodies(w, route), ...nearValid(w, route));
  if (!hasId(route) && !takesBody(route)) cases.push(...junkBodies(w, route), ...junkQueries);
  return cases;
}
