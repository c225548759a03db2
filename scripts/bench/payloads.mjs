// Valid submissions from the shared test factories (tests/support/factories.ts), numbered so every one
// is told apart in the database.
import { contactMessage as validContactMessage, jobApplication } from "#tests/support/factories";

export function contactMessage(i) {
  return validContactMessage({
    Name: `Bench Visitor ${i}`,
    Email: `visitor${i}@bench.example.com`,
    Message: `Message number ${i} sent by the benchmark to measure how many submissions the server stores per second.`,
    IpAddress: "127.0.0.1",
    BrowserInfo: "bench",
  });
}

/** Numbered JobApplications for an open job of the live server that needs no experience, referral or CTC. */
export async function applicationFactory(base) {
  const getJson = async (p) => {
    const res = await fetch(base + p);
    if (!res.ok) throw new Error(`${p} answered ${res.status}`);
    return res.json();
  };
  let job = null;
  for (const j of (await getJson("/api/Career/GetOpenJobs")).filter((x) => !x.IsClosed)) {
    const full = await getJson(`/api/Career/GetOpenJobByCode/${j.Code}`);
    if (!full.IsExperienceRequired && !full.IsCurrentCtcRequired && !full.IsExpectedCtcRequired) {
      job = full;
      break;
    }
  }
  if (!job) throw new Error("no open job without experience or CTC requirements in the seed");
  return (i) =>
    jobApplication(job.Code, {
      personal: {
        Name: `Bench Applicant ${i}`,
        Email: `applicant${i}@bench.example.com`,
        IpAddress: "127.0.0.1",
        BrowserInfo: "bench",
      },
    });
}
