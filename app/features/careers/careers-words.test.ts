import { describe, expect, it } from "vitest";
import { CAREERS_EN, type CareersWords } from "~/content/messages/careers.en";
import { CAREERS_MESSAGES } from "~/content/messages/careers";
import { fill } from "~/content/messages/shell.en";
import { EMPTY_JOB_FILTER, jobFilterMessages, type JobFilter } from "~/domain/job-filter";
import { describeJobAlert } from "~/domain/job-alert";
import { TRANSLATED_LOCALES } from "~/domain/locale/locales";
import { resumeFileMessages } from "~/domain/resume-file";
import { screeningMessages } from "~/domain/screening-questions";
import { tooLongMessage } from "~/domain/validation/common-rules";
import { step1Messages } from "~/domain/validation/wizard-step1-rules";
import { step3Messages } from "~/domain/validation/wizard-step3-rules";
import { FILE_UNREADABLE_MESSAGE } from "~/lib/read-file";
import { describeAlert, filterCountText, formatJobDate, localiseMessage } from "./careers-words";

/** Every string of a catalogue by its path ("wizard.steps.personal", "careers.reasons.0.title"). */
function leaves(value: unknown, path = ""): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof value === "string") out.set(path, value);
  else if (value && typeof value === "object")
    for (const [key, child] of Object.entries(value))
      for (const [p, v] of leaves(child, path ? `${path}.${key}` : key)) out.set(p, v);
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe("the careers catalogues", () => {
  const english = leaves(CAREERS_EN);

  it.each(TRANSLATED_LOCALES)(
    "%s has every English message and no other, each with the same placeholders",
    (locale) => {
      const words = leaves(CAREERS_MESSAGES[locale]);
      // The types ask for every key; the arrays (the reasons) and stray keys are checked here.
      expect([...words.keys()].sort()).toEqual([...english.keys()].sort());
      for (const [path, text] of words) {
        expect(text.trim(), `${locale} ${path}`).not.toBe("");
        expect(placeholders(text), `${locale} ${path}`).toEqual(placeholders(english.get(path)!));
      }
    },
  );

  it.each(TRANSLATED_LOCALES)("%s is translated: its page words differ from English", (locale) => {
    const words = leaves(CAREERS_MESSAGES[locale]);
    const same = [...words].filter(
      ([path, text]) => text === english.get(path) && !/^(fieldNames|filter\.levels|alert\.filtered)/.test(path),
    );
    // Only words that are the same in every script (a placeholder alone, a sign) may be left as they were.
    expect(same.map(([path]) => path)).toEqual([]);
  });

  it("keeps the English messages the pages said before, from their domain modules", () => {
    expect(CAREERS_EN.validation.fileUnreadable).toBe(FILE_UNREADABLE_MESSAGE);
    expect(fill(CAREERS_EN.validation.fileTooLarge, { file: "cv.pdf" })).toBe(resumeFileMessages.tooLarge("cv.pdf"));
    expect(fill(CAREERS_EN.validation.tooLong, { field: "City", max: 100 })).toBe(tooLongMessage("City", 100));
    expect(fill(CAREERS_EN.validation.experienceTooShort, { years: 1, months: 4, minimum: 3 })).toBe(
      step3Messages.experienceTooShort(1, 4, 3),
    );
    expect(fill(CAREERS_EN.validation.birthDateOutOfRange, { min: "01-01-1960", max: "31-12-2008" })).toBe(
      "Date of Birth must be between 01-01-1960 and 31-12-2008",
    );
    for (const [shown, total] of [
      [1, 1],
      [5, 5],
      [0, 1],
      [2, 5],
    ] as const)
      expect(filterCountText(CAREERS_EN, shown, total, String)).toBe(jobFilterMessages.matches(shown, total));
    const filters: JobFilter[] = [
      EMPTY_JOB_FILTER,
      { q: "flutter  dev", location: "", level: "" },
      { q: "", location: "Kochi", level: "3-5" },
      { q: "sql", location: "Dubai", level: "6-plus" },
    ];
    for (const filter of filters) expect(describeAlert(CAREERS_EN, filter)).toBe(describeJobAlert(filter));
    expect(formatJobDate("2026-12-31", "en")).toBe("December 31, 2026");
  });

  it("shows the browser's messages in the page's language, with their values", () => {
    const ar = CAREERS_MESSAGES.ar;
    expect(localiseMessage(step1Messages.underAge, ar)).toBe(ar.validation.underAge);
    expect(localiseMessage(step1Messages.underAge, CAREERS_EN)).toBe(step1Messages.underAge);
    expect(localiseMessage(step3Messages.experienceTooShort(1, 4, 3), ar)).toBe(
      fill(ar.validation.experienceTooShort, { years: 1, months: 4, minimum: 3 }),
    );
    expect(localiseMessage(step3Messages.experienceMissing(null), ar)).toBe(ar.validation.experienceMissing);
    expect(localiseMessage(step3Messages.experienceMissing(2), ar)).toBe(
      fill(ar.validation.experienceMissingYears, { years: 2 }),
    );
    expect(localiseMessage(screeningMessages.answerMissing("Notice period?"), CAREERS_MESSAGES.hi)).toBe(
      fill(CAREERS_MESSAGES.hi.validation.answerMissing, { question: "Notice period?" }),
    );
    // A too-long message names its field in the language too.
    expect(localiseMessage(tooLongMessage("Address Line 1", 240), CAREERS_MESSAGES.ml)).toBe(
      fill(CAREERS_MESSAGES.ml.validation.tooLong, {
        field: CAREERS_MESSAGES.ml.fieldNames["Address Line 1"],
        max: 240,
      }),
    );
    const today = "2026-11-29";
    expect(localiseMessage(step1Messages.birthDateOutOfRange(today), ar)).toMatch(
      /^يجب أن يكون تاريخ الميلاد بين \d\d-\d\d-\d{4} و\d\d-\d\d-\d{4}$/,
    );
    // A message that is none of the browser's (the server's) is shown as it came.
    expect(localiseMessage("Thank you for applying.", ar)).toBe("Thank you for applying.");
  });

  it("writes dates and counts in the language on translated pages", () => {
    expect(formatJobDate("2026-12-31", "hi")).toBe(
      new Intl.DateTimeFormat("hi-IN", { dateStyle: "long", timeZone: "UTC" }).format(Date.UTC(2026, 11, 31)),
    );
    expect(formatJobDate("2026-12-31", "ar")).not.toBe("December 31, 2026");
    expect(describeAlert(CAREERS_MESSAGES.ml, { q: "sql", location: "Kochi", level: "" })).toBe(
      "“sql” എന്നതിനായുള്ള Kochi-ലെ പുതിയ ഒഴിവുകൾ",
    );
  });
});

// The type a translation must satisfy is the English catalogue's, widened.
const _typed: CareersWords = CAREERS_EN;
void _typed;
