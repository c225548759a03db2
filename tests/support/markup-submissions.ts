import {
  candidate,
  degreeQualification,
  jobApplication,
  pastJob,
  resumeUpload,
  schoolQualification,
} from "./factories";

/**
 * Submissions with markup in every text field a job seeker types, for the tests that check it stays text
 * on the console (docs/product.md §10.4).
 */
export const IMG = "<img src=x onerror=alert(1)>";
export const SCRIPT = "<script>alert(1)</script>";
export const marked = (label: string) => `${label} ${IMG} ${SCRIPT}`;

/** Every text field of a wizard application, each holding both pieces of markup. */
export function markedApplication(jobCode: number) {
  const other = { CourseCode: "OTHCRS", StreamCode: "OTHSTR", UniversityCode: "OTHUNI" };
  return jobApplication(jobCode, {
    personal: {
      Name: `A ${IMG}${SCRIPT}`,
      Email: "markup.applicant@example.in",
      Address1: marked("Address one"),
      Address2: marked("Address two"),
      Address3: marked("Address three"),
      City: marked("City"),
      IsReferral: true,
      ReferrerName: marked("Referrer"),
      ReferrerEmail: "referrer@example.in",
      IpAddress: marked("IP"),
      BrowserInfo: marked("Browser"),
      ...resumeUpload(`${IMG} CV.pdf`),
    },
    qualifications: [
      schoolQualification("SSLC", {
        CollegeText: marked("School"),
        StateText: marked("State"),
        DistrictText: marked("District"),
      }),
      schoolQualification("HSE", { BoardCode: "OTHBRD", BoardText: marked("Board") }),
      degreeQualification({
        ...other,
        CourseText: marked("Course"),
        StreamText: marked("Stream"),
        UniversityText: marked("University"),
        CollegeText: marked("College"),
      }),
    ],
    experiences: [
      pastJob({
        Position: marked("Position"),
        CompanyName: marked("Company"),
        CompanyLocation: marked("Location"),
      }),
    ],
  });
}

/** Every text field of the resume form, each holding both pieces of markup. */
export function markedResume() {
  return candidate({
    Name: `R ${IMG}${SCRIPT}`,
    Email: "markup.resume@example.in",
    IpAddress: marked("IP"),
    BrowserInfo: marked("Browser"),
    ...resumeUpload(`${IMG} CV.pdf`),
  });
}

/** The texts each page must show literally. */
export const APPLICATION_TEXTS = [
  `A ${IMG}${SCRIPT}`,
  ...[
    "Address one",
    "Address two",
    "Address three",
    "City",
    "Referrer",
    "IP",
    "Browser",
    "School",
    "District",
    "State",
    "Board",
    "Course",
    "Stream",
    "University",
    "College",
    "Position",
    "Company",
    "Location",
  ].map(marked),
  `${IMG} CV.pdf`,
];
export const RESUME_TEXTS = [`R ${IMG}${SCRIPT}`, marked("IP"), marked("Browser"), `${IMG} CV.pdf`];
