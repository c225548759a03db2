// Valid submissions built from the live API, as a browser would send them.
import { readFileSync } from "node:fs";

export function contactMessage(i) {
  return {
    Name: `Bench Visitor ${i}`,
    Email: `visitor${i}@bench.example.com`,
    Mobile: "9876543210",
    Subject: "Benchmark enquiry about Core Broking",
    Message: `Message number ${i} sent by the benchmark to measure how many submissions the server stores per second.`,
    IpAddress: "127.0.0.1",
    BrowserInfo: "bench",
  };
}

const getJson = async (base, p) => {
  const res = await fetch(base + p);
  if (!res.ok) throw new Error(`${p} answered ${res.status}`);
  return res.json();
};

/** A complete JobApplication for an open job that needs no experience, referral or CTC. */
export async function applicationFactory(base, pdfBytes) {
  const jobs = await getJson(base, "/api/Career/GetOpenJobs");
  let job = null;
  for (const j of jobs.filter((x) => !x.IsClosed)) {
    const full = await getJson(base, `/api/Career/GetOpenJobByCode/${j.Code}`);
    if (!full.IsExperienceRequired && !full.IsCurrentCtcRequired && !full.IsExpectedCtcRequired) {
      job = full;
      break;
    }
  }
  if (!job) throw new Error("no open job without experience or CTC requirements in the seed");
  const states = await getJson(base, "/api/Career/GetStates");
  const state = states.find((s) => s.Code === "KL") ?? states[0];
  const district = (await getJson(base, `/api/Career/GetDistricts/${state.Code}`))[0];
  const boards = await getJson(base, "/api/Career/GetExamBoard");
  const board = boards.find((b) => !b.Code.startsWith("OTH"));
  const courses = await getJson(base, "/api/Career/GetCourses");
  const course = (prefix) => courses.find((c) => c.Code.startsWith(prefix));
  const year = new Date().getFullYear();
  const qualification = (code, c, finishYear) => ({
    Code: code,
    CourseCode: c.Code,
    CourseText: c.Text,
    StreamCode: "",
    StreamText: "",
    BoardCode: board.Code,
    BoardText: board.Text,
    UniversityCode: "",
    UniversityText: "",
    CollegeText: "Government Model Higher Secondary School",
    State: state.Code,
    StateText: state.Text,
    District: district.Code,
    DistrictText: district.Text,
    Percentage: 86,
    FinishYear: finishYear,
    IsMandatory: true,
    IsFullyFilled: true,
  });
  const fileBytes = `data:application/pdf;base64,${Buffer.from(pdfBytes).toString("base64")}`;
  return (i) => ({
    PersonalInfo: {
      Name: `Bench Applicant ${i}`,
      Gender: "F",
      BirthDate: `15-06-${year - 30}`,
      Email: `applicant${i}@bench.example.com`,
      Mobile: "9876543210",
      Phone: "",
      Address1: "House 12, Temple Road",
      Address2: "Kakkanad West",
      Address3: "",
      City: "Kochi",
      State: state.Code,
      District: district.Code,
      IsReferral: false,
      ReferrerName: "",
      ReferrerEmail: "",
      EntranceExamAttendYn: "N",
      EntranceExamBoard: "",
      EntranceExamScore: "",
      CurrentCtc: "",
      ExpectedCtc: "",
      IpAddress: "127.0.0.1",
      BrowserInfo: "bench",
      FileName: "resume.pdf",
      FileExtension: ".pdf",
      FileBytes: fileBytes,
      JobCode: job.Code,
    },
    Qualifications: [qualification("SSLC", course("SSLC"), year - 14), qualification("HSE", course("HSE"), year - 12)],
    WorkExperiences: [],
  });
}

export function samplePdfBytes() {
  return readFileSync(new URL("./sample.pdf", import.meta.url));
}
