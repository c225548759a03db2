import { describe, expect, it } from "vitest";
import {
  checkScreeningAnswers,
  checkScreeningQuestion,
  screeningMessages as m,
  screeningResultLabel,
  wantedInWords,
  type ScreeningQuestion,
} from "./screening-questions";

const form = { kind: "yes-no", label: "Work permit?", required: true, options: "", wanted: "", min: "", max: "" };

describe("screening questions", () => {
  it("checks a question's form and gives each failure's message", () => {
    expect(checkScreeningQuestion({ ...form, label: " " })).toEqual({ ok: false, message: m.labelMissing });
    expect(checkScreeningQuestion({ ...form, wanted: "maybe" })).toEqual({ ok: false, message: m.wantedYesNo });
    expect(checkScreeningQuestion({ ...form, kind: "choice", options: "Dubai\nDubai" })).toEqual({
      ok: false,
      message: m.optionsTooFew,
    });
    expect(checkScreeningQuestion({ ...form, kind: "choice", options: "Dubai\nKochi", wanted: "Pune" })).toEqual({
      ok: false,
      message: m.wantedNotAnOption,
    });
    expect(checkScreeningQuestion({ ...form, kind: "number", min: "9", max: "3" })).toEqual({
      ok: false,
      message: m.boundsReversed,
    });
    expect(checkScreeningQuestion({ ...form, kind: "text", wanted: "yes" })).toEqual({
      ok: false,
      message: m.textHasNoWanted,
    });
    expect(checkScreeningQuestion({ ...form, kind: "number", max: " 60 " })).toEqual({
      ok: true,
      question: { kind: "number", label: "Work permit?", required: true, options: [], wanted: [], min: null, max: 60 },
    });
  });

  it("flags the answers that miss the wanted one and refuses a missing required answer", () => {
    const qs: ScreeningQuestion[] = [
      { id: 1, kind: "yes-no", label: "Permit?", required: true, options: [], wanted: ["yes"], min: null, max: null },
      { id: 2, kind: "number", label: "Notice", required: true, options: [], wanted: [], min: null, max: 60 },
      {
        id: 3,
        kind: "choice",
        label: "City",
        required: false,
        options: ["Dubai", "Kochi"],
        wanted: ["Dubai"],
        min: null,
        max: null,
      },
    ];
    expect(checkScreeningAnswers(qs, [{ QuestionId: 1, Answer: "yes" }])).toEqual({
      ok: false,
      message: m.answerMissing("Notice"),
    });
    expect(
      checkScreeningAnswers(qs, [
        { QuestionId: 1, Answer: "yes" },
        { QuestionId: 2, Answer: "ten" },
      ]),
    ).toEqual({ ok: false, message: m.answerNotANumber("Notice") });
    const verdict = checkScreeningAnswers(qs, [
      { QuestionId: 1, Answer: "no" },
      { QuestionId: 2, Answer: "60" },
    ]);
    expect(verdict.ok && verdict.answers.map((a) => a.meets)).toEqual([false, true, false]);
    expect(verdict.ok && verdict.misses).toBe(2);
    expect(wantedInWords(qs[1]!)).toBe("at most 60");
    expect([screeningResultLabel(null), screeningResultLabel(0), screeningResultLabel(2)]).toEqual([
      null,
      "Meets all",
      "Misses 2",
    ]);
  });
});
