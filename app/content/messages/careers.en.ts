import { lostLinkMessages } from "~/domain/application-status";
import { birthDateWindow, toDdMmYyyy } from "~/domain/birth-date";
import { formatExperience } from "~/domain/experience";
import { EXPERIENCE_LEVELS, jobFilterMessages, EMPTY_JOB_FILTER } from "~/domain/job-filter";
import { describeJobAlert, JOB_ALERT_FREQUENCY_LABELS, jobAlertMessages } from "~/domain/job-alert";
import { EMPLOYMENT_TYPES, WORKPLACES } from "~/domain/job-posting-fields";
import { referenceLine } from "~/domain/reference-number";
import { resumeFileMessages } from "~/domain/resume-file";
import { screeningMessages } from "~/domain/screening-questions";
import { commonMessages, tooLongMessage } from "~/domain/validation/common-rules";
import { experienceMessages } from "~/domain/validation/experience-rules";
import { qualificationMessages } from "~/domain/validation/qualification-rules";
import { resumeFormMessages } from "~/domain/validation/resume-form-rules";
import { step1Messages } from "~/domain/validation/wizard-step1-rules";
import { step2Messages } from "~/domain/validation/wizard-step2-rules";
import { step3Messages } from "~/domain/validation/wizard-step3-rules";

/**
 * A domain message made with values, as a template whose values are {placeholders} (filled with `fill`,
 * shell.en.ts): the function is called with numbers no message holds, which are then named. A catalogue
 * travels from the loader as data, so it holds no functions.
 */
function template<A extends unknown[]>(message: (...args: A) => string, ...names: string[]): string {
  const markers = names.map((_, i) => 987_650 + i);
  let text = message(...(markers as unknown as A));
  markers.forEach((marker, i) => (text = text.split(String(marker)).join(`{${names[i]}}`)));
  return text;
}

/** The date-of-birth window message, its two dates named ({min}, {max}). */
function birthDateWindowTemplate(): string {
  const today = "2000-06-15";
  const { min, max } = birthDateWindow(today);
  return step1Messages.birthDateOutOfRange(today).replace(toDdMmYyyy(min), "{min}").replace(toDdMmYyyy(max), "{max}");
}

const level = (key: (typeof EXPERIENCE_LEVELS)[number]["key"]) => EXPERIENCE_LEVELS.find((l) => l.key === key)!.label;

/**
 * Every word the careers pages show a job seeker (the careers page, a job's page and its application
 * wizard, the resume form, the lost-link page), in English, exactly as the pages said them before they
 * were translated: messages that live in a domain module are read from it. careers.ts holds every
 * language; a page carries only its own. Job content (titles, descriptions, lookup lists) is the
 * database's and stays as HR wrote it.
 */
export const CAREERS_EN = {
  crumbs: {
    home: "Home",
    careers: "Careers",
    applyJob: "Apply Job",
    sendResume: "Send Us Your Resume",
    lostLink: lostLinkMessages.heading,
  },
  meta: {
    careersTitle: "Careers",
    careersDescription:
      "Current openings at {company}: developers, analysts, testers and support engineers building core insurance, takaful and broking software. Apply online or send us your resume.",
    jobTitleOpen: "Apply: {title}",
    jobTitleClosed: "Closed: {title}",
    jobLead: "{title} at {company}.",
    jobLeadWithLocation: "{title} in {location} at {company}.",
    jobOpen: "Apply online in four short steps.",
    jobClosed: "Applications for this position have closed.",
    resumeTitle: "Send Us Your Resume",
    resumeDescription:
      "Send your resume to {company}: our recruitment team keeps it on file and contacts you when a suitable insurance-software position opens.",
    lostLinkTitle: lostLinkMessages.heading,
    lostLinkDescription: "Get the private links to your job applications mailed to you again.",
  },
  careers: {
    heading: "Build the software insurers rely on",
    intro:
      "{company} recruits IT professionals — developers, business analysts, testers, implementation consultants and support engineers — to build and run core software for insurers, brokers, reinsurers and takaful operators.",
    introMore:
      "Whether you know insurance already or are ready to learn it, you will work on products that issue policies, settle claims and keep our clients compliant, alongside people who have done it since {year}.",
    illustration: "Illustration: a team building insurance software together",
    openingsHeading: "Current Openings",
    openingsHint: "Open a position to read the details and apply.",
    followOpenings: "Follow new openings:",
    rssFeed: "RSS feed",
    jsonFeed: "JSON for job boards",
    connectHeading: "Connect to great job opportunities",
    connectText:
      "Not seeing the right role today? Our teams grow with every new client. Tell us about yourself and we will contact you when a position that fits you opens.",
    reasons: [
      {
        title: "Real insurance problems",
        text: "Policy, claims, reinsurance and takaful systems that insurers run every day, in India and the Gulf.",
      },
      {
        title: "Learn the domain",
        text: "Structured training in insurance and in our stack, and mentors who have delivered dozens of go-lives.",
      },
      {
        title: "Grow with the product",
        text: "Small teams that own features end to end, from the first workshop with a client to production.",
      },
    ],
    resumeSection: "Send Us Your Resume",
  },
  filter: {
    label: "Filter openings",
    search: "Search openings",
    searchPlaceholder: "Title, skill or keyword",
    location: "Location",
    anyLocation: "Any location",
    experience: "Experience",
    anyExperience: "Any experience",
    levels: { "0-2": level("0-2"), "3-5": level("3-5"), "6-plus": level("6-plus") },
    submit: "Filter",
    allOne: jobFilterMessages.matches(1, 1).replace("1", "{total}"),
    all: jobFilterMessages.matches(987_650, 987_650).replace("987650", "{total}"),
    someOfOne: jobFilterMessages.matches(0, 1).replace("0", "{shown}").replace("1", "{total}"),
    someOf: template(jobFilterMessages.matches, "shown", "total"),
    noMatch: jobFilterMessages.noMatch,
    clear: jobFilterMessages.clear,
  },
  alert: {
    heading: jobAlertMessages.heading,
    intro: "We mail you {what}. You confirm by a link first, and every mail has a link to stop it.",
    every: describeJobAlert(EMPTY_JOB_FILTER),
    newOpenings: "new openings",
    forSearch: "for “{q}”",
    inPlace: "in {place}",
    /** The parts of a filtered alert in the language's order; an empty part leaves no gap. */
    filtered: "{openings} {search} {place} {level}",
    email: "Email address for the alerts",
    howOften: "How often",
    frequencies: JOB_ALERT_FREQUENCY_LABELS as { immediate: string; daily: string },
    submit: "Mail me new openings",
  },
  openings: {
    none: "Currently, there is no opening for any position.",
    closed: "Closed",
    jobPage: "Job page",
    forJob: " for {title}",
    applyNow: "Apply Now",
    fullForm: "Full application form",
    applyFor: "Apply For {title} position",
    applyForAny: "Apply for a position",
    loadingForm: "Loading the form for this job…",
    alsoApplyOn: "You can also apply on",
    theJobsPage: "the job's page",
  },
  fields: {
    code: "Job ID",
    title: "Title",
    location: "Location",
    experience: "Experience Level",
    description: "Description",
    preferredSkills: "Preferred Skills",
    additionalSkills: "Additional Skills",
    salaryPackage: "Salary Package",
    lastDate: "Last Date of Apply",
    contact: "Contact",
  },
  facts: {
    employmentType: "Employment type",
    workplace: "Workplace",
    salary: "Salary",
    department: "Department",
    openings: "Openings",
    employmentTypes: {
      "full-time": EMPLOYMENT_TYPES["full-time"].label,
      "part-time": EMPLOYMENT_TYPES["part-time"].label,
      contract: EMPLOYMENT_TYPES.contract.label,
      internship: EMPLOYMENT_TYPES.internship.label,
      temporary: EMPLOYMENT_TYPES.temporary.label,
    },
    workplaces: {
      "on-site": WORKPLACES["on-site"].label,
      hybrid: WORKPLACES.hybrid.label,
      remote: WORKPLACES.remote.label,
    },
  },
  job: {
    jobId: "Job ID:",
    jobLocation: "Job Location:",
    lastDate: "Last Date of Apply:",
    about: "About this position",
    closedHeading: "Applications for this position have closed",
    closedText:
      "We are no longer accepting applications for this job. Please look at our other openings, or send us your resume so we can contact you when a suitable position opens.",
    closedLink: "See current openings on the Careers page",
    /** {link} is the resume page's link, named by noScriptLink. */
    noScript:
      "The application form needs JavaScript. If it is switched off, you can still apply for this job by sending your resume, with the job's questions, from the {link} page.",
    noScriptLink: "Send Us Your Resume",
  },
  wizard: {
    steps: {
      personal: "Personal Information",
      qualifications: "Educational Qualifications",
      experiences: "Work Experiences",
      screening: "Screening Questions",
      resume: "Resume Upload",
    },
    progress: "Application progress",
    stepNumber: "Step {n}: ",
    stepDone: " (completed)",
    stepCurrent: " (current step)",
    stepPending: " (not started)",
    back: "Back",
    next: "Next",
    submit: "Submit",
    chosen: "Chosen: {file}",
    chooseHint: "Choose your resume to enable Submit. Everything else you entered is kept if you leave this page.",
    notSubmitted: "Your application could not be submitted. Please try again.",
    doneHeading: "Your application is submitted",
    reference: template(referenceLine, "reference"),
    home: "Home",
    careers: "Careers",
    optional: "(optional)",
    yes: "Yes",
    no: "No",
    save: "Save",
    edit: "Edit",
    remove: "Remove",
    selectState: "Select state",
    selectStateFirst: "Select a state first",
    loadingDistricts: "Loading districts…",
    selectDistrict: "Select district",
    selectYear: "Select year",
  },
  personal: {
    name: "Name",
    gender: "Gender",
    male: "Male",
    female: "Female",
    birthDate: "Date of Birth",
    email: "Email",
    mobile: "Mobile",
    landline: "Landline",
    address1: "Address Line 1",
    address2: "Address Line 2",
    address3: "Address Line 3",
    city: "City",
    state: "State",
    district: "District",
    districtsFailed: "The districts could not be loaded. Please choose the state again.",
    referred: "Are you referred by Our Employee?",
    referrerName: "Referrer Name",
    referrerEmail: "Referrer Email",
  },
  qualifications: {
    list: "Qualifications",
    untitled: "Qualification",
    untitledLower: "qualification",
    mandatory: "Mandatory",
    incomplete: "Kindly edit and complete this details",
    editOne: "Edit {name}",
    removeOne: "Remove {name}",
    add: "+ Add Qualification",
    entranceQuestion: "Have you attended any entrance examination for Engineering or UG courses?",
    entranceBoard: "Board of Entrance Examination",
    selectExamination: "Select examination",
    rank: "Rank in the Entrance Examination",
    addTitle: "Add New Qualification",
    editTitle: "Edit Qualification",
    course: "Course",
    selectCourse: "Select course",
    courseLocked: "This qualification is mandatory: its course cannot be changed.",
    otherCourse: "Other Course",
    board: "Board of Examination",
    otherBoard: "Other Board",
    selectBoard: "Select board",
    stream: "Stream",
    otherStream: "Other Stream",
    selectStream: "Select stream",
    university: "University",
    otherUniversity: "Other University",
    selectUniversity: "Select university",
    school: "School Name",
    college: "College Name",
    schoolOrCollege: "School / College Name",
    state: "State",
    district: "District",
    percentage: "Percentage of Marks",
    yearOfPassing: "Year of Passing",
  },
  experiences: {
    requiresMinimum: "This position requires minimum {years} year(s) of experience.",
    requiresSome: "This position requires some work experience.",
    none: "No work experience recorded",
    list: "Work experiences",
    editOne: "Edit {position} at {company}",
    removeOne: "Remove {position} at {company}",
    total: "Total experience: {total}",
    duration: formatExperience(987_650 * 12 + 11)
      .replace("987650", "{years}")
      .replace("11", "{months}"),
    present: "{start} – present",
    add: "+ Add Work Experience",
    currentCtc: "Current CTC (₹ Lakhs per annum)",
    expectedCtc: "Minimum Expected CTC (₹ Lakhs per annum)",
    addTitle: "Add New Work Experience",
    editTitle: "Edit Work Experience",
    company: "Company Name",
    companyLocation: "Company Location",
    designation: "Designation",
    startMonth: "Start Month",
    startYear: "Start Year",
    endMonth: "End Month",
    endYear: "End Year",
    currentlyWorking: "I am currently working here",
    selectMonth: "Select month",
  },
  resume: {
    heading: "Send Us Your Resume",
    jobCode: "Job Code: {code}",
    help: "Attach your resume as a PDF, DOC or DOCX file under 1 MB. All fields except Phone are required.",
    phone: "Phone",
    submit: "Proceed",
    pageHeading: "Build insurance software with us",
    pageIntro:
      "We recruit developers, testers, business analysts and implementation consultants who want to work on the systems that insurers, brokers and takaful operators run every day.",
    pageIntroMore:
      "No opening that fits you today? Send your resume anyway. Our recruitment team reads every one, keeps it on file and contacts you when a suitable position opens.",
    oneFile: "One file: PDF, DOC or DOCX, under 1 MB.",
    recruitmentOnly: "Your details are used only for recruitment.",
    specificRole: "Looking for a specific role?",
    seeOpenings: "See our current openings",
  },
  lostLink: {
    heading: lostLinkMessages.heading,
    intro: lostLinkMessages.intro,
    email: "Email",
    button: lostLinkMessages.button,
    noApplication: "No application yet?",
    seeOpenings: "See our current openings",
    alreadyApplied: lostLinkMessages.alreadyApplied,
  },
  /**
   * The messages the browser's checks show (the same rules as the server's, app/domain/validation/*), as
   * templates: the page shows the one its rule gave, in the page's language (careers-words.ts). What the
   * server answers stays in English unless it is one of these.
   */
  validation: {
    ...commonMessages,
    phoneInvalid: resumeFormMessages.phoneInvalid,
    fileMissing: resumeFileMessages.missing,
    fileTooLarge: template(resumeFileMessages.tooLarge, "file"),
    fileInvalid: template(resumeFileMessages.invalid, "file"),
    /** FILE_UNREADABLE_MESSAGE of app/lib/read-file.ts (which content may not import; a test holds them equal). */
    fileUnreadable:
      "Your resume file could not be read. Please choose it again and retry — what you typed is still here.",
    tooLong: template(tooLongMessage, "field", "max"),
    genderRequired: step1Messages.genderRequired,
    birthDateRequired: step1Messages.birthDateRequired,
    birthDateInvalid: step1Messages.birthDateInvalid,
    birthDateOutOfRange: birthDateWindowTemplate(),
    underAge: step1Messages.underAge,
    address1Required: step1Messages.address1Required,
    address1Invalid: step1Messages.address1Invalid,
    address2Required: step1Messages.address2Required,
    address2Invalid: step1Messages.address2Invalid,
    cityRequired: step1Messages.cityRequired,
    cityInvalid: step1Messages.cityInvalid,
    landlineInvalid: step1Messages.phoneInvalid,
    address3Invalid: step1Messages.address3Invalid,
    stateRequired: step1Messages.stateRequired,
    districtRequired: step1Messages.districtRequired,
    referrerNameRequired: step1Messages.referrerNameRequired,
    referrerNameInvalid: step1Messages.referrerNameInvalid,
    referrerEmailRequired: step1Messages.referrerEmailRequired,
    referrerEmailTooShort: step1Messages.referrerEmailTooShort,
    referrerEmailInvalid: step1Messages.referrerEmailInvalid,
    qualificationsIncomplete: step2Messages.incomplete,
    entranceUnanswered: step2Messages.entranceUnanswered,
    entranceBoardRequired: step2Messages.entranceBoardRequired,
    rankRequired: step2Messages.rankRequired,
    rankInvalid: step2Messages.rankInvalid,
    experienceMissingYears: template(step3Messages.experienceMissing, "years"),
    experienceMissing: step3Messages.experienceMissing(null),
    experienceTooShort: template(step3Messages.experienceTooShort, "years", "months", "minimum"),
    currentCtcRequired: step3Messages.currentCtcRequired,
    expectedCtcRequired: step3Messages.expectedCtcRequired,
    courseRequired: qualificationMessages.courseRequired,
    otherCourseRequired: qualificationMessages.otherCourseRequired,
    otherCourseInvalid: qualificationMessages.otherCourseInvalid,
    streamRequired: qualificationMessages.streamRequired,
    otherStreamRequired: qualificationMessages.otherStreamRequired,
    otherStreamInvalid: qualificationMessages.otherStreamInvalid,
    universityRequired: qualificationMessages.universityRequired,
    otherUniversityRequired: qualificationMessages.otherUniversityRequired,
    otherUniversityInvalid: qualificationMessages.otherUniversityInvalid,
    boardRequired: qualificationMessages.boardRequired,
    otherBoardRequired: qualificationMessages.otherBoardRequired,
    otherBoardInvalid: qualificationMessages.otherBoardInvalid,
    schoolRequired: qualificationMessages.schoolRequired,
    schoolInvalid: qualificationMessages.schoolInvalid,
    collegeRequired: qualificationMessages.collegeRequired,
    collegeInvalid: qualificationMessages.collegeInvalid,
    qualificationStateRequired: qualificationMessages.stateRequired,
    qualificationDistrictRequired: qualificationMessages.districtRequired,
    percentageRequired: qualificationMessages.percentageRequired,
    percentageTooLow: qualificationMessages.percentageTooLow,
    percentageInvalid: qualificationMessages.percentageInvalid,
    yearRequired: qualificationMessages.yearRequired,
    yearInvalid: qualificationMessages.yearInvalid,
    companyRequired: experienceMessages.companyRequired,
    companyInvalid: experienceMessages.companyInvalid,
    locationRequired: experienceMessages.locationRequired,
    locationInvalid: experienceMessages.locationInvalid,
    positionRequired: experienceMessages.positionRequired,
    positionInvalid: experienceMessages.positionInvalid,
    startMonthRequired: experienceMessages.startMonthRequired,
    startMonthInvalid: experienceMessages.startMonthInvalid,
    startYearRequired: experienceMessages.startYearRequired,
    startYearInvalid: experienceMessages.startYearInvalid,
    endMonthRequired: experienceMessages.endMonthRequired,
    endMonthInvalid: experienceMessages.endMonthInvalid,
    endYearRequired: experienceMessages.endYearRequired,
    endYearInvalid: experienceMessages.endYearInvalid,
    startAfterEnd: experienceMessages.startAfterEnd,
    answerMissing: template(screeningMessages.answerMissing, "question"),
    answerNotYesNo: template(screeningMessages.answerNotYesNo, "question"),
    answerNotAChoice: template(screeningMessages.answerNotAChoice, "question"),
    answerNotANumber: template(screeningMessages.answerNotANumber, "question"),
    answerTooLong: template(screeningMessages.answerTooLong, "question"),
  },
  /**
   * The names the too-long message gives its field ({field} of validation.tooLong), by the English name
   * the rules use.
   */
  fieldNames: {
    Name: "Name",
    "E-mail address": "E-mail address",
    Landline: "Landline",
    "Address Line 1": "Address Line 1",
    "Address Line 2": "Address Line 2",
    "Address Line 3": "Address Line 3",
    City: "City",
    "Referrer Name": "Referrer Name",
    "Referrer E-mail address": "Referrer E-mail address",
    "Other Course": "Other Course",
    "Other Stream": "Other Stream",
    "Other University": "Other University",
    "Other Board": "Other Board",
    "School Name": "School Name",
    "College Name": "College Name",
    "Company Name": "Company Name",
    "Company Location": "Company Location",
    Designation: "Designation",
  },
};

/** Every string of a catalogue widened from its English literal, so another language may say it its own way. */
type Widen<T> = T extends string
  ? string
  : T extends readonly (infer U)[]
    ? Widen<U>[]
    : T extends object
      ? { [K in keyof T]: Widen<T[K]> }
      : T;

export type CareersWords = Widen<typeof CAREERS_EN>;
