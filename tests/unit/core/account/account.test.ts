import { describe, expect, it } from "vitest";
import { createTemplate, deleteTemplate, getAccount, listTemplates, updateSettings } from "#core/account/account";
import { defaultSettings } from "#core/account/settings";
import { Conflict, InvalidInput, LimitReached, NotFound } from "#core/shared/errors";
import { fixedClock, MemoryAccountStore, sequentialIds } from "#tests/fakes/memory-account-store";

const clock = fixedClock("2026-11-21T12:00:00.000Z");
const caller = { sub: "user-a", email: "a@clinic.example", givenName: "Ana", familyName: "Lopez" };

/** Records the retention jobs started; `failing` makes starting one fail. */
function jobStarter(failing = false) {
  const started: Array<{ sub: string; jobId: string }> = [];
  return {
    started,
    startRetentionJob: async (job: { sub: string; jobId: string }) => {
      if (failing) throw new Error("Lambda is unavailable");
      started.push(job);
    },
  };
}

const update = (store: MemoryAccountStore, patch: Parameters<typeof updateSettings>[3], jobs = jobStarter()) =>
  updateSettings(store, jobs, "user-a", patch, clock, sequentialIds("01job"));

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

    const { settings } = await update(store, { retentionHours: 24 });

    expect(settings).toEqual({ ...defaultSettings(), retentionHours: 24, updatedAt: "2026-11-21T12:00:00.000Z" });
  });

  it("refuses a template that does not exist and saves nothing", async () => {
    const store = new MemoryAccountStore();

    await expect(update(store, { summaryTemplate: "custom_nope" })).rejects.toBeInstanceOf(InvalidInput);
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

    await expect(update(store, patch)).rejects.toThrow(message);
    expect(store.settings.has("user-a")).toBe(false);
  });

  it("accepts 'Custom' with its text", async () => {
    const store = new MemoryAccountStore();

    const { settings } = await update(store, { summaryTemplate: "custom", customTemplate: "## Hi" });

    expect(settings.summaryTemplate).toBe("custom");
  });

  it("starts a job that applies a retention change to existing records, and answers its progress", async () => {
    const store = new MemoryAccountStore();
    const jobs = jobStarter();

    const { retention } = await update(store, { retentionHours: 1 }, jobs);

    expect(jobs.started).toEqual([{ sub: "user-a", jobId: "01job001" }]);
    expect(retention).toEqual({ state: "applying", done: 0, total: null });
    expect(await store.getRetentionJob("user-a")).toMatchObject({ retentionHours: 1, autoDeleteEnabled: true });
  });

  it("starts no job when retention did not change", async () => {
    const store = new MemoryAccountStore();
    const jobs = jobStarter();

    await update(store, { followUpDelay: "3d" }, jobs);

    expect(jobs.started).toEqual([]);
  });

  it("marks the job failed when it could not be started, and starts it when settings are saved again", async () => {
    const store = new MemoryAccountStore();
    const first = await update(store, { retentionHours: 1 }, jobStarter(true));
    const jobs = jobStarter();

    await update(store, { retentionHours: 1 }, jobs);

    expect(first.retention?.state).toBe("failed");
    expect(jobs.started).toHaveLength(1);
  });

  it("applies the patch again over a change saved meanwhile in another window, losing neither", async () => {
    const store = new MemoryAccountStore();
    const read = store.getSettings.bind(store);
    let interleaved = false;
    store.getSettings = async (sub) => {
      const seen = await read(sub);
      if (!interleaved) {
        interleaved = true;
        await store.putSettings(sub, { ...defaultSettings(), followUpDelay: "3d", updatedAt: "other" }, undefined);
      }
      return seen;
    };

    const { settings } = await update(store, { retentionHours: 24 });

    expect(settings).toMatchObject({ retentionHours: 24, followUpDelay: "3d" });
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
    await update(store, { summaryTemplate: `custom_${t.id}` });

    await deleteTemplate(store, "user-a", t.id, clock);

    expect(store.settings.get("user-a")?.summaryTemplate).toBe("discharge_summary");
  });
});
