import { describe, expect, it } from "vitest";
import { createTemplate, deleteTemplate, getAccount, listTemplates, updateSettings } from "#core/account/account";
import { defaultSettings } from "#core/account/settings";
import { Conflict, InvalidInput, LimitReached, NotFound } from "#core/shared/errors";
import { fixedClock, MemoryAccountStore, sequentialIds } from "#tests/fakes/memory-account-store";

const clock = fixedClock("2026-11-21T12:00:00.000Z");
const caller = { sub: "user-a", email: "a@clinic.example", givenName: "Ana", familyName: "Lopez" };

describe("account", () => {
  it("answers the spec defaults for a user who never saved settings", async () => {
    const store = new MemoryAccountStore();

    const me = await getAccount(store, caller);

    expect(me.settings).toMatchObject({
      summaryTemplate: "discharge_summary",
      clinicalNotesTemplate: "soap_format",
      retentionHours: 72,
      autoDeleteEnabled: true,
    });
    expect(me.accountType).toBe("Healthcare Professional");
  });

  it("creates the profile from the token's names on first visit", async () => {
    const store = new MemoryAccountStore();

    await getAccount(store, caller);

    expect(store.profiles.get("user-a")).toEqual({
      email: "a@clinic.example",
      firstName: "Ana",
      lastName: "Lopez",
      fullName: "Ana Lopez",
    });
  });

  it("says which visit is the first, so a new account is greeted 'Welcome' and not 'Welcome back'", async () => {
    const store = new MemoryAccountStore();

    const first = await getAccount(store, caller);
    const second = await getAccount(store, caller);

    expect(first.firstVisit).toBe(true);
    expect(second.firstVisit).toBe(false);
  });

  it("asks for feedback a day after the summary unless the clinician chose otherwise", async () => {
    const me = await getAccount(new MemoryAccountStore(), caller);

    expect(me.settings.followUpDelay).toBe("24h");
  });
});

describe("settings update", () => {
  it("merges the patch over the current settings and stamps the time", async () => {
    const store = new MemoryAccountStore();

    const saved = await updateSettings(store, "user-a", { retentionHours: 24 }, clock);

    expect(saved).toEqual({ ...defaultSettings(), retentionHours: 24, updatedAt: "2026-11-21T12:00:00.000Z" });
  });

  it("refuses a template that does not exist and saves nothing", async () => {
    const store = new MemoryAccountStore();

    await expect(updateSettings(store, "user-a", { summaryTemplate: "custom_nope" }, clock)).rejects.toBeInstanceOf(
      InvalidInput,
    );
    expect(store.settings.has("user-a")).toBe(false);
  });

  it.each([
    [
      "summary",
      { summaryTemplate: "custom", customTemplate: "   " },
      "Please write your custom template, or choose another template.",
    ],
    [
      "clinical",
      { clinicalNotesTemplate: "custom" },
      "Please write your custom clinical notes template, or choose another template.",
    ],
  ])("refuses 'Custom' with no %s template text and saves nothing", async (_, patch, message) => {
    const store = new MemoryAccountStore();

    await expect(updateSettings(store, "user-a", patch, clock)).rejects.toThrow(message);
    expect(store.settings.has("user-a")).toBe(false);
  });

  it("accepts 'Custom' with its text", async () => {
    const store = new MemoryAccountStore();

    const saved = await updateSettings(store, "user-a", { summaryTemplate: "custom", customTemplate: "## Hi" }, clock);

    expect(saved.summaryTemplate).toBe("custom");
  });

  it("re-stamps existing items when retention changes", async () => {
    const store = new MemoryAccountStore();
    store.retained.set("user-a", [{ createdAt: "2026-11-21T10:00:00.000Z" }]);

    await updateSettings(store, "user-a", { retentionHours: 1 }, clock);

    expect(store.retained.get("user-a")?.[0].expiresAt).toBe(Date.parse("2026-11-21T11:00:00.000Z") / 1000);
  });
});

describe("custom templates", () => {
  it("lists presets and the user's templates split by kind", async () => {
    const store = new MemoryAccountStore();
    await createTemplate(store, "user-a", { name: "Kids", content: "x", kind: "summary" }, clock, sequentialIds());
    await createTemplate(store, "user-a", { name: "Short", content: "x", kind: "clinical" }, clock, sequentialIds("c"));

    const list = await listTemplates(store, "user-a");

    expect(list.summary.custom.map((t) => t.name)).toEqual(["Kids"]);
    expect(list.clinical.custom.map((t) => t.name)).toEqual(["Short"]);
    expect(list.limitPerKind).toBe(5);
  });

  it("refuses a sixth template of a kind with the spec's message", async () => {
    const store = new MemoryAccountStore();
    const ids = sequentialIds();
    for (let i = 1; i <= 5; i++) {
      await createTemplate(store, "user-a", { name: `T${i}`, content: "x", kind: "summary" }, clock, ids);
    }

    const sixth = createTemplate(store, "user-a", { name: "T6", content: "x", kind: "summary" }, clock, ids);

    await expect(sixth).rejects.toThrow(
      new LimitReached("You can only save up to 5 custom templates. Please delete one first."),
    );
  });

  it("still accepts a clinical template when five summary templates exist", async () => {
    const store = new MemoryAccountStore();
    const ids = sequentialIds();
    for (let i = 1; i <= 5; i++) {
      await createTemplate(store, "user-a", { name: `T${i}`, content: "x", kind: "summary" }, clock, ids);
    }

    const clinical = await createTemplate(store, "user-a", { name: "N", content: "x", kind: "clinical" }, clock, ids);

    expect(clinical.kind).toBe("clinical");
  });

  it("refuses a duplicate name with the spec's message", async () => {
    const store = new MemoryAccountStore();
    const ids = sequentialIds();
    await createTemplate(store, "user-a", { name: "Kids", content: "x", kind: "summary" }, clock, ids);

    const again = createTemplate(store, "user-a", { name: " KIDS ", content: "y", kind: "summary" }, clock, ids);

    await expect(again).rejects.toThrow(new Conflict("A template with this name already exists"));
  });

  it("answers not found for another user's template", async () => {
    const store = new MemoryAccountStore();
    const t = await createTemplate(store, "user-a", { name: "Kids", content: "x" }, clock, sequentialIds());

    await expect(deleteTemplate(store, "user-b", t.id, clock)).rejects.toBeInstanceOf(NotFound);
    expect(await store.listCustomTemplates("user-a")).toHaveLength(1);
  });

  it("falls the selection back to the default when the selected template is deleted", async () => {
    const store = new MemoryAccountStore();
    const t = await createTemplate(store, "user-a", { name: "Kids", content: "x" }, clock, sequentialIds());
    await updateSettings(store, "user-a", { summaryTemplate: `custom_${t.id}` }, clock);

    await deleteTemplate(store, "user-a", t.id, clock);

    expect(store.settings.get("user-a")?.summaryTemplate).toBe("discharge_summary");
  });
});
