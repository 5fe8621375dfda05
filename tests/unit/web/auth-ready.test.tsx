// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

const auth = vi.hoisted(() => ({
  getCurrentUser: vi.fn(async () => ({ userId: "sub-1" })),
  fetchUserAttributes: vi.fn(async () => ({ sub: "sub-1", email: "dr@clinic.example" })),
  signOut: vi.fn(),
}));
vi.mock("aws-amplify/auth", () => auth);
vi.mock("aws-amplify/utils", () => ({ Hub: { listen: () => () => undefined } }));

import { AuthProvider, useAuth } from "../../../web/src/hooks/useAuth";

afterEach(cleanup);

function Who() {
  const { user, loading } = useAuth();
  return <p>{loading ? "checking" : (user?.email ?? "nobody")}</p>;
}

describe("the first render", () => {
  it("draws before the runtime config has arrived, and checks the sign-in only once Amplify is configured", async () => {
    let configured: () => void = () => undefined;
    const ready = new Promise<void>((resolve) => {
      configured = resolve;
    });

    render(
      <AuthProvider ready={ready}>
        <Who />
      </AuthProvider>,
    );

    expect(screen.getByText("checking")).toBeTruthy();
    expect(auth.getCurrentUser).not.toHaveBeenCalled();
    await act(async () => configured());
    expect(await screen.findByText("dr@clinic.example")).toBeTruthy();
  });
});
