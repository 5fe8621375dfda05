import { type FormEvent, Fragment, type ReactNode, useEffect, useRef, useState } from "react";
import type { ChatMessage } from "#contracts/summaries";

/** The panel's own words: English by default; the patient portal passes them in the patient's language (issue 23). */
export interface ChatTexts {
  label: string;
  empty: string;
  thinking: string;
  question: string;
  placeholder: string;
  send: string;
  /** The label of the suggested questions (the patient portal's, issue 25). */
  suggested?: string;
}

/** An answer with the summary's sentences it relied on (the patient portal's chat, issue 25). */
export interface ChatReply {
  reply: string;
  sources?: number[];
}

const ENGLISH_TEXTS: ChatTexts = {
  label: "Chat",
  empty: "Ask a question about the summary, for example about a medicine.",
  thinking: "Thinking…",
  question: "Your question",
  placeholder: "Type a question…",
  send: "Send",
};

/**
 * Spec section 4: append the question, await the reply; on failure restore the list as it was. Plain elements only,
 * so the patient portal can use it without loading Amplify UI. The portal's chat (issue 25) is as tall as what it
 * holds (`fit`), offers questions drawn from the summary, and shows under each answer what `renderSources` makes of
 * the summary sentences it relied on; the clinician's pages keep the fixed-height panel.
 */
export function ChatPanel({
  initial,
  ask,
  onError,
  title = "Ask about this summary",
  texts = ENGLISH_TEXTS,
  fit = false,
  suggestions = [],
  renderSources,
  answerAction,
}: {
  initial: ChatMessage[];
  ask: (message: string) => Promise<string | ChatReply>;
  onError: (message: string) => void;
  title?: string;
  texts?: ChatTexts;
  fit?: boolean;
  suggestions?: string[];
  renderSources?: (sources: number[]) => ReactNode;
  /** Something to offer under an answer (the portal: send a question the summary cannot answer to the care team). */
  answerAction?: (question: string, answer: string) => ReactNode;
}) {
  const [messages, setMessages] = useState<ChatMessage[]>(initial);
  // The sources of each answer, by its place in the log.
  const [sources, setSources] = useState<Record<number, number[]>>({});
  const [draft, setDraft] = useState("");
  const [waiting, setWaiting] = useState(false);
  const log = useRef<HTMLDivElement>(null);

  useEffect(() => {
    setMessages(initial);
    setSources({});
  }, [initial]);
  // The newest message shows by scrolling the log itself, never the page: scrollIntoView also scrolls every
  // scrollable ancestor, which pulled the page down by the chat's height when a summary with history opened.
  useEffect(() => {
    const box = log.current;
    if (box && messages.length > 0) box.scrollTop = box.scrollHeight;
  }, [messages.length]);

  const submit = async (question: string) => {
    const text = question.trim();
    if (!text || waiting) return;
    const before = messages;
    setMessages([...before, { role: "user", content: text }]);
    setDraft("");
    setWaiting(true);
    try {
      const answer = await ask(text);
      const reply = typeof answer === "string" ? { reply: answer } : answer;
      setMessages([...before, { role: "user", content: text }, { role: "assistant", content: reply.reply }]);
      if (reply.sources?.length) setSources((known) => ({ ...known, [before.length + 1]: reply.sources ?? [] }));
    } catch (error) {
      setMessages(before);
      setDraft(text);
      onError((error as Error).message);
    } finally {
      setWaiting(false);
    }
  };

  const send = (event: FormEvent) => {
    event.preventDefault();
    void submit(draft);
  };

  // A suggestion once asked is not offered again.
  const asked = new Set(messages.filter((m) => m.role === "user").map((m) => m.content));
  const offered = suggestions.filter((q) => !asked.has(q));

  return (
    <section className={fit ? "chat fit" : "chat"} aria-label={texts.label} style={fit ? undefined : { height: 500 }}>
      <h2>{title}</h2>
      <div ref={log} className="chat-log" role="log" aria-live="polite">
        {messages.length === 0 && <p className="muted">{texts.empty}</p>}
        {messages.map((m, i) => {
          const question = m.role === "assistant" && messages[i - 1]?.role === "user" ? messages[i - 1].content : null;
          return (
            // A message is laid out in its own direction: a patient may write Arabic on an English page (issue 23).
            // biome-ignore lint/suspicious/noArrayIndexKey: the log only grows
            <Fragment key={i}>
              <div className={`bubble ${m.role}`} dir="auto">
                {m.content}
                {m.role === "assistant" && sources[i] && renderSources?.(sources[i])}
              </div>
              {question !== null && answerAction?.(question, m.content)}
            </Fragment>
          );
        })}
        {waiting && <div className="bubble assistant muted">{texts.thinking}</div>}
      </div>
      {offered.length > 0 && (
        <fieldset className="chat-suggestions">
          <legend className="visually-hidden">{texts.suggested}</legend>
          {offered.map((q) => (
            <button
              key={q}
              type="button"
              className="chat-suggestion"
              dir="auto"
              disabled={waiting}
              onClick={() => submit(q)}
            >
              {q}
            </button>
          ))}
        </fieldset>
      )}
      <form className="chat-form" onSubmit={send}>
        <input
          className="input"
          aria-label={texts.question}
          placeholder={texts.placeholder}
          dir="auto"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          disabled={waiting}
          maxLength={2000}
        />
        <button type="submit" className="button primary" disabled={!draft.trim() || waiting}>
          {texts.send}
        </button>
      </form>
    </section>
  );
}
