import { describe, expect, it } from "vitest";
import {
  ALREADY_ANSWERED,
  DAILY_LIMIT_MESSAGE,
  QUESTIONS_PER_SUMMARY,
  TOTAL_LIMIT_MESSAGE,
} from "#contracts/care-team";
import { openQuestionsChange, openQuestionsView } from "#core/care-team/dashboard";
import type { CareTeamStore, NewQuestion, QuestionThread } from "#core/care-team/ports";
import { askCareTeam, replyToQuestion } from "#core/care-team/questions";
import { saysNotCovered } from "#core/chat/care-team-offer";
import { NOT_COVERED } from "#core/chat/not-covered";
import { careTeamQuestionEmail, careTeamReplyEmail } from "#core/delivery/emails";
import { hashToken, newToken } from "#core/delivery/link-tokens";
import type { DeliveryStore } from "#core/delivery/ports";
import type { SummaryRecord, SummaryStore } from "#core/summaries/ports";

const OWNER = "owner-sub";
const SUMMARY_ID = "01jdsummary000000000000000";
const TOKEN = newToken();

/** A thread store in memory that applies the same guard as the DynamoDB one: the thread must be as it was read. */
function memoryQuestions(): CareTeamStore & { threads: Map<string, QuestionThread>; open: number } {
  const threads = new Map<string, QuestionThread>();
  const store = {
    threads,
    open: 0,
    async getThread(_sub: string, summaryId: string) {
      const t = threads.get(summaryId);
      return t && { ...t, questions: t.questions.map((q) => ({ ...q })) };
    },
    async addQuestion(_sub: string, input: NewQuestion) {
      const now = threads.get(input.summaryId);
      if (JSON.stringify(now) !== JSON.stringify(input.read)) return "changed" as const;
      const sameDay = now?.day === input.today;
      threads.set(input.summaryId, {
        summaryId: input.summaryId,
        questions: [...(now?.questions ?? []), input.question],
        day: input.today,
        dayCount: sameDay && now ? now.dayCount + 1 : 1,
      });
      store.open++;
      return "added" as const;
    },
    async replyTo(
      _sub: string,
      summaryId: string,
      index: number,
      questionId: string,
      reply: { text: string; at: string },
    ) {
      const q = threads.get(summaryId)?.questions[index];
      if (!q || q.id !== questionId || q.reply) return false;
      q.reply = reply.text;
      q.repliedAt = reply.at;
      store.open--;
      return true;
    },
  };
  return store;
}

function deps(now = new Date("2026-11-27T10:00:00Z"), summary: Partial<SummaryRecord> = {}) {
  const record = {
    id: SUMMARY_ID,
    patientName: "Ada Lovelace",
    patientEmail: "ada@example.com",
    summaryContent: "## Your medicines\n- Aspirin 81 mg every day.",
    sentAt: "2026-11-26T09:00:00Z",
    createdAt: "2026-11-26T08:00:00Z",
    expiresAt: 1_900_000_000,
    ...summary,
  } as SummaryRecord;
  const sent: Array<{ to: string; subject: string; text: string }> = [];
  let n = 0;
  const questions = memoryQuestions();
  return {
    sent,
    questions,
    record,
    deps: {
      summaries: { getSummary: async (sub: string) => (sub === OWNER ? record : undefined) } as unknown as SummaryStore,
      delivery: {
        getPortalLink: async () => ({ summaryId: SUMMARY_ID, ownerSub: OWNER, tokenHash: hashToken(TOKEN) }),
      } as unknown as DeliveryStore,
      clock: { now: () => now },
      profiles: {
        getProfile: async () => ({ email: "dr@clinic.example", firstName: null, lastName: null, fullName: null }),
        getSettings: async () => undefined,
      },
      questions,
      mail: {
        sendEmail: async (to: string, email: { subject: string; text: string }) => {
          sent.push({ to, subject: email.subject, text: email.text });
          return "m";
        },
      },
      ids: { next: () => `01jdquestion${String(++n).padStart(14, "0")}` },
      webOrigin: async () => "https://app.example",
    },
  };
}

describe("sending a question to the care team", () => {
  it("stores it, tells the clinician without its words and says how many more may go today", async () => {
    const { deps: d, sent } = deps();

    const answer = await askCareTeam(d, SUMMARY_ID, TOKEN, "Can I go scuba diving?");

    expect(answer).toMatchObject({
      questions: [{ question: "Can I go scuba diving?", reply: null }],
      remainingToday: 4,
    });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: "dr@clinic.example", subject: "A patient sent you a question" });
    expect(sent[0].text).toContain(`https://app.example/dashboard/summaries/${SUMMARY_ID}`);
    expect(sent[0].text).not.toMatch(/scuba|Ada/);
  });

  it("does not email the clinician again while a question already waits", async () => {
    const { deps: d, sent } = deps(undefined, { openQuestions: 1 });

    await askCareTeam(d, SUMMARY_ID, TOKEN, "And can I swim?");

    expect(sent).toEqual([]);
  });

  it("refuses a wrong token with the portal's one answer", async () => {
    const { deps: d, questions } = deps();

    await expect(askCareTeam(d, SUMMARY_ID, newToken(), "Can I swim?")).rejects.toThrow(
      "Unable to load your summary. This link may be invalid or expired.",
    );
    expect(questions.threads.size).toBe(0);
  });

  it("refuses the sixth question of a day with the limit's words, and takes one again the next day", async () => {
    const { deps: d, questions } = deps();
    for (let i = 0; i < 5; i++) await askCareTeam(d, SUMMARY_ID, TOKEN, `Question ${i}?`);

    await expect(askCareTeam(d, SUMMARY_ID, TOKEN, "One more?")).rejects.toThrow(DAILY_LIMIT_MESSAGE);
    const tomorrow = { ...d, clock: { now: () => new Date("2026-11-28T08:00:00Z") } };
    await expect(askCareTeam(tomorrow, SUMMARY_ID, TOKEN, "A new day?")).resolves.toMatchObject({ remainingToday: 4 });
    expect(questions.threads.get(SUMMARY_ID)?.questions).toHaveLength(6);
  });

  it(`refuses more than ${QUESTIONS_PER_SUMMARY} questions about one summary in all`, async () => {
    const { deps: d, questions } = deps();
    questions.threads.set(SUMMARY_ID, {
      summaryId: SUMMARY_ID,
      day: "2026-11-01",
      dayCount: 1,
      questions: Array.from({ length: QUESTIONS_PER_SUMMARY }, (_, i) => ({
        id: `q${i}`,
        text: "?",
        askedAt: "2026-11-01T00:00:00Z",
      })),
    });

    await expect(askCareTeam(d, SUMMARY_ID, TOKEN, "Another?")).rejects.toThrow(TOTAL_LIMIT_MESSAGE);
  });

  it("reads the thread again when another question got in first, and decides the limit on what it read", async () => {
    const { deps: d, questions } = deps();
    const racing = { ...questions };
    let raced = false;
    racing.addQuestion = async (sub, input) => {
      if (!raced) {
        raced = true;
        await questions.addQuestion(sub, { ...input, question: { ...input.question, id: "other", text: "First!" } });
      }
      return questions.addQuestion(sub, input);
    };

    const answer = await askCareTeam({ ...d, questions: racing }, SUMMARY_ID, TOKEN, "Second?");

    expect(answer.questions.map((q) => q.question)).toEqual(["First!", "Second?"]);
  });
});

describe("the clinician's reply", () => {
  it("is stored once and the patient is emailed that there is one, not what it says", async () => {
    const { deps: d, sent } = deps(undefined, { openQuestions: 1 });
    const { questions } = await askCareTeam(d, SUMMARY_ID, TOKEN, "Can I drive?");

    const answer = await replyToQuestion(d, OWNER, SUMMARY_ID, {
      questionId: questions[0].id,
      reply: "Not for a week.",
    });

    expect(answer).toMatchObject({ open: 0, questions: [{ reply: "Not for a week." }] });
    expect(sent.map((m) => [m.to, m.subject])).toEqual([
      ["ada@example.com", "Your care team replied to your question"],
    ]);
    expect(sent[0].text).not.toContain("week");
  });

  it("to an answered question is refused with 409's words", async () => {
    const { deps: d } = deps(undefined, { openQuestions: 1 });
    const { questions } = await askCareTeam(d, SUMMARY_ID, TOKEN, "Can I drive?");
    await replyToQuestion(d, OWNER, SUMMARY_ID, { questionId: questions[0].id, reply: "Not for a week." });

    await expect(replyToQuestion(d, OWNER, SUMMARY_ID, { questionId: questions[0].id, reply: "Yes." })).rejects.toThrow(
      ALREADY_ANSWERED,
    );
  });

  it("on another clinician's summary is not found", async () => {
    const { deps: d } = deps();

    await expect(
      replyToQuestion(d, "someone-else", SUMMARY_ID, { questionId: "01jd0000000000000000000000", reply: "Yes." }),
    ).rejects.toThrow("Summary not found");
  });
});

describe("whether the portal offers to send a question on", () => {
  const summary = "## Your medicines\n- Aspirin 81 mg every day.";

  it("is yes for the offline engine's refusal, and for a summary that does not say what a medicine is for", () => {
    expect(saysNotCovered("local", NOT_COVERED, { summary, question: "Can I dive?" })).toBe(true);
    expect(
      saysNotCovered("local", "Your summary does not say what aspirin is for. Please ask your care team.", {
        summary,
        question: "What is aspirin for?",
      }),
    ).toBe(true);
  });

  it("is no for an answer quoted from the summary", () => {
    const reply = "Here is what your summary says:\n- Aspirin 81 mg every day.";

    expect(saysNotCovered("local", reply, { summary, question: "How much aspirin?" })).toBe(false);
  });

  it("is yes for the hand-written refusal in the patient's language", () => {
    const spanish = "Su resumen no trata de eso. Pregunte a su equipo médico, que conoce todo su historial médico.";

    expect(saysNotCovered("local", spanish, { summary, question: "¿Puedo bucear?", language: "es" })).toBe(true);
  });

  it("is decided for Bedrock by whether the summary had any passage for the question", () => {
    expect(saysNotCovered("bedrock", "Anything at all.", { summary, question: "Can I go scuba diving?" })).toBe(true);
    expect(saysNotCovered("bedrock", "Anything at all.", { summary, question: "How much aspirin?" })).toBe(false);
  });
});

describe("the dashboard's open questions", () => {
  const image = (openQuestions: number, extra: Record<string, unknown> = {}) => ({
    entity: "summary",
    id: SUMMARY_ID,
    patientName: "Ada Lovelace",
    lastQuestionAt: "2026-11-27T10:00:00Z",
    openQuestions,
    ...extra,
  });

  it("adds a summary when its first question arrives and removes it once answered or deleted", () => {
    expect(openQuestionsChange(image(0), image(1))).toMatchObject({ summaryId: SUMMARY_ID, entry: { count: 1 } });
    expect(openQuestionsChange(image(1), image(0))).toEqual({ summaryId: SUMMARY_ID, entry: null });
    expect(openQuestionsChange(image(2), undefined)).toEqual({ summaryId: SUMMARY_ID, entry: null });
  });

  it("changes nothing for a summary without questions, or for other items", () => {
    expect(openQuestionsChange(image(0, { sentAt: "x" }), image(0))).toBeUndefined();
    expect(openQuestionsChange({ entity: "transcription", id: "t" }, undefined)).toBeUndefined();
  });

  it("counts live entries only, most recently asked first", () => {
    const view = openQuestionsView(
      [
        { id: "a", count: 2, askedAt: "2026-11-27T09:00:00Z", patientName: "A" },
        { id: "b", count: 1, askedAt: "2026-11-27T11:00:00Z", patientName: "B" },
        { id: "c", count: 4, askedAt: "2026-11-27T12:00:00Z", patientName: "C", expiresAt: 1 },
      ],
      Date.parse("2026-11-27T12:00:00Z"),
    );

    expect(view).toEqual({
      open: 3,
      summaries: [
        { id: "b", patientName: "B", count: 1, askedAt: "2026-11-27T11:00:00Z" },
        { id: "a", patientName: "A", count: 2, askedAt: "2026-11-27T09:00:00Z" },
      ],
    });
  });
});

describe("the notices", () => {
  it("to the clinician names neither the patient nor the question", () => {
    const email = careTeamQuestionEmail({
      url: "https://app.example/dashboard/summaries/1",
      sentAt: "2026-11-26T09:00:00Z",
    });

    expect(email.text).toContain("Nov 26, 2026");
    expect(email.html).toContain('href="https://app.example/dashboard/summaries/1"');
  });

  it("to the patient is in their language, with no link (only the token's hash is kept)", () => {
    const email = careTeamReplyEmail({ patientName: "Ana", language: "es" });

    expect(email.subject).toBe("Su equipo de atención respondió a su pregunta");
    expect(email.html).not.toContain("href=");
  });
});
