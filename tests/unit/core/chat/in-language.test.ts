import { describe, expect, it } from "vitest";
import { answerInLanguage } from "#core/chat/in-language";
import { NOT_COVERED } from "#core/local-engine/chat";
import type { ChatRequest } from "#core/shared/ai-port";
import type { Translator } from "#core/translation/ports";
import type { StoredTranslation } from "#core/translation/stored";
import { chatSystemPrompt, numberedSummary } from "#lambdas/prompts/chat-v3";

const SUMMARY =
  "## Your medicines\n- Take aspirin 81 mg once a day.\n## When to get help\n- Call 911 if you have chest pain.";

const spanish: StoredTranslation = {
  language: "es",
  text: "## Sus medicamentos\n- Tome aspirina 81 mg una vez al día.\n## Cuándo pedir ayuda\n- Llame al 911 si tiene dolor en el pecho.",
  backTranslation: "",
  rows: [
    { english: "Your medicines", translated: "Sus medicamentos", back: "", flags: [] },
    {
      english: "Take aspirin 81 mg once a day.",
      translated: "Tome aspirina 81 mg una vez al día.",
      back: "",
      flags: [],
    },
    { english: "When to get help", translated: "Cuándo pedir ayuda", back: "", flags: [] },
    {
      english: "Call 911 if you have chest pain.",
      translated: "Llame al 911 si tiene dolor en el pecho.",
      back: "",
      flags: [],
    },
  ],
  flags: [],
  englishRevision: 1,
  createdAt: "2026-11-27T09:00:00.000Z",
  updatedAt: "2026-11-27T09:00:00.000Z",
  by: null,
};

/** A translator that says what it was asked, so each test sees which way each line went. */
function recordingTranslator(supported: string[]) {
  const calls: Array<{ lines: string[]; from: string; to: string }> = [];
  const translator: Translator = {
    supports: (language) => supported.includes(language),
    async translate(lines, from, to) {
      calls.push({ lines, from, to });
      return lines.map((line) =>
        to === "en" ? line.replace("¿Cuánta aspirina tomo?", "How much aspirin?") : `[${to}] ${line}`,
      );
    },
  };
  return { translator, calls };
}

function offlineEngine(answer: (request: ChatRequest) => string) {
  const requests: ChatRequest[] = [];
  return {
    requests,
    ai: {
      name: "local" as const,
      chat: async (request: ChatRequest) => {
        requests.push(request);
        return { text: answer(request), sources: [1] };
      },
    },
  };
}

describe("the patient's chat in their language (issue 23, part 2)", () => {
  it("offline, asks the engine in English and answers with the checked translation of the line it quotes", async () => {
    const { translator, calls } = recordingTranslator(["es"]);
    // The engine quotes the line without its full stop: still the checked line.
    const engine = offlineEngine(() => "Here is what your summary says:\n- Take aspirin 81 mg once a day");

    const reply = await answerInLanguage(
      { ai: engine.ai, translator: async () => translator },
      { summary: SUMMARY, question: "¿Cuánta aspirina tomo?", translation: spanish },
    );

    expect(engine.requests[0].question).toBe("How much aspirin?");
    expect(engine.requests[0].summary).toBe(SUMMARY);
    expect(reply).toEqual({
      text: "Esto es lo que dice su resumen:\n- Tome aspirina 81 mg una vez al día.",
      sources: [1],
    });
    expect(calls.map((c) => `${c.from}>${c.to}`)).toEqual(["es>en"]);
  });

  it("offline, translates a line of the answer that neither the summary nor the resource files hold", async () => {
    const { translator, calls } = recordingTranslator(["es"]);
    const purpose = "Your summary does not say what aspirin is for. Please ask your care team.";
    const engine = offlineEngine(() => purpose);

    const reply = await answerInLanguage(
      { ai: engine.ai, translator: async () => translator },
      { summary: SUMMARY, question: "¿Para qué es la aspirina?", translation: spanish },
    );

    expect(reply.text).toBe(`[es] ${purpose}`);
    expect(calls.at(-1)).toEqual({ lines: [purpose], from: "en", to: "es" });
  });

  it("offline, refuses in the patient's own words when the summary does not say", async () => {
    const { translator } = recordingTranslator(["es"]);
    const engine = offlineEngine(() => NOT_COVERED);

    const reply = await answerInLanguage(
      { ai: engine.ai, translator: async () => translator },
      { summary: SUMMARY, question: "¿Puedo beber alcohol?", translation: spanish },
    );

    expect(reply).toEqual({
      text: "Su resumen no trata de eso. Pregunte a su equipo médico, que conoce todo su historial médico.",
      sources: [],
    });
  });

  it("offline, answers in English and says so first for a language the engine cannot translate", async () => {
    const { translator, calls } = recordingTranslator(["es"]);
    const engine = offlineEngine(() => NOT_COVERED);
    const arabic = { ...spanish, language: "ar", text: "## أدويتك" };

    const reply = await answerInLanguage(
      { ai: engine.ai, translator: async () => translator },
      { summary: SUMMARY, question: "كم أسبرين آخذ؟", translation: arabic },
    );

    expect(reply.text).toBe(
      `(الإجابات باللغة الإنجليزية: لا تستطيع هذه المحادثة الإجابة باللغة العربية بعد.)\n${NOT_COVERED}`,
    );
    expect(calls).toEqual([]);
  });

  it("with Bedrock, asks the model to answer in the language from the English summary", async () => {
    const requests: ChatRequest[] = [];
    const ai = {
      name: "bedrock" as const,
      chat: async (request: ChatRequest) => {
        requests.push(request);
        return { text: "Tome aspirina 81 mg una vez al día.", sources: [1] };
      },
    };

    const reply = await answerInLanguage(
      { ai },
      { summary: SUMMARY, question: "¿Cuánta aspirina tomo?", translation: spanish },
    );

    expect(reply).toEqual({ text: "Tome aspirina 81 mg una vez al día.", sources: [1] });
    expect(requests[0]).toMatchObject({
      summary: SUMMARY,
      question: "¿Cuánta aspirina tomo?",
      language: { code: "es", name: "Spanish" },
    });
  });
});

describe("Bedrock's chat prompt in the patient's language", () => {
  const context = { passages: [] } as unknown as Parameters<typeof chatSystemPrompt>[1];

  it("is unchanged for an English summary", () => {
    const prompt = chatSystemPrompt(SUMMARY, context);

    expect(prompt).not.toContain("language");
    expect(prompt).toContain("Do not add unrelated lines.\n- The summary's sentences are numbered");
  });

  it("tells the model to answer in the language, keeping the English summary's facts as written", () => {
    const prompt = chatSystemPrompt(SUMMARY, context, { code: "es", name: "Spanish" });

    expect(prompt).toContain("Answer in Spanish, from the English summary");
    expect(prompt).toContain("keep every medicine name, dose, time and number exactly");
    expect(prompt).toContain(numberedSummary(SUMMARY));
  });
});
