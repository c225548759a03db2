import { describe, expect, it } from "vitest";
import { emptyExperience, emptyQualification, type JobApplication, type Qualification } from "./job-application";
import { jobApplicationSchema, personalInfoSchema } from "./job-application-schema";
import { canonicalNumber, normaliseJobApplication, type ApplicationTerms } from "./normalise-job-application";

const allTerms: ApplicationTerms = { IsReferral: true, IsCurrentCtcRequired: true, IsExpectedCtcRequired: true };
const noTerms: ApplicationTerms = { IsReferral: false, IsCurrentCtcRequired: false, IsExpectedCtcRequired: false };

function application(personal: Record<string, unknown> = {}, rest: Partial<JobApplication> = {}): JobApplication {
  return {
    PersonalInfo: personalInfoSchema.parse({
      Name: "Anita Raman",
      IsReferral: true,
      ReferrerName: "Joseph Mathew",
      ReferrerEmail: "joseph.mathew@example.com",
      EntranceExamAttendYn: "Y",
      EntranceExamBoard: "KEAM",
      EntranceExamScore: "4210",
      CurrentCtc: "8.5",
      ExpectedCtc: 12,
      ...personal,
    }),
    Qualifications: [],
    WorkExperiences: [],
    ...rest,
  };
}

const qualification = (changes: Partial<Qualification>): Qualification => ({
  ...emptyQualification("q-1"),
  StreamCode: "CSE",
  StreamText: "Computer Science",
  UniversityCode: "KTU",
  UniversityText: "KTU",
  BoardCode: "CBSE",
  BoardText: "CBSE",
  Percentage: " 88.5 ",
  FinishYear: "2012",
  ...changes,
});

describe("normaliseJobApplication", () => {
  it("keeps every answer that applies, with numbers as JSON numbers", () => {
    const p = normaliseJobApplication(application(), allTerms).PersonalInfo;
    expect(p).toMatchObject({
      Name: "Anita Raman",
      IsReferral: true,
      ReferrerName: "Joseph Mathew",
      ReferrerEmail: "joseph.mathew@example.com",
      EntranceExamBoard: "KEAM",
      EntranceExamScore: 4210,
      CurrentCtc: 8.5,
      ExpectedCtc: 12,
    });
  });

  it("keeps the referrer only when the job takes referrals and the visitor was referred", () => {
    const notTaken = normaliseJobApplication(application(), noTerms).PersonalInfo;
    expect(notTaken).toMatchObject({ IsReferral: false, ReferrerName: "", ReferrerEmail: "" });
    const notReferred = normaliseJobApplication(application({ IsReferral: false }), allTerms).PersonalInfo;
    expect(notReferred).toMatchObject({ IsReferral: false, ReferrerName: "", ReferrerEmail: "" });
  });

  it("keeps the entrance board and rank only when the examination was attended", () => {
    for (const answer of ["N", "", "y"]) {
      const p = normaliseJobApplication(application({ EntranceExamAttendYn: answer }), allTerms).PersonalInfo;
      expect(p, answer).toMatchObject({ EntranceExamAttendYn: answer, EntranceExamBoard: "", EntranceExamScore: null });
    }
    // The rules read the answer trimmed, and so does the clean-up.
    const spaced = normaliseJobApplication(application({ EntranceExamAttendYn: " Y " }), allTerms).PersonalInfo;
    expect(spaced).toMatchObject({ EntranceExamBoard: "KEAM", EntranceExamScore: 4210 });
  });

  it("keeps each CTC only when the job asks for it", () => {
    const current = { ...noTerms, IsCurrentCtcRequired: true };
    expect(normaliseJobApplication(application(), current).PersonalInfo).toMatchObject({
      CurrentCtc: 8.5,
      ExpectedCtc: null,
    });
    const expected = { ...noTerms, IsExpectedCtcRequired: true };
    expect(normaliseJobApplication(application(), expected).PersonalInfo).toMatchObject({
      CurrentCtc: null,
      ExpectedCtc: 12,
    });
  });

  it("keeps a board for a school course, a stream and a university for any other", () => {
    const app = application(
      {},
      {
        Qualifications: [
          qualification({ Code: "SSLC", CourseCode: "SSLC" }),
          qualification({ Code: "q-2", CourseCode: "BTECH" }),
        ],
      },
    );
    const [school, degree] = normaliseJobApplication(app, allTerms).Qualifications;
    expect(school).toMatchObject({
      BoardCode: "CBSE",
      BoardText: "CBSE",
      StreamCode: "",
      StreamText: "",
      UniversityCode: "",
      UniversityText: "",
      Percentage: 88.5,
      FinishYear: 2012,
      IsMandatory: true,
    });
    expect(degree).toMatchObject({
      BoardCode: "",
      BoardText: "",
      StreamCode: "CSE",
      StreamText: "Computer Science",
      UniversityCode: "KTU",
      UniversityText: "KTU",
      IsMandatory: false,
    });
  });

  it("drops the end of a current job and keeps the end of a past one", () => {
    const job = {
      ...emptyExperience("e-1"),
      StartMonth: "6",
      StartYear: "2019",
      EndMonth: "5",
      EndMonthText: "May",
      EndYear: "2022",
    };
    const app = application({}, { WorkExperiences: [job, { ...job, Code: "e-2", IsCurrentlyWorking: true }] });
    const [past, current] = normaliseJobApplication(app, allTerms).WorkExperiences;
    expect(past).toMatchObject({ StartMonth: 6, StartYear: 2019, EndMonth: 5, EndMonthText: "May", EndYear: 2022 });
    expect(current).toMatchObject({ StartMonth: 6, StartYear: 2019, EndMonth: null, EndMonthText: "", EndYear: null });
  });

  it("keeps a number it cannot read as sent, so the rules call it invalid rather than missing", () => {
    expect(canonicalNumber("")).toBeNull();
    expect(canonicalNumber(" ")).toBeNull();
    expect(canonicalNumber(null)).toBeNull();
    expect(canonicalNumber(" 72.5 ")).toBe(72.5);
    expect(canonicalNumber(80)).toBe(80);
    expect(canonicalNumber("7O")).toBe("7O");
    expect(canonicalNumber("1e3")).toBe("1e3");
  });

  it("is the server's reading of itself: normalising again or parsing with the schema changes nothing", () => {
    const app = application(
      { CurrentCtc: "abc" },
      {
        Qualifications: [qualification({ Code: "SSLC", CourseCode: "SSLC" })],
        WorkExperiences: [{ ...emptyExperience("e-1"), IsCurrentlyWorking: true, StartMonth: "1", EndYear: "2020" }],
      },
    );
    const once = normaliseJobApplication(app, allTerms);
    expect(normaliseJobApplication(once, allTerms)).toEqual(once);
    expect(jobApplicationSchema.parse(JSON.parse(JSON.stringify(once)))).toEqual(once);
  });
});
