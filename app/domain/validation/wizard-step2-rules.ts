import { MANDATORY_QUALIFICATIONS, numberOf, type PersonalInfo, type Qualification } from "../job-application";
import { rule, text, type Rule } from "./rules";

export const RANK_MAX = 99_999_999;

/** docs/product.md §5.9, 'Wizard step 2', exact texts. */
export const step2Messages = {
  incomplete: "Please complete all missing details",
  entranceUnanswered: "Please answer the question about entrance examination",
  entranceBoardRequired: "The Board of Entrance Examination is mandatory",
  rankRequired: "Rank in the Entrance Examination is mandatory",
  rankInvalid: "Rank in the Entrance Examination is invalid",
} as const;

export type Step2Input = Pick<PersonalInfo, "EntranceExamAttendYn" | "EntranceExamBoard" | "EntranceExamScore"> & {
  Qualifications: readonly Pick<Qualification, "Code" | "IsFullyFilled">[];
};

/** A qualification list is complete when every entry is fully filled and both mandatory ones are there. */
export function qualificationsComplete(list: Step2Input["Qualifications"]): boolean {
  return (
    list.every((q) => q.IsFullyFilled === true) &&
    MANDATORY_QUALIFICATIONS.every((m) => list.some((q) => q.Code === m.Code))
  );
}

/** Whether the entrance examination was answered Yes: only then are its board and rank asked for and kept. */
export function attendedEntranceExam(p: Pick<PersonalInfo, "EntranceExamAttendYn">): boolean {
  return text(p.EntranceExamAttendYn) === "Y";
}

/** The ordered rules of step 2, Educational Qualifications. */
export function wizardStep2Rules(): Rule<Step2Input>[] {
  const attended = attendedEntranceExam;
  return [
    rule((s) => !qualificationsComplete(s.Qualifications), step2Messages.incomplete),
    rule((s) => !["Y", "N"].includes(text(s.EntranceExamAttendYn)), step2Messages.entranceUnanswered),
    rule((s) => attended(s) && text(s.EntranceExamBoard) === "", step2Messages.entranceBoardRequired),
    rule((s) => attended(s) && numberOf(s.EntranceExamScore) === null, step2Messages.rankRequired),
    rule((s) => {
      if (!attended(s)) return false;
      const rank = numberOf(s.EntranceExamScore)!;
      return !Number.isInteger(rank) || rank <= 0 || rank > RANK_MAX;
    }, step2Messages.rankInvalid),
  ];
}
