/**
 * Screening questions (issue 45, docs/decisions/0174): what HR may ask on a job, what an applicant may
 * answer, and whether an answer meets the one HR wanted. Pure rules shared by the console, the wizard and
 * the server, each message once. A missed wanted answer flags an application; it never refuses one.
 */

export const SCREENING_KINDS = ["yes-no", "choice", "number", "text"] as const;
export type ScreeningKind = (typeof SCREENING_KINDS)[number];

export const SCREENING_KIND_LABELS: Record<ScreeningKind, string> = {
  "yes-no": "Yes or no",
  choice: "One choice",
  number: "A number",
  text: "Short text",
};

/** At most this many questions on one job: the wizard's step stays one screen. */
export const MAX_SCREENING_QUESTIONS = 20;
export const MAX_QUESTION_LENGTH = 200;
export const MAX_OPTION_LENGTH = 100;
export const MAX_TEXT_ANSWER_LENGTH = 500;

/**
 * A question. `wanted` is ["yes"] or ["no"] for a yes/no, the wanted choices for a choice, empty for none;
 * a number's wanted answer is its bounds `min` and `max` (either may be null).
 */
export type ScreeningQuestion = {
  id: number;
  kind: ScreeningKind;
  label: string;
  required: boolean;
  options: string[];
  wanted: string[];
  min: number | null;
  max: number | null;
};

export type ScreeningQuestionDraft = Omit<ScreeningQuestion, "id">;

/**
 * A question as the applicant's page and the API are given it: never its wanted answer, which is HR's
 * (a missed one only flags the application).
 */
export type AskedQuestion = Pick<ScreeningQuestion, "id" | "kind" | "label" | "required" | "options">;

export const askedQuestionOf = ({ id, kind, label, required, options }: AskedQuestion): AskedQuestion => ({
  id,
  kind,
  label,
  required,
  options,
});

/** The API's list of the questions an open job asks, as `AskedQuestion`s (server/api/career-jobs.ts). */
export const screeningQuestionsPath = (code: number) => `/api/Career/GetScreeningQuestions/${code}`;

/** The form field of a question's answer, on the resume form (posted with or without JavaScript). */
export const screeningFieldName = (id: number): `Screening-${number}` => `Screening-${id}`;

/** The answers typed in the resume form's fields, as PostCandidate takes them. */
export const screeningAnswersFromFields = (
  questions: readonly AskedQuestion[],
  values: Record<string, string | undefined>,
): ScreeningAnswerInput[] =>
  questions.map((q) => ({ QuestionId: q.id, Answer: values[screeningFieldName(q.id)] ?? "" }));

/** A question's form as typed: the choices and wanted choices one a line, the bounds as text. */
export type ScreeningQuestionForm = {
  kind: string;
  label: string;
  required: boolean;
  options: string;
  wanted: string;
  min: string;
  max: string;
};

export const screeningMessages = {
  labelMissing: "Type the question.",
  labelTooLong: `A question is at most ${MAX_QUESTION_LENGTH} characters.`,
  kindUnknown: "Choose what kind of answer the question takes.",
  optionsTooFew: "A one-choice question needs at least two different choices, one a line.",
  optionTooLong: `A choice is at most ${MAX_OPTION_LENGTH} characters.`,
  wantedNotAnOption: "Each wanted choice must be one of the choices.",
  wantedYesNo: "The wanted answer of a yes/no question is yes, no or none.",
  boundNotANumber: "The wanted bounds are numbers.",
  boundsReversed: "The wanted 'at least' cannot be more than 'at most'.",
  textHasNoWanted: "A short-text question has no wanted answer.",
  tooMany: `A job has at most ${MAX_SCREENING_QUESTIONS} screening questions.`,
  noSuchQuestion: "That question is no longer on this job.",
  added: "The question is added.",
  saved: "The question is saved.",
  removed: "The question is removed.",
  moved: "The order is saved.",
  answerMissing: (label: string) => `Please answer the screening question: ${label}`,
  answerNotYesNo: (label: string) => `Please answer yes or no: ${label}`,
  answerNotAChoice: (label: string) => `Please choose one of the answers offered: ${label}`,
  answerNotANumber: (label: string) => `Please answer with a number: ${label}`,
  answerTooLong: (label: string) => `Please answer in at most ${MAX_TEXT_ANSWER_LENGTH} characters: ${label}`,
} as const;

const lines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l !== "");

function bound(text: string): number | null | undefined {
  const t = text.trim();
  if (t === "") return null;
  const n = Number(t);
  return Number.isFinite(n) ? n : undefined;
}

/** Checks a question's form; answers the question as stored or the first failure's message. */
export function checkScreeningQuestion(
  form: ScreeningQuestionForm,
): { ok: true; question: ScreeningQuestionDraft } | { ok: false; message: string } {
  const fail = (message: string) => ({ ok: false as const, message });
  const label = form.label.trim();
  if (label === "") return fail(screeningMessages.labelMissing);
  if (label.length > MAX_QUESTION_LENGTH) return fail(screeningMessages.labelTooLong);
  const kind = SCREENING_KINDS.find((k) => k === form.kind);
  if (!kind) return fail(screeningMessages.kindUnknown);
  const base = { kind, label, required: form.required, options: [], wanted: [], min: null, max: null };
  const wanted = lines(form.wanted);
  const min = bound(form.min);
  const max = bound(form.max);
  switch (kind) {
    case "yes-no": {
      const w = form.wanted.trim().toLowerCase();
      if (w !== "" && w !== "yes" && w !== "no") return fail(screeningMessages.wantedYesNo);
      return { ok: true, question: { ...base, wanted: w === "" ? [] : [w] } };
    }
    case "choice": {
      const options = [...new Set(lines(form.options))];
      if (options.length < 2) return fail(screeningMessages.optionsTooFew);
      if (options.some((o) => o.length > MAX_OPTION_LENGTH)) return fail(screeningMessages.optionTooLong);
      if (wanted.some((w) => !options.includes(w))) return fail(screeningMessages.wantedNotAnOption);
      return { ok: true, question: { ...base, options, wanted: [...new Set(wanted)] } };
    }
    case "number":
      if (min === undefined || max === undefined) return fail(screeningMessages.boundNotANumber);
      if (min !== null && max !== null && min > max) return fail(screeningMessages.boundsReversed);
      return { ok: true, question: { ...base, min, max } };
    case "text":
      if (wanted.length > 0 || form.min.trim() !== "" || form.max.trim() !== "")
        return fail(screeningMessages.textHasNoWanted);
      return { ok: true, question: base };
  }
}

/** Whether HR named a wanted answer: only such a question can be missed. */
export const hasWanted = (q: ScreeningQuestion | ScreeningQuestionDraft) =>
  q.wanted.length > 0 || q.min !== null || q.max !== null;

/** The wanted answer in words, for the console ("yes"; "Dubai or Abu Dhabi"; "at most 60"). */
export function wantedInWords(q: ScreeningQuestionDraft): string {
  if (q.kind === "number") {
    if (q.min !== null && q.max !== null) return `from ${q.min} to ${q.max}`;
    if (q.min !== null) return `at least ${q.min}`;
    if (q.max !== null) return `at most ${q.max}`;
    return "";
  }
  return q.wanted.join(" or ");
}

/** Checks one answer as typed (trimmed); answers the message of its failure, or null. */
export function checkScreeningAnswer(q: Omit<AskedQuestion, "id">, answer: string): string | null {
  const a = answer.trim();
  if (a === "") return q.required ? screeningMessages.answerMissing(q.label) : null;
  switch (q.kind) {
    case "yes-no":
      return a === "yes" || a === "no" ? null : screeningMessages.answerNotYesNo(q.label);
    case "choice":
      return q.options.includes(a) ? null : screeningMessages.answerNotAChoice(q.label);
    case "number":
      return Number.isFinite(Number(a)) ? null : screeningMessages.answerNotANumber(q.label);
    case "text":
      return a.length <= MAX_TEXT_ANSWER_LENGTH ? null : screeningMessages.answerTooLong(q.label);
  }
}

/**
 * Whether a valid answer meets the wanted one. A question without a wanted answer is always met; an
 * optional question with a wanted answer left blank is missed: HR asked for that answer and did not get it.
 */
export function meetsWanted(q: ScreeningQuestionDraft, answer: string): boolean {
  if (!hasWanted(q)) return true;
  const a = answer.trim();
  if (a === "") return false;
  if (q.kind === "number") {
    const n = Number(a);
    return (q.min === null || n >= q.min) && (q.max === null || n <= q.max);
  }
  return q.wanted.includes(a);
}

/** The answers given by question id, from the API's array or the form's fields. */
export type ScreeningAnswerInput = { QuestionId: number; Answer: string };

export type CheckedAnswer = { question: ScreeningQuestion; answer: string; meets: boolean };

/**
 * Checks every answer in the questions' order; answers each with whether it meets the wanted one and
 * the count of those missed, or the first failure's message. Answers to questions the job does not ask
 * are ignored.
 */
export function checkScreeningAnswers(
  questions: readonly ScreeningQuestion[],
  given: readonly ScreeningAnswerInput[] | null | undefined,
): { ok: true; answers: CheckedAnswer[]; misses: number } | { ok: false; message: string } {
  const failure = firstScreeningFailure(questions, given);
  if (failure) return { ok: false, message: failure };
  const byId = answersById(given);
  const answers = questions.map((question) => {
    const answer = (byId.get(question.id) ?? "").trim();
    return { question, answer, meets: meetsWanted(question, answer) };
  });
  return { ok: true, answers, misses: answers.filter((a) => !a.meets).length };
}

/** The first answer's failure in the questions' order, or null: all the applicant's page can check. */
export function firstScreeningFailure(
  questions: readonly AskedQuestion[],
  given: readonly ScreeningAnswerInput[] | null | undefined,
): string | null {
  const byId = answersById(given);
  for (const question of questions) {
    const message = checkScreeningAnswer(question, (byId.get(question.id) ?? "").trim());
    if (message) return message;
  }
  return null;
}

const answersById = (given: readonly ScreeningAnswerInput[] | null | undefined) =>
  new Map((given ?? []).map((g) => [Number(g.QuestionId), typeof g.Answer === "string" ? g.Answer : ""]));

/** The inbox's words for an application's screening result; null when its job asked nothing. */
export function screeningResultLabel(misses: number | null): string | null {
  if (misses === null) return null;
  return misses === 0 ? "Meets all" : `Misses ${misses}`;
}

/** The inbox's screening filter. */
export const SCREENING_FILTERS = ["all", "meets", "misses"] as const;
export type ScreeningFilter = (typeof SCREENING_FILTERS)[number];
export const SCREENING_FILTER_LABELS: Record<ScreeningFilter, string> = {
  all: "All",
  meets: "Meets all",
  misses: "Misses any",
};
