// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const mocks = vi.hoisted(() => ({
  stored: false,
  session: undefined as { user: { sub: string; email: string }; idToken: string } | undefined,
  loadAuth: vi.fn(),
  listeners: [] as Array<(auth: unknown) => void>,
}));
vi.mock("#web/auth-loader", () => ({
  hasStoredSession: () => mocks.stored,
  storedSession: () => mocks.session,
  loadAuth: mocks.loadAuth,
  whenAuthLoaded: (listener: (auth: unknown) => void) => {
    mocks.listeners.push(listener);
    return () => undefined;
  },
}));

const { AuthProvider, useAuth } = await import("#web/hooks/useAuth");

function Who() {
  const { user, loading } = useAuth();
  return <p>{loading ? "checking" : (user?.email ?? "signed out")}</p>;
}

const fakeAmplify = (email: string | null) => ({
  currentUser: async () => (email ? { sub: "sub-1", email } : null),
  onAuthChange: () => () => undefined,
  signOut: async () => undefined,
});

beforeEach(() => {
  mocks.stored = false;
  mocks.session = undefined;
  mocks.listeners = [];
  mocks.loadAuth.mockReset();
});
afterEach(cleanup);

describe("the signed-in state", () => {
  it("is 'signed out' at once without loading Amplify when the browser holds no session", () => {
    render(
      <AuthProvider>
        <Who />
      </AuthProvider>,
    );

    expect(screen.getByText("signed out")).toBeTruthy();
    expect(mocks.loadAuth).not.toHaveBeenCalled();
  });

  it("is the remembered clinician without loading Amplify while the stored session's token is valid", async () => {
    mocks.stored = true;
    mocks.session = { user: { sub: "sub-1", email: "sam@clinic.example" }, idToken: "id-token" };

    render(
      <AuthProvider>
        <Who />
      </AuthProvider>,
    );

    expect(await screen.findByText("sam@clinic.example")).toBeTruthy();
    expect(mocks.loadAuth).not.toHaveBeenCalled();
  });

  it("loads Amplify and reads the user when the browser holds a session it cannot use alone", async () => {
    mocks.stored = true;
    mocks.loadAuth.mockResolvedValue(fakeAmplify("alex@clinic.example"));

    render(
      <AuthProvider>
        <Who />
      </AuthProvider>,
    );

    expect(screen.getByText("checking")).toBeTruthy();
    expect(await screen.findByText("alex@clinic.example")).toBeTruthy();
    expect(mocks.loadAuth).toHaveBeenCalledTimes(1);
  });
});
