import { legacyMarkupToDoc } from "~/domain/rich-text/legacy-markup";
import { storedRichText } from "~/domain/rich-text/text";
import type { Db } from "../db/database";
import { insertMissingNews, type NewsSeed } from "../news/news.repository";

/**
 * The company's news stories (fictional, like the company). Paragraphs are separated by a blank line;
 * the first sentence of each story is written to stand alone, because lists show only its first 100
 * characters. Each story has its own artwork under public/images/news/. The texts are written in the news
 * markup and stored as documents (app/domain/rich-text); the API gives them back as written here.
 */
export const newsStories: NewsSeed[] = [
  {
    news_date: "2026-11-10",
    image_url: "/images/news/takaful-go-live.svg",
    title: "Barakah Shield Takaful goes live on Kavach Core Takaful General Insurance",
    description: `Barakah Shield Takaful, a family-owned takaful operator in Sharjah, now underwrites its motor, property and marine cargo business on Kavach Core Takaful General Insurance. The cut-over took place over a single weekend, with 41,000 active certificates and six years of claims history migrated from the operator's previous system.

The project ran for eleven months. Our Dubai team worked alongside the operator's Shariah supervisory board from the first workshop, so that the separation between the participants' takaful fund and the shareholders' fund is enforced by the system rather than by month-end spreadsheets. Wakalah fees, the mudarabah share of investment profit and qard hasan from shareholders are all posted automatically, each with its own audit trail.

The release also brings surplus distribution into the software. At the end of the financial year the operator can run the distribution as a simulation, review it with the board, and then post it to each participant's account in one step. Participants who made a claim larger than their contribution are excluded automatically, as the operator's policy requires.

"We wanted a system that understands takaful, not a conventional system with a few extra fields," said the operator's chief operating officer. "Our underwriters issued their first certificates on Monday morning without calling anyone for help, and that tells you how the training went."`,
  },
  {
    news_date: "2026-10-02",
    image_url: "/images/news/ai-fraud-check.svg",
    title: "Core Medical Insurance adds an AI claims fraud check for TPAs and in-house teams",
    description: `Every health claim entered in Kavach Core Medical Insurance is now scored for fraud risk before an adjudicator opens it. The new check compares each claim with the member's history, the provider's billing pattern and thousands of past claims, and explains in plain words why a claim looks unusual.

The model was trained on anonymised claims from three of our medical insurance customers in India and the Gulf, with their consent and under their data protection officers' supervision. It looks for patterns that people find hard to spot across thousands of files: the same diagnosis billed by several providers in one week, room rents that jump when a policy limit is known, and pharmacy bills that repeat to the rupee.

A score never rejects a claim on its own. High-risk claims are routed to a senior adjudicator with the reasons attached, and the adjudicator's decision is fed back to improve the next version of the model. In a six-month pilot with a third-party administrator in Hyderabad, the check flagged one claim in twenty-five for review and helped recover over ₹3.2 crore in payments that would otherwise have gone out.

The fraud check is included in the Core Medical Insurance licence from release 9.4 onwards and can be switched on per line of business. Providers using the provider portal see no change to the way they submit claims.`,
  },
  {
    news_date: "2026-08-21",
    image_url: "/images/news/award-2026.svg",
    title: "Kavach InsureTech named Core Systems Vendor of the Year",
    description: `Kavach InsureTech received the Core Systems Vendor of the Year award at the Insurance Technology Excellence Awards held in Mumbai on August 20. The jury of chief information officers and industry analysts singled out our record of on-time go-lives and the share of customers who have stayed with us for more than ten years.

The jury visited two of our customers before making its decision. It cited the migration of a general insurer's entire policy book over a single long weekend, and a broker that now settles premiums with more than thirty insurers from one screen using Kavach Core Broking.

"This award belongs to our delivery teams in Kochi, Mumbai and Dubai, and to the customers who trusted us with their core systems," said our founder and managing director, accepting the award. "Insurance software is never finished. It has to follow every new regulation, product and channel, and we intend to keep earning that trust one release at a time."

This is the third industry award for the company since 2022, and the first in the core systems category.`,
  },
  {
    news_date: "2026-07-09",
    image_url: "/images/news/dubai-forum.svg",
    title: "Meet us at the Gulf Insurance Technology Forum in Dubai this September",
    description: `Kavach InsureTech will be at the Gulf Insurance Technology Forum at the Dubai World Trade Centre from September 15 to 17, at stand C-24. Visitors can try the new releases of our takaful, broking and online portal products and talk to the consultants who implement them.

On the second day, our head of Gulf delivery will present "Moving a takaful operator to a new core system without stopping the business", a case study of a recent go-live that covers data migration, Shariah board sign-off and training of more than two hundred users in three weeks.

Our consultancy team will also run short sessions on choosing a core insurance system: how to write a request for proposal that vendors can answer honestly, what to ask in reference calls, and which costs tend to be forgotten until the second year.

Meetings can be booked in advance on the Schedule a Demo page; mention the forum in the note.`,
  },
  {
    news_date: "2026-05-27",
    image_url: "/images/news/insurer-go-live.svg",
    title: "Sahyadri General Insurance moves its motor and health business to Kavach",
    description: `Sahyadri General Insurance, a Pune-based general insurer with 64 branches across Maharashtra and Karnataka, has completed its move to Kavach Core General Insurance and Core Medical Insurance. Both systems went live on the same day, replacing software the insurer had used for fourteen years.

More than 1.8 million policies and 320,000 open and closed claims were migrated. Before the go-live, three full rehearsal migrations were reconciled against the old system to the last paisa of premium and reserve, and the insurer's auditors signed off on the results.

Branch staff now issue motor policies in under three minutes, with the rating rules the insurer's actuaries maintain themselves through the product configuration screens. Renewal notices, endorsements and claims intimation from the Online Insurance Portal arrive in the same system, so a customer's history is in one place for the first time.

The project included the full range of our software services: implementation support, reports development for the insurer's regulatory returns, database administration, and training for more than six hundred users. Kavach will continue to support the insurer under an annual maintenance contract.`,
  },
  {
    news_date: "2026-04-14",
    image_url: "/images/news/mobile-app-release.svg",
    title: "New release of the Kavach Mobile App: claims with photos and one-tap renewals",
    description: `The new release of the Kavach Mobile App for iOS and Android lets policyholders report a motor claim with photos, renew and pay in a single tap, and find the nearest branch or cashless garage on a map. Insurers using the app can publish the update to their customers under their own brand from this month.

Claims intimation now guides the customer through the photos a surveyor needs: the four corners of the vehicle, the damage up close, the odometer and the registration plate. The photos are stamped with the time and place they were taken and reach the claims workflow before the customer has left the scene.

Renewal reminders arrive thirty, fifteen and three days before a policy expires. The customer sees the renewal quote, can change the add-on covers, and pays through the insurer's payment gateway without typing the policy details again.

The release also improves accessibility: every screen works with the screen readers built into iOS and Android, text follows the phone's font size, and colour is never the only way information is shown.`,
  },
  {
    news_date: "2026-02-18",
    image_url: "/images/news/bank-partnership.svg",
    title: "Meridian Cooperative Bank to sell insurance through the Kavach Online Insurance Portal",
    description: `Meridian Cooperative Bank will offer motor, home and health insurance to its customers through a dedicated bank portal built on the Kavach Online Insurance Portal. Staff in the bank's 120 branches will be able to quote and issue policies from three partner insurers without leaving the bank's own systems.

The bank portal is one of the four portals the product provides, alongside the customer, agent and broker, and in-house employee portals. Each bank user sees only the products the bank is authorised to sell, and every policy is checked by a second user before it is issued, following the maker-checker rules the insurers require for intermediated business.

Premiums are collected through the bank's payment gateway and settled with each insurer daily. Commission statements, renewals and claims intimation appear in the same portal, so branch staff can answer a customer's question without calling the insurer.

The first forty branches will go live in May, with the rest following by the end of the year.`,
  },
  {
    news_date: "2026-01-22",
    image_url: "/images/news/broking-reinsurance.svg",
    title: "Kavach Core Broking adds reinsurance placement and slip management",
    description: `Brokers using Kavach Core Broking can now place reinsurance in the same system they use for direct business. The new module manages slips, lead and following markets, signed lines and the settlement of premiums and claims with each reinsurer.

A placement begins with a slip built from the original risk, so the details are never typed twice. The broker sends it to the markets, records each reinsurer's written line, and the system signs down the lines automatically when the placement is oversubscribed. Every change is kept with the name of the user who made it and the reason.

Premium and claims settlements are tracked per reinsurer and per currency, with reminders for overdue balances. Reports show each reinsurer's exposure by class, territory and period, which brokers have asked us for since the first release of the product.

The module was designed with two broking houses in Mumbai and Dubai, who have used it for live placements since November.`,
  },
  {
    news_date: "2025-12-08",
    image_url: "/images/news/kochi-centre.svg",
    title: "New delivery centre opens at Infopark, Kochi",
    description: `Kavach InsureTech has opened a new delivery centre at Infopark Phase II in Kochi, with room for 180 engineers, consultants and support staff. The centre is now the company's head office and the home of its product development, quality assurance and round-the-clock support teams.

The building was chosen for its access to public transport and its energy rating. Workspaces are arranged around product teams rather than departments, so the developers, testers and business analysts who work on a product sit together with the support staff who hear from its users every day.

A training room with forty seats will host the Insurance and IT Training courses we run for customers' staff, as well as our own graduate programme. Customers visiting Kochi for acceptance testing will have dedicated project rooms.

"We started in 2008 with eleven people in a rented flat," our founder recalled at the opening. "Seeing the teams that build and support our products under one roof is a good moment to thank every customer who has grown with us."`,
  },
  {
    news_date: "2025-10-20",
    image_url: "/images/news/training-programme.svg",
    title: "Graduate programme in insurance software welcomes its largest batch",
    description: `Forty-two engineering and commerce graduates joined Kavach InsureTech's graduate programme this month, the largest batch since the programme began in 2014. Over six months they will learn both insurance and software, and then join one of our product or implementation teams.

The first half of the programme covers the insurance business itself: how a policy is underwritten and priced, how claims are surveyed and settled, how reinsurance and takaful work, and what regulators ask of insurers. Our consultants teach these sessions with real, anonymised cases from past projects.

The second half is practical. Working in small teams, the graduates build features for an internal version of our products, review one another's code, write tests, and present their work to the product managers. The best projects have found their way into customer releases.

Applications for the next batch open in April. Open positions are listed on our Careers page, where anyone can also send us a resume for future openings.`,
  },
];

export async function seedNews(db: Db): Promise<void> {
  // Oldest first, so that codes grow with the dates as they would have when the stories were written.
  await insertMissingNews(
    db,
    [...newsStories]
      .sort((a, b) => a.news_date.localeCompare(b.news_date))
      .map((s) => ({ ...s, description: storedRichText(legacyMarkupToDoc(s.description)) })),
  );
}
