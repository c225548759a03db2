import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { resumeSchema } from "./resume-schema";
import { contactMessageSchema } from "./contact-message-schema";
import { emptyExperience, emptyQualification } from "./job-application";
import {
  jobApplicationSchema,
  personalInfoSchema,
  qualificationSchema,
  workExperienceSchema,
} from "./job-application-schema";
import { normaliseJobApplication } from "./normalise-job-application";
import { subscriberSchema } from "./subscriber-schema";
import { contactLimits } from "./validation/contact-rules";
import { experienceLimits } from "./validation/experience-rules";
import { qualificationLimits } from "./validation/qualification-rules";
import { resumeFormLimits } from "./validation/resume-form-rules";
import { SUBSCRIBE_EMAIL_MAX } from "./validation/subscribe-rules";
import { step1Limits } from "./validation/wizard-step1-rules";
import { RANK_MAX } from "./validation/wizard-step2-rules";

const top = (field: string) => (v: string) => ({ [field]: v });
const personal = (field: string) => (v: string) => ({ PersonalInfo: { [field]: v } });
const qualification = (field: string) => (v: string) => ({ PersonalInfo: {}, Qualifications: [{ [field]: v }] });
const experience = (field: string) => (v: string) => ({ PersonalInfo: {}, WorkExperiences: [{ [field]: v }] });

/** Each form input's maxLength, and where its value goes in the request. */
const inputs: [schema: z.ZodType, place: (value: string) => unknown, maxLength: number][] = [
  [resumeSchema, top("Name"), resumeFormLimits.nameMax],
  [resumeSchema, top("Email"), resumeFormLimits.emailMax],
  [resumeSchema, top("Mobile"), resumeFormLimits.mobileMax],
  [resumeSchema, top("Phone"), resumeFormLimits.phoneMax],
  [contactMessageSchema, top("Name"), contactLimits.nameMax],
  [contactMessageSchema, top("Email"), contactLimits.emailMax],
  [contactMessageSchema, top("Mobile"), contactLimits.mobileMax],
  [contactMessageSchema, top("Subject"), contactLimits.subjectMax],
  [contactMessageSchema, top("Message"), contactLimits.messageMax],
  [subscriberSchema, top("Email"), SUBSCRIBE_EMAIL_MAX],
  [jobApplicationSchema, personal("Name"), step1Limits.name],
  [jobApplicationSchema, personal("Email"), step1Limits.email],
  [jobApplicationSchema, personal("Mobile"), step1Limits.mobile],
  [jobApplicationSchema, personal("Phone"), step1Limits.phone],
  [jobApplicationSchema, personal("Address1"), step1Limits.address],
  [jobApplicationSchema, personal("Address2"), step1Limits.address],
  [jobApplicationSchema, personal("Address3"), step1Limits.address],
  [jobApplicationSchema, personal("City"), step1Limits.city],
  [jobApplicationSchema, personal("ReferrerName"), step1Limits.referrer],
  [jobApplicationSchema, personal("ReferrerEmail"), step1Limits.referrer],
  [jobApplicationSchema, personal("EntranceExamScore"), String(RANK_MAX).length],
  [jobApplicationSchema, qualification("CourseText"), qualificationLimits.otherMax],
  [jobApplicationSchema, qualification("StreamText"), qualificationLimits.otherMax],
  [jobApplicationSchema, qualification("UniversityText"), qualificationLimits.otherMax],
  [jobApplicationSchema, qualification("BoardText"), qualificationLimits.otherMax],
  [jobApplicationSchema, qualification("CollegeText"), qualificationLimits.institutionMax],
  [jobApplicationSchema, experience("Position"), experienceLimits.textMax],
  [jobApplicationSchema, experience("CompanyName"), experienceLimits.textMax],
  [jobApplicationSchema, experience("CompanyLocation"), experienceLimits.textMax],
];

describe("request schemas", () => {
  it("take whatever a form's inputs let a person type: no full input is refused as a wrong type", () => {
    for (const [schema, place, max] of inputs) {
      const body = place("9".repeat(max));
      expect(schema.safeParse(body).success, JSON.stringify(place(`(${max})`))).toBe(true);
    }
  });

  it("make of an empty request what the wizard starts from", () => {
    const empty = normaliseJobApplication(
      {
        PersonalInfo: personalInfoSchema.parse({}),
        Qualifications: [emptyQualification("q-1")],
        WorkExperiences: [emptyExperience("e-1")],
      },
      { IsReferral: true, IsCurrentCtcRequired: true, IsExpectedCtcRequired: true },
    );
    expect(empty.Qualifications).toEqual([qualificationSchema.parse({ Code: "q-1" })]);
    expect(empty.WorkExperiences).toEqual([workExperienceSchema.parse({ Code: "e-1" })]);
  });
});
