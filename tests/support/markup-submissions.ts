import {
  resumeRequest,
  contactMessage,
  degreeQualification,
  jobApplication,
  pastJob,
  resumeUpload,
  schoolQualification,
  subscription,
} from "./factories";

/**
 * Submissions with markup in every text field a visitor types (the wizard, the resume form, the contact
 * form, the newsletter form), for the tests that check it stays text wherever staff see it
 * (docs/product.md §10.4, §10.5). Fields the rules keep to digits or codes (mobile, landline, dates,
 * lookups) cannot hold markup and are refused with it, so they are left as the factories make them.
 */
export const IMG = "<img src=x onerror=alert(1)>";
export const SCRIPT = "<script>alert(1)</script>";
export const marked = (label: string) => `${label} ${IMG} ${SCRIPT}`;

/**
 * An e-mail address cannot hold `<` or `"`, but may hold `&` and `'`: "&lt" is what a page that did not
 * escape it would show as "<", and `'` ends an attribute written with single quotes. Every form below
 * uses it, so one person's page gathers all of them.
 */
export const MARKUP_EMAIL = "markup&lt'typed@example.in";
export const MARKUP_REFERRER_EMAIL = "referrer&gt'typed@example.in";

/** Every text field of a wizard application, each holding both pieces of markup. */
export function markedApplication(jobCode: number) {
  const other = { CourseCode: "OTHCRS", StreamCode: "OTHSTR", UniversityCode: "OTHUNI" };
  return jobApplication(jobCode, {
    personal: {
      Name: `A ${IMG}${SCRIPT}`,
      Email: MARKUP_EMAIL,
      Address1: marked("Address one"),
      Address2: marked("Address two"),
      Address3: marked("Address three"),
      City: marked("City"),
      IsReferral: true,
      ReferrerName: marked("Referrer"),
      ReferrerEmail: MARKUP_REFERRER_EMAIL,
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
  return resumeRequest({
    Name: `R ${IMG}${SCRIPT}`,
    Email: MARKUP_EMAIL,
    IpAddress: marked("IP"),
    BrowserInfo: marked("Browser"),
    ...resumeUpload(`${IMG} CV.pdf`),
  });
}

/** Every text field of the contact form, each holding both pieces of markup, the message on two lines. */
export function markedMessage() {
  return contactMessage({
    Name: `M ${IMG}${SCRIPT}`,
    Email: MARKUP_EMAIL,
    Subject: marked("Subject"),
    Message: `${marked("Message")}\nsecond line ${IMG}`,
    IpAddress: marked("IP"),
    BrowserInfo: marked("Browser"),
  });
}

/** The newsletter form's one field, and what the browser reports. */
export function markedSubscription() {
  return subscription({ Email: MARKUP_EMAIL, IpAddress: marked("IP"), BrowserInfo: marked("Browser") });
}

/** The texts each page must show literally. */
export const APPLICATION_TEXTS = [
  `A ${IMG}${SCRIPT}`,
  MARKUP_EMAIL,
  MARKUP_REFERRER_EMAIL,
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
export const RESUME_TEXTS = [`R ${IMG}${SCRIPT}`, MARKUP_EMAIL, marked("IP"), marked("Browser"), `${IMG} CV.pdf`];
/** What one message's page shows (the browser's report is kept for the person's export only). */
export const MESSAGE_TEXTS = [
  `M ${IMG}${SCRIPT}`,
  MARKUP_EMAIL,
  marked("Subject"),
  marked("Message"),
  `second line ${IMG}`,
];
