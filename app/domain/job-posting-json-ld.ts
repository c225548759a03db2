import { nextDate, startOfDayIn, zoneOffsetMs } from "./dates";
import type { CurrentJob } from "./job-application";
import { cityAndCountryOf, EMPLOYMENT_TYPES, REMOTE_COUNTRIES, SALARY_PERIODS } from "./job-posting-fields";

/**
 * A job's text as the boards and search engines take it: its description, then its skills, each
 * under its name. The JobPosting's description and the feeds' say the same.
 */
export function postingDescription(
  job: Pick<CurrentJob, "Description" | "PreferredSkills" | "AdditionalSkills">,
): string {
  return [
    job.Description,
    job.PreferredSkills && `Preferred skills: ${job.PreferredSkills}`,
    job.AdditionalSkills && `Additional skills: ${job.AdditionalSkills}`,
  ]
    .filter(Boolean)
    .join("\n\n");
}

const pad = (n: number) => String(n).padStart(2, "0");

/**
 * The last second of a calendar date in a time zone, with the zone's offset, as Google's validThrough
 * reads it: "2026-12-31T23:59:59+05:30". A job whose last date is today takes applications all day
 * (docs/product.md §3.1), so the posting is valid until that day ends where the company is.
 */
export function endOfDayIn(isoDate: string, timeZone: string): string {
  const lastSecond = Date.parse(startOfDayIn(nextDate(isoDate), timeZone)) - 1000;
  const offset = Math.round(zoneOffsetMs(timeZone, lastSecond) / 60_000);
  const sign = offset < 0 ? "-" : "+";
  return `${isoDate}T23:59:59${sign}${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`;
}

export type JobPostingContext = {
  siteUrl: string;
  organisation: { name: string; logo: string };
  /** The company's time zone: where a last date of apply ends. */
  timeZone: string;
  /** The city of a job whose location text names none: the head office's. */
  fallbackCity: string;
};

/**
 * Google's JobPosting for a job's page (developers.google.com/search/docs/appearance/structured-data/job-posting),
 * or null for a closed job, which must carry none. Required: title, description, datePosted,
 * hiringOrganization, and jobLocation or, for a remote job, jobLocationType TELECOMMUTE with
 * applicantLocationRequirements. Recommended and filled: employmentType, baseSalary only when HR shows it,
 * validThrough only from a real last date of apply (never one made up: docs/decisions/0167), identifier,
 * directApply. A hybrid job is an office job to Google: it has a jobLocation and is not TELECOMMUTE.
 */
export function jobPostingJsonLd(job: CurrentJob, c: JobPostingContext): Record<string, unknown> | null {
  if (job.IsClosed) return null;
  const p = job.Posting;
  const { city, country } = cityAndCountryOf(job.Location, c.fallbackCity);
  const remote = p.workplace === "remote";
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: job.Title,
    description: postingDescription(job),
    datePosted: job.PostedOn,
    ...(job.LastDateOfApply ? { validThrough: endOfDayIn(job.LastDateOfApply, c.timeZone) } : {}),
    employmentType: EMPLOYMENT_TYPES[p.employmentType].google,
    hiringOrganization: {
      "@type": "Organization",
      name: c.organisation.name,
      sameAs: c.siteUrl,
      logo: c.organisation.logo,
    },
    ...(remote
      ? {
          jobLocationType: "TELECOMMUTE",
          applicantLocationRequirements: p.remoteCountries.map((code) => ({
            "@type": "Country",
            name: REMOTE_COUNTRIES[code],
          })),
        }
      : {
          jobLocation: {
            "@type": "Place",
            address: { "@type": "PostalAddress", addressLocality: city, addressCountry: country },
          },
        }),
    ...(p.salary
      ? {
          baseSalary: {
            "@type": "MonetaryAmount",
            currency: p.salary.currency,
            value: {
              "@type": "QuantitativeValue",
              minValue: p.salary.min,
              maxValue: p.salary.max,
              unitText: SALARY_PERIODS[p.salary.period].google,
            },
          },
        }
      : {}),
    ...(p.department ? { employmentUnit: { "@type": "Organization", name: p.department } } : {}),
    totalJobOpenings: p.openings,
    identifier: { "@type": "PropertyValue", name: c.organisation.name, value: String(job.Code) },
    directApply: true,
    url: `${c.siteUrl}/careers/job/${job.Code}`,
  };
}
