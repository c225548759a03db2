import { describe, expect, it } from "vitest";
import { EMPTY_INBOX_FILTER } from "./application-inbox";
import { highestQualification, inboxExportFileName, referralText, statusChangeText } from "./inbox-export";

describe("the inbox's CSV", () => {
  it("names the file after its filter", () => {
    const today = "2026-11-27";
    expect(inboxExportFileName(EMPTY_INBOX_FILTER, today, null)).toBe("applications-2026-11-27-all.csv");
    expect(
      inboxExportFileName(
        {
          ...EMPTY_INBOX_FILTER,
          job: 12,
          status: "rejected",
          kind: "application",
          from: "2026-01-01",
          to: "2026-01-31",
        },
        today,
        "Senior .NET Developer – Core Insurance",
      ),
    ).toBe(
      "applications-2026-11-27-senior-net-developer-core-insurance-rejected-wizard-applications-from-2026-01-01-to-2026-01-31.csv",
    );
    expect(inboxExportFileName({ ...EMPTY_INBOX_FILTER, job: 0, q: "Meenakshi Iyer" }, today, null)).toBe(
      "applications-2026-11-27-search-meenakshi-iyer-general.csv",
    );
    expect(inboxExportFileName({ ...EMPTY_INBOX_FILTER, job: 7 }, today, null)).toBe(
      "applications-2026-11-27-job-7.csv",
    );
    expect(inboxExportFileName({ ...EMPTY_INBOX_FILTER, mobile: "+91 98467 78899" }, today, null)).toBe(
      "applications-2026-11-27-mobile-91-98467-78899.csv",
    );
  });

  it("takes a degree above school, the latest among equals", () => {
    const sslc = { course_code: "SSLC", course_text: "SSLC / X", stream_text: "", finish_year: 2010 };
    const hse = { course_code: "HSE", course_text: "Higher Secondary", stream_text: "", finish_year: 2012 };
    const btech = { course_code: "BTECH", course_text: "B.Tech", stream_text: "Computer Science", finish_year: 2016 };
    const mba = { course_code: "MBA", course_text: "MBA", stream_text: "", finish_year: 2020 };
    expect(highestQualification([])).toBe("");
    expect(highestQualification([sslc, hse])).toBe("Higher Secondary, 2012");
    expect(highestQualification([sslc, btech, hse])).toBe("B.Tech (Computer Science), 2016");
    expect(highestQualification([btech, mba, sslc])).toBe("MBA, 2020");
  });

  it("words the referral and a status change", () => {
    expect(referralText(false, "", "")).toBe("No");
    expect(referralText(true, "Joseph Mathew", "joseph@example.com")).toBe("Yes: Joseph Mathew <joseph@example.com>");
    expect(statusChangeText("screening", "rejected")).toBe("Screening → Rejected");
  });
});
