import { describe, expect, it } from "vitest";
import { jobApplicationSchema, personalInfoSchema } from "~/domain/job-application-schema";
import { currentJob } from "#tests/support/factories";
import { initialWizardState, personalInfoOf, toJobApplication } from "./wizard-state";
import { clearDraft, draftKey, loadDraft, saveDraft } from "./wizard-draft";

const extra = {
  jobCode: 7,
  IpAddress: "203.0.113.9",
  BrowserInfo: "test",
  FileName: "cv.pdf",
  FileExtension: ".pdf",
  FileBytes: "data:application/pdf;base64,JVBERi0=",
  KeepForOtherOpenings: false,
  honeypot: "",
};
const noExtras = { IsReferral: false, IsCurrentCtcRequired: false, IsExpectedCtcRequired: false };

describe("wizard state", () => {
  it("starts at step 1 with the two mandatory qualifications", () => {
    const s = initialWizardState();
    expect(s.step).toBe(1);
    expect(s.qualifications.map((q) => [q.Code, q.IsMandatory, q.IsFullyFilled])).toEqual([
      ["SSLC", true, false],
      ["HSE", true, false],
    ]);
    expect(s.experiences).toEqual([]);
  });

  it("sends the date of birth as DD-MM-YYYY", () => {
    expect(personalInfoOf({ ...initialWizardState().personal, BirthDate: "1994-03-07" }).BirthDate).toBe("07-03-1994");
  });

  it("builds the JobApplication: numbers as numbers, fields the job does not use blanked", () => {
    const s = initialWizardState();
    s.personal = {
      ...s.personal,
      IsReferral: true,
      ReferrerName: "Joseph",
      EntranceExamAttendYn: "N",
      EntranceExamBoard: "KEAM",
      EntranceExamScore: "12",
      CurrentCtc: "8.5",
      ExpectedCtc: "12",
    };
    s.qualifications[0] = { ...s.qualifications[0]!, Percentage: "88.5", FinishYear: "2012" };
    // Currently working, with an end left over from before the box was ticked: the end is not sent.
    s.experiences = [currentJob({ StartYear: "2020", EndMonth: "5", EndMonthText: "May", EndYear: "2021" })];
    const app = toJobApplication(s, extra, noExtras);
    expect(app.PersonalInfo).toMatchObject({
      JobCode: 7,
      IsReferral: false,
      ReferrerName: "",
      EntranceExamBoard: "",
      EntranceExamScore: null,
      CurrentCtc: null,
      ExpectedCtc: null,
      FileExtension: ".pdf",
      Website: "",
    });
    expect(app.Qualifications[0]).toMatchObject({ Percentage: 88.5, FinishYear: 2012 });
    expect(app.WorkExperiences[0]).toMatchObject({
      StartMonth: 6,
      StartYear: 2020,
      EndMonth: null,
      EndMonthText: "",
      EndYear: null,
    });

    const withAll = toJobApplication({ ...s, personal: { ...s.personal, EntranceExamAttendYn: "Y" } }, extra, {
      IsReferral: true,
      IsCurrentCtcRequired: true,
      IsExpectedCtcRequired: true,
    });
    expect(withAll.PersonalInfo).toMatchObject({
      IsReferral: true,
      ReferrerName: "Joseph",
      EntranceExamBoard: "KEAM",
      EntranceExamScore: 12,
      CurrentCtc: 8.5,
      ExpectedCtc: 12,
    });
  });

  it("posts exactly what the server's schema reads", () => {
    const s = initialWizardState();
    s.personal = { ...s.personal, Name: "Meera", IsReferral: true, EntranceExamAttendYn: "Y", CurrentCtc: "8.5" };
    s.qualifications[0] = { ...s.qualifications[0]!, BoardCode: "CBSE", Percentage: "88.5", FinishYear: "2012" };
    const app = toJobApplication(s, extra, {
      IsReferral: true,
      IsCurrentCtcRequired: true,
      IsExpectedCtcRequired: false,
    });
    expect(jobApplicationSchema.parse(JSON.parse(JSON.stringify(app)))).toEqual(app);
  });

  it("starts from what the server makes of an empty request", () => {
    const blank = {
      jobCode: 7,
      IpAddress: "",
      BrowserInfo: "",
      FileName: "",
      FileExtension: "",
      FileBytes: "",
      KeepForOtherOpenings: false,
      honeypot: "",
    };
    const app = toJobApplication(initialWizardState(), blank, noExtras);
    expect(app.PersonalInfo).toEqual(personalInfoSchema.parse({ JobCode: 7, Website: "" }));
  });
});

describe("wizard draft", () => {
  function memoryStorage() {
    const m = new Map<string, string>();
    return {
      getItem: (k: string) => m.get(k) ?? null,
      setItem: (k: string, v: string) => void m.set(k, v),
      removeItem: (k: string) => void m.delete(k),
      m,
    };
  }

  it("keeps a draft per job and clears it", () => {
    const store = memoryStorage();
    const s = { ...initialWizardState(), step: 3 as const };
    s.personal = { ...s.personal, Name: "Meera" };
    saveDraft(4, s, store);
    expect(store.m.has(draftKey(4))).toBe(true);
    expect(loadDraft(4, store)).toEqual(s);
    expect(loadDraft(5, store)).toBeNull();
    clearDraft(4, store);
    expect(loadDraft(4, store)).toBeNull();
  });

  it("ignores a damaged or foreign draft and fills in what an older draft lacks", () => {
    const store = memoryStorage();
    store.setItem(draftKey(1), "{not json");
    expect(loadDraft(1, store)).toBeNull();
    store.setItem(draftKey(1), JSON.stringify({ v: 99, state: {} }));
    expect(loadDraft(1, store)).toBeNull();
    store.setItem(draftKey(1), JSON.stringify({ v: 1, state: { step: 9, personal: { Name: "Ravi" } } }));
    const d = loadDraft(1, store)!;
    expect(d.step).toBe(1);
    expect(d.personal.Name).toBe("Ravi");
    expect(d.personal.City).toBe("");
    expect(d.qualifications).toHaveLength(2);
  });

  it("never throws when storage fails", () => {
    const broken = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("full");
      },
      removeItem: () => {
        throw new Error("denied");
      },
    };
    expect(loadDraft(1, broken)).toBeNull();
    expect(() => saveDraft(1, initialWizardState(), broken)).not.toThrow();
    expect(() => clearDraft(1, broken)).not.toThrow();
  });
});
