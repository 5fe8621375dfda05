import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { RouteSpec } from "#lambdas/routes";
import { routes } from "#lambdas/routes";
import { type BadToken, badTokens, reSignedIdToken } from "../../support/bad-tokens";
import { type RawAnswer, rawRequest } from "../../support/raw-http";
import {
  type Case,
  hasId,
  malformedCases,
  pathOf,
  privateRoutes,
  resourceOf,
  routeKey,
  takesBody,
  validBodiesOf,
} from "./cases";
import { buildWorld, changes, type World } from "./world";

/**
 * Issue 7, "Prove it" (a), (b) and (c), generated from the route table (see cases.ts):
 * (a) clinician A addresses each of clinician B's records on every private route: 404, nothing changes, no leak;
 * (b) every private route refuses every kind of bad bearer token with 401 and changes nothing;
 * (c) every route answers malformed ids and bodies with a 4xx (never a 5xx) and changes nothing.
 */
const stack = inject("stack");
let world: World;

const tally = {
  isolation: { routes: 0, probes: 0, leaks: 0 },
  jwt: { routes: 0, kinds: 0, probes: 0 },
  malformed: { routes: 0, cases: 0, fewest: Number.POSITIVE_INFINITY },
  serverErrors: 0,
};

beforeAll(async () => {
  world = await buildWorld(stack);
}, 240_000);

afterAll(() => {
  const { isolation, jwt, malformed } = tally;
  console.log(
    `chaos matrix: isolation ${isolation.routes} routes, ${isolation.probes} probes; ` +
      `jwt ${jwt.routes} routes x ${jwt.kinds} = ${jwt.probes}; ` +
      `malformed ${malformed.routes} routes, ${malformed.cases} cases (at least ${malformed.fewest} per route); ` +
      `${isolation.leaks} leaks, ${tally.serverErrors} 5xx`,
  );
});

interface Sent {
  id?: string;
  body?: unknown;
  raw?: Case;
  authorization?: string;
}

async function send(route: RouteSpec, { id, body, raw, authorization }: Sent): Promise<RawAnswer> {
  const text = raw?.body ?? (body === undefined ? undefined : JSON.stringify(body));
  const headers: Record<string, string> = {};
  if (authorization) headers.authorization = authorization;
  if (text !== undefined) headers["content-type"] = raw?.contentType ?? "application/json";
  try {
    const answer = await rawRequest(stack.apiUrl, {
      method: route.method,
      path: pathOf(route, raw?.id ?? id, raw?.query),
      headers,
      body: text,
    });
    if (answer.status >= 500) tally.serverErrors++;
    return answer;
  } catch (error) {
    // No answer at all (the gateway died or hung) counts as the worst kind of server error.
    tally.serverErrors++;
    return { status: 0, headers: {}, text: String(error) };
  }
}

const asA = () => `Bearer ${world.a.clinician.token}`;
const ownId = (route: RouteSpec) => (hasId(route) ? world.idsOf("a", resourceOf(route))[0] : undefined);
const ownBody = (route: RouteSpec) => (takesBody(route) ? validBodiesOf(route).own(world) : undefined);
const short = (answer: RawAnswer) => `${answer.status} ${answer.text.slice(0, 120)}`;

describe("isolation: clinician A never reaches clinician B's records", () => {
  interface Probe {
    name: string;
    id?: string;
    body?: unknown;
    /** true: must be refused (404 for ids) and change nothing at all; false: may succeed, but B's data is untouched. */
    refused: boolean;
  }

  function probes(route: RouteSpec): Probe[] {
    const body = ownBody(route);
    if (hasId(route)) {
      return world
        .idsOf("b", resourceOf(route))
        .map((id, i) => ({ name: `B's ${resourceOf(route)} #${i + 1}`, id, body, refused: true }));
    }
    const theirs = takesBody(route) ? validBodiesOf(route).theirs : undefined;
    if (theirs) return [{ name: "a body naming B's data", body: theirs(world), refused: true }];
    return [{ name: "A's own request", body, refused: false }];
  }

  it.each(privateRoutes.map((r) => [routeKey(r), r] as const))("%s", async (_, route) => {
    const problems: string[] = [];
    for (const probe of probes(route)) {
      const scope = probe.refused ? undefined : "b";
      const before = await world.snapshot(scope);
      const answer = await send(route, { id: probe.id, body: probe.body, authorization: asA() });
      const after = await world.snapshot(scope);
      tally.isolation.probes++;

      const leaked = world.bMarkers.filter((marker) => answer.text.includes(marker));
      if (leaked.length > 0) {
        tally.isolation.leaks++;
        problems.push(`${probe.name}: the answer shows B's data (${leaked.length} markers): ${short(answer)}`);
      }
      if (probe.id && answer.status !== 404) problems.push(`${probe.name}: ${short(answer)} (expected 404)`);
      if (!probe.id && probe.refused && (answer.status < 400 || answer.status >= 500)) {
        problems.push(`${probe.name}: ${short(answer)} (expected a refusal)`);
      }
      if (!probe.refused && answer.status >= 300) problems.push(`${probe.name}: ${short(answer)} (expected success)`);
      if (before !== after) problems.push(`${probe.name}: changed ${changes(before, after)}`);
    }
    tally.isolation.routes++;

    expect(problems).toEqual([]);
  });

  it("lets B reach each of these records itself (so A's 404s are isolation, not missing records)", async () => {
    const reads = privateRoutes.filter((r) => r.method === "GET" && hasId(r));
    const answers = await Promise.all(
      reads.flatMap((route) =>
        world.idsOf("b", resourceOf(route)).map(async (id) => ({
          route,
          status: (await send(route, { id, authorization: `Bearer ${world.b.clinician.token}` })).status,
        })),
      ),
    );
    // An export refuses a record in the wrong state with 409 (a failed summary, open flags: decision 397): the
    // record is there for its owner, which is what this checks.
    const expected = ({ route }: { route: RouteSpec }) => (route.path.endsWith("/fhir") ? [200, 409] : [200]);

    expect(reads.length).toBeGreaterThan(0);
    expect(answers.filter((a) => !expected(a).includes(a.status)).map((a) => `${a.route.id} ${a.status}`)).toEqual([]);
  });
});

describe("bad bearer tokens: every private route answers 401 and changes nothing", () => {
  let tokens: BadToken[];

  beforeAll(async () => {
    tokens = await badTokens(stack, world.a.clinician, world.b.clinician);
  });

  it("accepts the same claims signed with the pool's key (so each bad token fails for its one flaw)", async () => {
    const me = routes.find((r) => r.id === "GetMe") as RouteSpec;

    const answer = await send(me, { authorization: `Bearer ${await reSignedIdToken(world.a.clinician)}` });

    expect(answer.status).toBe(200);
  });

  it.each(privateRoutes.map((r) => [routeKey(r), r] as const))("%s", async (_, route) => {
    const before = await world.snapshot();
    const answers: string[] = [];
    for (const token of tokens) {
      const answer = await send(route, { id: ownId(route), body: ownBody(route), authorization: token.authorization });
      answers.push(`${token.name}: ${answer.status}`);
      tally.jwt.probes++;
    }
    const after = await world.snapshot();
    tally.jwt.routes++;
    tally.jwt.kinds = tokens.length;

    expect({ answers, changed: changes(before, after) }).toEqual({
      answers: tokens.map((t) => `${t.name}: 401`),
      changed: "nothing",
    });
  });
});

describe("malformed ids and bodies: every route answers 4xx, never 5xx, and changes nothing", () => {
  function expected(route: RouteSpec, c: Case): (status: number) => boolean {
    if (c.expect) return (status) => status === c.expect;
    // An undecodable path may be refused by the gateway (400) before the route's own 404.
    if (c.id !== undefined) return (status) => status === 404 || status === 400;
    if (takesBody(route)) return (status) => status >= 400 && status < 500;
    return (status) => status > 0 && status < 500;
  }

  it.each(routes.map((r) => [routeKey(r), r] as const))("%s", { timeout: 120_000 }, async (_, route) => {
    const cases = malformedCases(world, route);
    const authorization = route.auth === "user" ? asA() : undefined;
    const before = await world.snapshot();
    const problems: string[] = [];
    for (const c of cases) {
      // Only the case's own part is wrong: a malformed id travels with a good body, a malformed body to a good id.
      const answer = await send(route, {
        id: ownId(route),
        body: c.id !== undefined ? ownBody(route) : undefined,
        raw: c,
        authorization,
      });
      if (!expected(route, c)(answer.status)) problems.push(`${c.name}: ${short(answer)}`);
    }
    const after = await world.snapshot();
    tally.malformed.routes++;
    tally.malformed.cases += cases.length;
    tally.malformed.fewest = Math.min(tally.malformed.fewest, cases.length);

    expect(cases.length).toBeGreaterThanOrEqual(30);
    expect({ problems, changed: changes(before, after) }).toEqual({ problems: [], changed: "nothing" });
  });
});
