import * as z from "zod/mini";
import { hasUnprintable } from "./text";

/**
 * Questions a patient sends to the care team from the portal (issue 25, part 3): a question the summary cannot answer
 * goes to the clinician, who reads it beside the summary and replies; the reply appears in the same portal.
 */

/** Longest question a patient may send, and longest reply (a few paragraphs). */
export const QUESTION_MAX_CHARS = 1000;
export const REPLY_MAX_CHARS = 2000;
/** Questions per summary per UTC day (the portal says so when it is reached), and per summary in all. */
export const QUESTIONS_PER_DAY = 5;
export const QUESTIONS_PER_SUMMARY = 30;

export const QUESTION_REQUIRED = "Please type a question.";
export const QUESTION_TOO_LONG = `A question can be at most ${QUESTION_MAX_CHARS} characters.`;
export const DAILY_LIMIT_MESSAGE = `You have sent ${QUESTIONS_PER_DAY} questions about this summary today. Please try again tomorrow, or phone your care team.`;
export const TOTAL_LIMIT_MESSAGE = `This summary has reached its limit of ${QUESTIONS_PER_SUMMARY} questions. Please phone your care team.`;
export const REPLY_REQUIRED = "Please write a reply.";
export const REPLY_TOO_LONG = `A reply can be at most ${REPLY_MAX_CHARS} characters.`;
export const ALREADY_ANSWERED = "This question has already been answered.";
export const QUESTION_NOT_FOUND = "Question not found";

/** Multi-line text: line breaks are fine, other control and direction characters are not. */
const noHiddenCharacters = (value: string) => !hasUnprintable(value.replace(/\r?\n/g, " "));

const token = () => z.string().check(z.maxLength(100));
const summaryId = () => z.string().check(z.minLength(1), z.maxLength(40));

export const askCareTeamRequestSchema = z.lazy(() =>
  z.object({
    summaryId: summaryId(),
    token: token(),
    question: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, QUESTION_REQUIRED),
        z.maxLength(QUESTION_MAX_CHARS, QUESTION_TOO_LONG),
        z.refine(noHiddenCharacters, "A question cannot contain control or text-direction characters."),
      ),
  }),
);
export type AskCareTeamRequest = z.infer<typeof askCareTeamRequestSchema>;

export const replyToQuestionRequestSchema = z.lazy(() =>
  z.object({
    questionId: z.string().check(z.regex(/^[0-9A-Za-z]{26}$/, QUESTION_NOT_FOUND)),
    reply: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, REPLY_REQUIRED),
        z.maxLength(REPLY_MAX_CHARS, REPLY_TOO_LONG),
        z.refine(noHiddenCharacters, "A reply cannot contain control or text-direction characters."),
      ),
  }),
);
export type ReplyToQuestionRequest = z.infer<typeof replyToQuestionRequestSchema>;

/** One question as both sides see it: the patient's words, and the care team's reply once there is one. */
export interface CareTeamQuestionView {
  id: string;
  question: string;
  askedAt: string;
  reply: string | null;
  repliedAt: string | null;
}

/** The portal's view: the patient's questions, oldest first, and how many more may be sent today. */
export interface PortalQuestions {
  questions: CareTeamQuestionView[];
  remainingToday: number;
}

/** The clinician's view of one summary's questions, oldest first, with how many wait for a reply. */
export interface SummaryQuestions {
  questions: CareTeamQuestionView[];
  open: number;
}
