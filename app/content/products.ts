import { productIndex, type ProductSlug } from "./product-index";

/**
 * Every product page. The artwork of each page is drawn from `art` by scripts/draw-artwork.ts,
 * so an image's words and its alt text come from the same place.
 */
export type ProductArt =
  | { kind: "dashboard"; heading: string; metrics: [string, string][]; rows: string[] }
  | { kind: "flow"; heading: string; steps: string[] }
  | { kind: "mobile"; heading: string; items: string[] };

export type ProductImage = { src: string; alt: string; caption: string; art: ProductArt };
export type FeatureGroup = { title: string; items: string[] };
export type Highlight = { value: string; label: string };

export type Product = {
  slug: ProductSlug;
  name: string;
  summary: string;
  /** One sentence under the page title. */
  tagline: string;
  /** The page's meta description. */
  description: string;
  profile: string[];
  audience: string[];
  highlights: Highlight[];
  featureGroups: FeatureGroup[];
  images: [ProductImage, ProductImage, ProductImage];
};

/** Every product image is drawn at this size, so pages reserve the space before it loads. */
export const PRODUCT_IMAGE_SIZE = { width: 640, height: 420 } as const;

type ProductCopy = Omit<Product, "slug" | "name" | "summary" | "images"> & {
  images: [Omit<ProductImage, "src">, Omit<ProductImage, "src">, Omit<ProductImage, "src">];
};

const copy: Record<ProductSlug, ProductCopy> = {
  gi: {
    tagline:
      "One system for every general insurance line, from the first quotation to the last claim payment and the regulator's returns.",
    description:
      "Core General Insurance by Kavach InsureTech: product configuration, underwriting, policy administration, claims, reinsurance, accounts and IRDAI reporting for motor, fire, marine, engineering, liability and health lines.",
    profile: [
      "Core General Insurance is the policy administration and accounting backbone for non-life insurers. Motor, fire, marine cargo and hull, engineering, liability, personal accident, travel and miscellaneous lines all run on one configurable product engine, so a new add-on cover or tariff revision is set up by your product team instead of a development project.",
      "Every transaction posts to an integrated general ledger at the moment it happens: premium, commission, co-insurance shares, reinsurance cessions, claim reserves and payments. Finance closes the month from the same data underwriters and claims handlers work with, and regulatory returns are produced from it without spreadsheets in between.",
      "The system is used by direct insurers in India and the Gulf with branch networks of up to two hundred offices, and is built to run centrally with branches, agents and bancassurance partners working through the browser.",
    ],
    audience: ["Direct general insurers", "Public-sector and private insurers", "Insurers with bancassurance partners"],
    highlights: [
      { value: "30+", label: "lines of business configured out of the box" },
      { value: "1", label: "ledger for underwriting, claims and reinsurance" },
      { value: "T+1", label: "regulatory returns after every month-end" },
    ],
    featureGroups: [
      {
        title: "Product and Underwriting",
        items: [
          "Product builder for covers, add-ons, deductibles, rating factors and wordings, versioned by effective date",
          "Tariff and rate tables for motor (IDV, NCB, zone and cubic capacity) and for fire, engineering and marine rating",
          "Underwriting authority matrix by user, branch, line and sum insured, with referral and approval trails",
          "Quotation, proposal, cover note and policy issue with document generation in your templates",
          "Co-insurance (leader and follower), long-term and multi-location policies",
        ],
      },
      {
        title: "Policy Servicing",
        items: [
          "Endorsements with automatic pro-rata or short-period premium adjustment",
          "Renewal notices, renewal with or without change, and lapse tracking",
          "Cancellation, refund and reinstatement with full audit history",
          "Agent, broker, bank and corporate agent channels with commission schedules",
        ],
      },
      {
        title: "Claims",
        items: [
          "Claim intimation from branch, call centre, portal or mobile app",
          "Surveyor appointment, survey fee and assessment capture",
          "Reserving, partial and final settlement, salvage and recovery",
          "Third-party motor claims and tribunal case tracking",
        ],
      },
      {
        title: "Reinsurance and Accounts",
        items: [
          "Treaty (quota share, surplus, excess of loss) and facultative placement",
          "Automatic cession, bordereaux and reinsurer statements of account",
          "Integrated general ledger, receipts, payments, bank reconciliation and GST",
          "IRDAI returns, management reports and audit trails on every record",
        ],
      },
    ],
    images: [
      {
        alt: "Underwriting dashboard showing gross written premium, policies issued and loss ratio by line of business",
        caption:
          "The underwriting desk: premium, policy counts and loss ratio by line, updated as policies are issued.",
        art: {
          kind: "dashboard",
          heading: "Underwriting overview",
          metrics: [
            ["Gross premium", "₹ 418 Cr"],
            ["Policies issued", "1,26,540"],
            ["Loss ratio", "64.2%"],
          ],
          rows: ["Motor package", "Fire and allied perils", "Marine cargo", "Engineering"],
        },
      },
      {
        alt: "Policy life-cycle diagram from quotation through underwriting, policy issue, endorsement and renewal",
        caption: "A policy's life in one system, from quotation to renewal.",
        art: {
          kind: "flow",
          heading: "Policy life cycle",
          steps: ["Quotation", "Underwriting", "Policy issue", "Endorsement", "Renewal"],
        },
      },
      {
        alt: "Claims register screen listing open claims with surveyor, reserve and settlement status",
        caption: "Claims handlers see every open claim with its surveyor, reserve and next step.",
        art: {
          kind: "mobile",
          heading: "Claims register",
          items: ["Motor OD · Survey done", "Fire · Reserve revised", "Marine · Awaiting docs", "Motor TP · Tribunal"],
        },
      },
    ],
  },
  "gi-takaful": {
    tagline:
      "General takaful administration that keeps the participants' fund and the operator's fund apart in every transaction.",
    description:
      "Core Takaful General Insurance by Kavach InsureTech: Shariah-compliant general takaful with participants' risk fund accounting, wakala and mudaraba fees, retakaful and surplus distribution.",
    profile: [
      "Core Takaful General Insurance brings the proven engine of our general insurance system to takaful operators, with the accounting model that takaful requires. Contributions, claims and retakaful flow through the participants' risk fund, while wakala fees and the operator's share of investment profit flow to the shareholders' fund, each with its own ledger.",
      "Takaful fund and surplus distribution is built into the year-end: the system computes the underwriting surplus or deficit of the participants' fund, applies your Shariah board's distribution policy (to all participants, to claim-free participants, or pro rata to contribution), and records any qard hasan from the operator when the fund is in deficit.",
      "Operators in the UAE, Oman, Qatar and Malaysia use it alongside conventional windows, with Arabic and English documents and the reporting formats their regulators ask for.",
    ],
    audience: ["Takaful operators", "Insurers with a takaful window", "Retakaful operators"],
    highlights: [
      { value: "2", label: "separate funds with their own ledgers" },
      { value: "3", label: "surplus distribution methods configurable" },
      { value: "AR · EN", label: "bilingual certificates and statements" },
    ],
    featureGroups: [
      {
        title: "Takaful Fund and Surplus Distribution",
        items: [
          "Participants' risk fund and shareholders' fund kept apart in every posting",
          "Wakala fee, mudaraba profit share and hybrid wakala-mudaraba models",
          "Annual underwriting surplus or deficit calculation for the participants' fund",
          "Surplus distribution to all participants, to claim-free participants or pro rata to contribution, as the Shariah board decides",
          "Qard hasan from the operator to the fund, with repayment from future surpluses",
        ],
      },
      {
        title: "Certificates and Contributions",
        items: [
          "Takaful product builder for motor, property, marine, engineering and medical covers",
          "Contribution rating, quotation and certificate issue in Arabic and English",
          "Endorsements, renewals and cancellations with contribution adjustments",
          "Agent and broker channels with commission charged to the right fund",
        ],
      },
      {
        title: "Claims and Retakaful",
        items: [
          "Claims paid from the participants' risk fund with reserves per fund",
          "Retakaful treaties and facultative arrangements with automatic cession",
          "Retakaful commission and recoveries credited to the correct fund",
        ],
      },
      {
        title: "Shariah Governance and Reporting",
        items: [
          "Shariah board approval records for products and distribution policies",
          "Fund-wise trial balance, income statement and statement of financial position",
          "Regulatory returns for the UAE Central Bank and other Gulf regulators",
        ],
      },
    ],
    images: [
      {
        alt: "Fund dashboard comparing the participants' risk fund and the shareholders' fund, with wakala fee and surplus",
        caption: "The two funds side by side: contributions, wakala fee and the surplus available for distribution.",
        art: {
          kind: "dashboard",
          heading: "Takaful funds",
          metrics: [
            ["Participants' fund", "AED 212 M"],
            ["Wakala fee", "AED 48 M"],
            ["Surplus", "AED 9.6 M"],
          ],
          rows: ["Motor takaful", "Property takaful", "Marine takaful", "Medical takaful"],
        },
      },
      {
        alt: "Surplus distribution diagram: contributions, claims and retakaful, fund surplus, Shariah board approval, distribution to participants",
        caption: "Year-end surplus distribution, with the Shariah board's approval as a step of its own.",
        art: {
          kind: "flow",
          heading: "Surplus distribution",
          steps: ["Contributions", "Claims & retakaful", "Fund surplus", "Shariah approval", "Distribution"],
        },
      },
      {
        alt: "Certificate screen listing takaful certificates with participant, cover and contribution",
        caption: "Certificates in Arabic and English, each linked to its participant's share of the fund.",
        art: {
          kind: "mobile",
          heading: "Certificates",
          items: ["Motor · Comprehensive", "Home · Contents", "Marine · Cargo", "Travel · Schengen"],
        },
      },
    ],
  },
  medical: {
    tagline:
      "Health insurance administration for insurers that settle claims in-house and for third-party administrators that settle them for others.",
    description:
      "Core Medical Insurance by Kavach InsureTech: group and retail health policies, in-house and TPA claims operations, cashless pre-authorisation, AI claims fraud check and a provider portal for hospitals.",
    profile: [
      "Core Medical Insurance covers group and retail health, from enrolment and member cards to pre-authorisation, claim adjudication and payment. It supports both ways of working: insurers running claims in-house, and third-party administrators (TPAs) handling members and claims on behalf of several insurers, each with its own policies, tariffs and service levels.",
      "Every claim passes through a claims fraud check that uses machine learning models trained on your own settled claims. It scores each claim for patterns such as unbundled procedures, inflated length of stay, repeated admissions and provider outliers, and sends high-risk claims to an investigator's queue with the reasons listed, while routine claims pass straight through.",
      "Hospitals work through the provider portal: they verify eligibility, request cashless pre-authorisation, upload discharge documents and follow their payments, which cuts phone calls and paper for both sides.",
    ],
    audience: ["Health and general insurers", "Third-party administrators (TPAs)", "Self-funded corporate schemes"],
    highlights: [
      { value: "< 60 s", label: "fraud score on every claim" },
      { value: "2", label: "operating models: in-house and TPA" },
      { value: "24×7", label: "provider portal for cashless requests" },
    ],
    featureGroups: [
      {
        title: "In-house and TPA Operations",
        items: [
          "Insurer mode for in-house claims, and TPA mode serving several insurers from one installation",
          "Group policies with member enrolment by file upload, additions and deletions mid-term",
          "Benefit tables with sub-limits, co-payment, room-rent caps and waiting periods",
          "Member e-cards and policy documents",
          "Service-level tracking per insurer and per corporate client",
        ],
      },
      {
        title: "Claims and Pre-authorisation",
        items: [
          "Cashless pre-authorisation with enhancement requests and final approval",
          "Reimbursement claims with document checklist and deficiency letters",
          "Adjudication against benefits, package rates and provider tariffs",
          "Payment to providers and members with settlement letters",
        ],
      },
      {
        title: "Claims Fraud Check Using AI",
        items: [
          "Risk score on every claim from models trained on your settled claims",
          "Flags for unbundling, upcoding, unusual length of stay and repeated admissions",
          "Provider outlier analysis against peers in the same city and specialty",
          "Investigator queue with the reasons for each flag and the outcome fed back to the models",
        ],
      },
      {
        title: "Provider Portal",
        items: [
          "Hospital registration, empanelment and agreed tariffs",
          "Eligibility check and cashless requests from the hospital desk",
          "Upload of discharge summaries, bills and investigation reports",
          "Claim and payment status for each admission",
        ],
      },
    ],
    images: [
      {
        alt: "Claims dashboard showing pre-authorisations, claims settled and claims flagged by the AI fraud check",
        caption: "The claims desk, with the AI fraud check's flags beside the day's volumes.",
        art: {
          kind: "dashboard",
          heading: "Health claims today",
          metrics: [
            ["Pre-auths", "1,284"],
            ["Settled", "962"],
            ["AI flagged", "37"],
          ],
          rows: [
            "Cashless · City Hospital",
            "Reimbursement · Member",
            "Cashless · Heart Institute",
            "Day care · Eye Clinic",
          ],
        },
      },
      {
        alt: "Cashless claim flow from the hospital's request through eligibility, fraud check and adjudication to payment",
        caption: "A cashless claim from the hospital desk to payment, with the fraud check built in.",
        art: {
          kind: "flow",
          heading: "Cashless claim",
          steps: ["Hospital request", "Eligibility", "AI fraud check", "Adjudication", "Payment"],
        },
      },
      {
        alt: "Provider portal screen on a tablet listing admissions with their pre-authorisation status",
        caption: "The provider portal: hospitals follow each admission without a phone call.",
        art: {
          kind: "mobile",
          heading: "Provider portal",
          items: ["Admission · Approved", "Enhancement · Pending", "Discharge · Docs uploaded", "Payment · Released"],
        },
      },
    ],
  },
  broker: {
    tagline: "Broking management for placement, policy servicing, claims advocacy and commission accounting.",
    description:
      "Core Broking by Kavach InsureTech: client and risk management, multi-insurer quotation comparison, placement, policy servicing, claims follow-up and brokerage accounting for insurance and reinsurance brokers.",
    profile: [
      "Core Broking is built for insurance brokers who place risks with many insurers and must account for every rupee and dirham that passes through their hands. It keeps a single record of each client with their risks, policies, claims and correspondence, so an account manager sees the whole relationship at a glance.",
      "Placement starts with a risk submission sent to several insurers, whose quotations are compared side by side before the client decides. Once bound, the policy, premium collection, remittance to the insurer and the brokerage receivable are tracked together, and the broker's accounts reconcile themselves.",
      "Direct brokers, composite brokers and reinsurance brokers in India and the UAE use it, with the regulatory registers and returns their licences require.",
    ],
    audience: ["Direct and composite brokers", "Reinsurance brokers", "Corporate agents"],
    highlights: [
      { value: "40+", label: "insurers connected for quotations" },
      { value: "100%", label: "of premium and brokerage reconciled" },
      { value: "1", label: "record per client across all policies" },
    ],
    featureGroups: [
      {
        title: "Clients and Placement",
        items: [
          "Client, contact and risk records with documents and correspondence",
          "Risk submissions to several insurers and side-by-side quotation comparison",
          "Placement slips, client approval and cover confirmation",
          "Renewal pipeline with reminders months ahead of expiry",
        ],
      },
      {
        title: "Policy Servicing and Claims",
        items: [
          "Policy register with endorsements, renewals and cancellations",
          "Claims advocacy: intimation to the insurer, document follow-up and settlement tracking",
          "Service requests and turnaround times per client",
        ],
      },
      {
        title: "Brokerage Accounting",
        items: [
          "Premium collection from clients and remittance to insurers",
          "Brokerage and reward receivables by insurer with ageing",
          "Sub-broker and relationship manager commission payouts",
          "General ledger, bank reconciliation and GST or VAT returns",
        ],
      },
      {
        title: "Compliance and Reporting",
        items: [
          "Registers and returns required by IRDAI and the UAE insurance regulator",
          "Business reports by insurer, line, client and relationship manager",
          "Maker-checker approval on financial transactions",
        ],
      },
    ],
    images: [
      {
        alt: "Broker dashboard showing premium placed, brokerage earned and renewals due by insurer",
        caption: "Placement and brokerage at a glance, with the renewals coming due.",
        art: {
          kind: "dashboard",
          heading: "Broking overview",
          metrics: [
            ["Premium placed", "₹ 96 Cr"],
            ["Brokerage", "₹ 8.4 Cr"],
            ["Renewals due", "312"],
          ],
          rows: [
            "Property · 6 insurers quoted",
            "Group health · Bound",
            "Marine open cover · Renewal",
            "Liability · Awaiting terms",
          ],
        },
      },
      {
        alt: "Placement flow: risk submission, quotations from insurers, comparison, client approval and policy issue",
        caption: "From a client's risk to a placed policy, with every quotation compared side by side.",
        art: {
          kind: "flow",
          heading: "Placement",
          steps: ["Risk submission", "Insurer quotes", "Comparison", "Client approval", "Policy issued"],
        },
      },
      {
        alt: "Client screen listing a corporate client's policies with insurer and renewal date",
        caption: "Everything about a client in one place.",
        art: {
          kind: "mobile",
          heading: "Client 360",
          items: ["Fire · Renews 31 Mar", "Group mediclaim · Active", "Marine open · Active", "D&O · Quote sent"],
        },
      },
    ],
  },
  ecrm: {
    tagline:
      "E-commerce plus CRM: portals where customers, agents, brokers, banks and your own staff buy and service insurance online.",
    description:
      "Online Insurance Portal by Kavach InsureTech: separate portals for customers, agents and brokers, banks and employees, with online quotes, policies, renewals, endorsements, claims intimation, payment gateway, maker-checker and motor renewal rules.",
    profile: [
      "The Online Insurance Portal puts your products online for every channel that sells them. It has separate portals for customers, agents and brokers, banks, and in-house employees, each with its own login, menus and permissions, and all of them transact directly on the core system, so a policy bought online is a policy in your books the same second.",
      "Customers and intermediaries get online quotes, buy policies, renew, request endorsements and intimate claims, paying through an integrated payment gateway. The CRM side records every lead, quotation, call and service request, so your contact centre and sales teams follow up on abandoned quotes and renewals due.",
      "Business rules protect the insurer: policies issued through brokers pass a maker-checker approval before they are final, and motor renewals follow configurable renewal business rules on claims, no-claim bonus and vehicle age before a renewal can go straight through.",
    ],
    audience: ["General and health insurers", "Bancassurance partners", "Agency and broker channels"],
    highlights: [
      { value: "4", label: "portals: customer, agent and broker, bank, employee" },
      { value: "90 s", label: "to a motor renewal for a claim-free customer" },
      { value: "24×7", label: "online quotes, payments and claims intimation" },
    ],
    featureGroups: [
      {
        title: "Four Portals",
        items: [
          "Customer portal: buy, renew, download documents and intimate claims",
          "Agent and broker portal: quotes, proposals and policies for their clients, with commission statements",
          "Bank portal for bancassurance branches, with lead sharing and referral tracking",
          "In-house employee portal for underwriters, operations and the contact centre",
        ],
      },
      {
        title: "Online Transactions",
        items: [
          "Online quotes for motor, health, travel, home and personal accident",
          "Online policies issued in real time on the core system",
          "Renewals with the previous policy's details filled in",
          "Endorsements such as address, nominee or vehicle changes",
          "Claims intimation with photographs and documents",
        ],
      },
      {
        title: "Payments and Controls",
        items: [
          "Payment gateway integration for cards, net banking, UPI and wallets",
          "Maker-checker for broker policies: a second person approves before issue",
          "Motor renewal business rules on claims history, no-claim bonus, vehicle age and inspection",
          "Two-factor login and role-based permissions per portal",
        ],
      },
      {
        title: "CRM",
        items: [
          "Leads from the website, bank branches and campaigns",
          "Follow-up of abandoned quotes and renewals due",
          "Service requests and complaints with turnaround tracking",
          "Campaigns by e-mail and SMS with opt-out handling",
        ],
      },
    ],
    images: [
      {
        alt: "Portal dashboard showing online quotes, policies sold and renewals by portal: customer, agent and broker, bank and employee",
        caption: "Sales across the four portals, with quotes converted and renewals won.",
        art: {
          kind: "dashboard",
          heading: "Online sales",
          metrics: [
            ["Quotes today", "4,812"],
            ["Policies sold", "1,097"],
            ["Renewals", "688"],
          ],
          rows: ["Customer portal", "Agent & broker portal", "Bank portal", "Employee portal"],
        },
      },
      {
        alt: "Online purchase flow: quote, proposal, maker-checker approval for broker policies, payment gateway and policy issue",
        caption: "An online purchase, with maker-checker approval for policies placed by brokers.",
        art: {
          kind: "flow",
          heading: "Buying online",
          steps: ["Online quote", "Proposal", "Maker-checker", "Payment gateway", "Policy issued"],
        },
      },
      {
        alt: "Customer portal screen listing a customer's motor and health policies with renew and claim buttons",
        caption: "Customers renew, change and claim from their own portal.",
        art: {
          kind: "mobile",
          heading: "My policies",
          items: ["Car · Renew now", "Health · Active", "Endorsement · Address", "Claim · Intimated"],
        },
      },
    ],
  },
  mobile: {
    tagline: "Native iOS and Android apps that put your policies, renewals and claims in your customers' pockets.",
    description:
      "Mobile App by Kavach InsureTech: iOS and Android insurance apps with registration, quick quote, policy view, renewal and payment, claims with photos and a branch locator.",
    profile: [
      "The Mobile App gives your customers an insurer in their pocket, on iOS and Android, branded as your own. It connects to the core system through the same services as the online portal, so what a customer sees in the app is always the policy in your books.",
      "Customers register with their mobile number and policy number, get a quick quote in a few taps, view their policies and download documents, renew and pay in the app, and report a claim with photos of the damage taken on the spot. A branch locator shows the nearest office, garage or hospital on the map with directions.",
      "Push notifications remind customers about renewals and tell them when their claim moves forward, which brings them back to you instead of to a comparison site.",
    ],
    audience: ["General and health insurers", "Takaful operators", "Brokers with retail customers"],
    highlights: [
      { value: "iOS · Android", label: "native apps under your brand" },
      { value: "3 taps", label: "from the home screen to a quick quote" },
      { value: "6", label: "photos per claim, with location and time" },
    ],
    featureGroups: [
      {
        title: "Platforms",
        items: [
          "Native apps for iOS (iPhone) and Android phones",
          "Published under your brand in the App Store and Google Play",
          "English, Hindi and Arabic, with right-to-left layout for Arabic",
        ],
      },
      {
        title: "Customer Features",
        items: [
          "Registration with mobile number, one-time password and policy number",
          "Quick quote for motor, health and travel in a few taps",
          "Policy view with documents to download and share",
          "Renewal and payment in the app",
          "Claims with photos taken in the app, with location and time recorded",
          "Branch locator for offices, network garages and hospitals",
        ],
      },
      {
        title: "Engagement and Security",
        items: [
          "Push notifications for renewals, payments and claim progress",
          "Biometric login with fingerprint or face recognition",
          "Encrypted storage and certificate pinning for every call",
        ],
      },
    ],
    images: [
      {
        alt: "App usage dashboard showing registered users, quick quotes and claims reported from phones",
        caption: "What customers do in the app: registrations, quick quotes and claims reported.",
        art: {
          kind: "dashboard",
          heading: "App activity",
          metrics: [
            ["Registered users", "2,14,300"],
            ["Quick quotes", "9,870"],
            ["Photo claims", "1,142"],
          ],
          rows: ["iOS · 4.7 rating", "Android · 4.6 rating", "Renewals in app", "Branch locator searches"],
        },
      },
      {
        alt: "Claim by phone flow: report the claim, take photos, location recorded, surveyor assigned, claim status updates",
        caption: "A claim reported from the roadside, with photos and location, on its way to a surveyor.",
        art: {
          kind: "flow",
          heading: "Claims with photos",
          steps: ["Report claim", "Take photos", "Location recorded", "Surveyor assigned", "Status updates"],
        },
      },
      {
        alt: "Phone screen of the mobile app home with quick quote, my policies, renew and pay, report a claim and branch locator",
        caption: "The app's home screen: every task one tap away.",
        art: {
          kind: "mobile",
          heading: "Kavach app",
          items: ["Quick quote", "My policies", "Renew & pay", "Report a claim", "Branch locator"],
        },
      },
    ],
  },
  hrms: {
    tagline:
      "Payroll and HR for insurance companies and their branch networks, with the statutory compliance of India and the Gulf.",
    description:
      "Payroll & HR by Kavach InsureTech: employee records, attendance, leave, payroll with PF, ESI, gratuity and WPS, appraisals and employee self-service for insurers and intermediaries.",
    profile: [
      "Payroll & HR manages the people who run an insurance business: employees across head office and branches, field sales staff on incentives, and contract staff in operations. It keeps one employee record from joining to exit, with documents, transfers, promotions and salary revisions.",
      "Payroll runs for thousands of employees in a single batch, with the statutory deductions of India (provident fund, ESI, professional tax, income tax) and of the UAE and Oman (gratuity, the Wage Protection System file). Sales incentives are calculated from the business data of the core insurance system, so the numbers agents are paid on are the numbers finance reports.",
      "Employees apply for leave, download payslips and submit tax declarations from a self-service portal and app, and managers approve from wherever they are.",
    ],
    audience: ["Insurers and brokers", "TPAs and contact centres", "Any company with branch networks"],
    highlights: [
      { value: "10,000+", label: "employees processed in one payroll run" },
      { value: "2", label: "statutory regimes: India and the Gulf" },
      { value: "100%", label: "self-service for leave, payslips and declarations" },
    ],
    featureGroups: [
      {
        title: "Core HR",
        items: [
          "Employee master with documents, family details and nominees",
          "Organisation structure by company, region, branch and department",
          "Joining, confirmation, transfer, promotion and exit workflows",
          "Appraisal cycles with goals, ratings and increments",
        ],
      },
      {
        title: "Time and Leave",
        items: [
          "Attendance from biometric devices and mobile check-in for field staff",
          "Shift rosters for contact centres and operations",
          "Leave policies by grade and location, with balances and encashment",
        ],
      },
      {
        title: "Payroll and Compliance",
        items: [
          "Salary structures, arrears, loans and advances",
          "Provident fund, ESI, professional tax and TDS with statutory returns",
          "End-of-service gratuity and Wage Protection System files for the UAE and Oman",
          "Sales incentives calculated from business booked in the core system",
          "Bank transfer files and payroll journal posted to the general ledger",
        ],
      },
      {
        title: "Employee Self-service",
        items: [
          "Payslips, tax declarations and proofs online",
          "Leave and attendance regularisation requests with mobile approvals",
          "HR letters and policies on demand",
        ],
      },
    ],
    images: [
      {
        alt: "Payroll dashboard showing employees paid, gross payroll and statutory deductions for the month",
        caption: "The month's payroll with its statutory deductions, ready for approval.",
        art: {
          kind: "dashboard",
          heading: "Payroll — March",
          metrics: [
            ["Employees", "3,482"],
            ["Gross pay", "₹ 21.6 Cr"],
            ["PF + ESI", "₹ 2.1 Cr"],
          ],
          rows: ["Head office", "South zone branches", "Dubai office", "Field sales"],
        },
      },
      {
        alt: "Payroll cycle: attendance and leave, incentives, salary processing, approval and bank transfer with statutory returns",
        caption: "From attendance to the bank file, with incentives from the core system.",
        art: {
          kind: "flow",
          heading: "Payroll cycle",
          steps: ["Attendance", "Incentives", "Salary run", "Approval", "Bank & returns"],
        },
      },
      {
        alt: "Employee self-service app listing payslip, leave balance, tax declaration and approvals",
        caption: "Self-service for employees and managers, on the phone.",
        art: {
          kind: "mobile",
          heading: "My HR",
          items: ["Payslip · March", "Leave · 14 days", "Tax declaration", "Approvals · 3"],
        },
      },
    ],
  },
  bi: {
    tagline:
      "Dashboards, analytics and regulatory reporting built on an insurance data model, not a blank data warehouse.",
    description:
      "Business Intelligence by Kavach InsureTech: an insurance data mart with dashboards for premium, claims, loss ratios, reserves and channel performance, self-service analysis and regulatory returns.",
    profile: [
      "Business Intelligence turns the data in your core systems into the figures management, actuaries and regulators ask for. It comes with an insurance data mart already modelled: policies, premium earned and unearned, claims paid and outstanding, reserves, reinsurance and channels, loaded every night from our core systems or from others.",
      "Ready dashboards cover the questions asked every Monday morning: premium against plan by branch and channel, loss ratio by line and segment, claims ageing, renewal retention and agent productivity. Analysts go further with self-service exploration, drilling from a region's loss ratio down to the individual claims behind it.",
      "Regulatory and board reports are produced from the same numbers, so the figures in the board pack and the regulator's return agree.",
    ],
    audience: ["Management and finance teams", "Actuarial and underwriting", "Sales and channel heads"],
    highlights: [
      { value: "60+", label: "ready dashboards and reports" },
      { value: "Nightly", label: "refresh from core systems" },
      { value: "3 clicks", label: "from a loss ratio to the claims behind it" },
    ],
    featureGroups: [
      {
        title: "Insurance Data Mart",
        items: [
          "Pre-built model for policies, premium, claims, reserves, reinsurance and channels",
          "Nightly loads from our core systems and connectors for others",
          "Earned premium, unearned premium reserve and IBNR inputs computed",
        ],
      },
      {
        title: "Dashboards",
        items: [
          "Premium against plan by branch, channel, line and product",
          "Loss ratio and claims frequency by line and segment",
          "Claims ageing and turnaround times",
          "Renewal retention and agent productivity",
        ],
      },
      {
        title: "Analysis and Reporting",
        items: [
          "Self-service exploration with drill-down to individual records",
          "Scheduled reports by e-mail in PDF and Excel",
          "Regulatory returns and board packs from the same figures",
          "Row-level security so each manager sees their own region",
        ],
      },
    ],
    images: [
      {
        alt: "Management dashboard with premium against plan, loss ratio and renewal retention by region",
        caption: "The Monday-morning view: premium against plan, loss ratio and retention.",
        art: {
          kind: "dashboard",
          heading: "Management dashboard",
          metrics: [
            ["Premium vs plan", "104%"],
            ["Loss ratio", "67.8%"],
            ["Retention", "82%"],
          ],
          rows: ["North region", "South region", "West region", "Gulf operations"],
        },
      },
      {
        alt: "Data flow from core insurance systems into the insurance data mart, then dashboards, analysis and regulatory returns",
        caption: "One set of numbers, from the core systems to the regulator.",
        art: {
          kind: "flow",
          heading: "From data to decisions",
          steps: ["Core systems", "Nightly load", "Data mart", "Dashboards", "Returns"],
        },
      },
      {
        alt: "Tablet view of a loss ratio report drilled down from line of business to individual claims",
        caption: "Drill down from a figure to the records behind it.",
        art: {
          kind: "mobile",
          heading: "Loss ratio drill-down",
          items: ["Motor · 71%", "Kochi branch · 78%", "Agent 2231 · 92%", "12 claims"],
        },
      },
    ],
  },
  workflow: {
    tagline:
      "Rules-driven claims workflow that routes every claim to the right person and shows where each one stands.",
    description:
      "Claims Workflow by Kavach InsureTech: rules-based claim routing, approval authorities, service-level timers, document tracking and escalations for insurers and TPAs.",
    profile: [
      "Claims Workflow sits beside your core system and organises the work of claims handling. Each claim is routed by rules you maintain (line, value, location, complexity, fraud score) to the right team and handler, with approval authorities that follow your claims manual.",
      "Service-level timers run on every step. Handlers see their work queue ordered by urgency, supervisors see bottlenecks as they form, and escalations go out automatically before a deadline is missed, not after the customer complains.",
      "Documents, notes and communications stay with the claim, and every decision is recorded with who made it and when, which makes audits and regulatory inspections straightforward.",
    ],
    audience: ["Claims departments of insurers", "TPAs", "Takaful operators"],
    highlights: [
      { value: "35%", label: "shorter average claim turnaround at our clients" },
      { value: "100%", label: "of decisions with an audit trail" },
      { value: "0", label: "claims lost between desks" },
    ],
    featureGroups: [
      {
        title: "Routing and Approvals",
        items: [
          "Routing rules on line, claim value, location, complexity and fraud score",
          "Approval authorities by role and amount, as in your claims manual",
          "Automatic allocation by workload and skill",
        ],
      },
      {
        title: "Tracking and Service Levels",
        items: [
          "Timers for each step with warnings and escalations",
          "Personal work queues ordered by urgency",
          "Supervisor view of bottlenecks and ageing",
          "Customer notifications by SMS and e-mail at each milestone",
        ],
      },
      {
        title: "Documents and Audit",
        items: [
          "Document checklist per claim type with reminders for what is missing",
          "Notes, letters and e-mails stored with the claim",
          "Complete audit trail of every decision and change",
        ],
      },
    ],
    images: [
      {
        alt: "Claims workflow dashboard showing claims in progress, breaching service levels and closed today",
        caption: "Where every claim stands, and which ones need attention now.",
        art: {
          kind: "dashboard",
          heading: "Claims in progress",
          metrics: [
            ["Open claims", "2,906"],
            ["Near SLA", "41"],
            ["Closed today", "318"],
          ],
          rows: ["Registration", "Survey", "Assessment", "Approval"],
        },
      },
      {
        alt: "Claim workflow: registration, rules-based routing, assessment, approval by authority and settlement",
        caption: "A claim's path, decided by your rules and your approval authorities.",
        art: {
          kind: "flow",
          heading: "Claim workflow",
          steps: ["Registration", "Routing rules", "Assessment", "Approval", "Settlement"],
        },
      },
      {
        alt: "Handler's work queue listing claims ordered by urgency with time left on each",
        caption: "A handler's queue, most urgent first.",
        art: {
          kind: "mobile",
          heading: "My queue",
          items: ["CLM-8841 · 2 h left", "CLM-8790 · 6 h left", "CLM-8712 · 1 day", "CLM-8650 · 3 days"],
        },
      },
    ],
  },
  qms: {
    tagline:
      "Quotation management that gives underwriters and intermediaries fast, consistent quotes with referrals where they matter.",
    description:
      "Quotation Management by Kavach InsureTech: rating engine, quotation templates, underwriting referrals, versions and conversion tracking for commercial and retail insurance.",
    profile: [
      "Quotation Management speeds up the step where business is won or lost. Underwriters, sales staff and intermediaries prepare quotations for commercial and retail risks from templates, with premiums calculated by the same rating engine that issues the policy.",
      "Risks outside a user's authority are referred to the right underwriter with the reasons attached, and every revision is kept as a version, so it is always clear what was offered, by whom and on what terms. Accepted quotations convert to proposals and policies in the core system without retyping.",
      "Sales managers follow the pipeline: quotations sent, accepted, lost and why, by branch, intermediary and line.",
    ],
    audience: ["Commercial underwriting teams", "Sales and branch staff", "Brokers and agents"],
    highlights: [
      { value: "Minutes", label: "for a commercial quotation, not days" },
      { value: "1", label: "rating engine for quote and policy" },
      { value: "Every", label: "version of every quote kept" },
    ],
    featureGroups: [
      {
        title: "Quotation",
        items: [
          "Templates for fire, engineering, marine, liability, group health and motor fleets",
          "Rating from the core system's tariffs and loadings",
          "Quotation letters and slips in your formats",
        ],
      },
      {
        title: "Underwriting Control",
        items: [
          "Referral rules on sum insured, occupancy, claims history and discounts",
          "Referral queue with reasons and underwriter comments",
          "Versions of each quotation with what changed",
        ],
      },
      {
        title: "Conversion and Pipeline",
        items: [
          "Accepted quotations convert to proposals and policies without retyping",
          "Pipeline of quotations sent, accepted and lost, with loss reasons",
          "Reminders for quotations about to expire",
        ],
      },
    ],
    images: [
      {
        alt: "Quotation pipeline dashboard with quotations sent, accepted and referred by line of business",
        caption: "The quotation pipeline: sent, won and waiting for an underwriter.",
        art: {
          kind: "dashboard",
          heading: "Quotation pipeline",
          metrics: [
            ["Sent", "642"],
            ["Accepted", "281"],
            ["Referred", "24"],
          ],
          rows: ["Fire · Industrial", "Engineering · CAR", "Marine · Open cover", "Group health"],
        },
      },
      {
        alt: "Quotation flow: risk details, rating, referral to underwriter, quotation sent and conversion to policy",
        caption: "A quotation from risk details to policy, with a referral only when the rules ask for one.",
        art: {
          kind: "flow",
          heading: "Quotation",
          steps: ["Risk details", "Rating", "Referral", "Quote sent", "Converted"],
        },
      },
      {
        alt: "Quotation screen listing versions of a fire quotation with premium and status",
        caption: "Every version of a quotation, with what changed.",
        art: {
          kind: "mobile",
          heading: "Quote versions",
          items: ["v1 · ₹ 4.2 L · Sent", "v2 · ₹ 3.9 L · Referred", "v3 · ₹ 4.0 L · Approved", "Accepted"],
        },
      },
    ],
  },
  survey: {
    tagline:
      "Survey management for pre-acceptance risk surveys and claim surveys, from assignment to the surveyor's report.",
    description:
      "Survey Management by Kavach InsureTech: risk surveys before acceptance and claim surveys after a loss, with surveyor assignment, a field app, reports, fees and service levels.",
    profile: [
      "Survey Management organises the two kinds of survey an insurer depends on. Risk surveys inspect a property, plant or vehicle before cover is accepted or renewed; claim surveys assess the loss after an accident, fire or flood. Both are assigned, tracked and paid for in one system.",
      "Surveys are assigned to in-house or licensed independent surveyors by location, line and workload. Surveyors work from a field app: they see their appointments, capture photographs, measurements and findings on site, and submit their report without a trip back to the office.",
      "Underwriters receive risk survey recommendations before they quote, claims handlers receive the assessment before they settle, and survey fees are paid against approved reports, with service levels measured for every surveyor.",
    ],
    audience: ["General insurers and takaful operators", "Surveyor firms", "Claims and underwriting teams"],
    highlights: [
      { value: "2", label: "survey types: risk and claim" },
      { value: "48 h", label: "typical claim survey turnaround" },
      { value: "1 app", label: "for surveyors in the field" },
    ],
    featureGroups: [
      {
        title: "Risk and Claim Surveys",
        items: [
          "Risk surveys before acceptance or renewal, with recommendations to the underwriter",
          "Claim surveys after a loss, with assessment of damage and liability",
          "Survey templates by line: fire, engineering, marine, motor and crop",
        ],
      },
      {
        title: "Assignment and Field Work",
        items: [
          "Assignment to in-house or independent surveyors by location, line and workload",
          "Field app with appointments, photographs, measurements and geotagging",
          "Reports submitted from the site, with offline capture where there is no signal",
        ],
      },
      {
        title: "Fees and Performance",
        items: [
          "Survey fee schedules and payment against approved reports",
          "Turnaround and quality measures for each surveyor",
          "Surveyor licence and empanelment records with renewal reminders",
        ],
      },
    ],
    images: [
      {
        alt: "Survey dashboard showing risk surveys and claim surveys assigned, in the field and reported",
        caption: "Risk and claim surveys from assignment to report.",
        art: {
          kind: "dashboard",
          heading: "Surveys this week",
          metrics: [
            ["Risk surveys", "146"],
            ["Claim surveys", "389"],
            ["Reports due", "52"],
          ],
          rows: ["Fire · Warehouse", "Motor · Own damage", "Engineering · Boiler", "Marine · Cargo"],
        },
      },
      {
        alt: "Survey flow: request, assignment to a surveyor, site visit, report and recommendation or assessment",
        caption: "From a survey request to the surveyor's findings.",
        art: {
          kind: "flow",
          heading: "A survey",
          steps: ["Request", "Assignment", "Site visit", "Report", "Decision"],
        },
      },
      {
        alt: "Surveyor field app listing today's appointments with address and survey type",
        caption: "The surveyor's day, in the field app.",
        art: {
          kind: "mobile",
          heading: "Today's surveys",
          items: ["09:30 · Fire risk", "11:00 · Motor claim", "14:30 · Flood claim", "16:00 · Plant risk"],
        },
      },
    ],
  },
};

export const products: Product[] = productIndex.map((p) => {
  const c = copy[p.slug];
  return {
    ...c,
    slug: p.slug,
    name: p.name,
    summary: p.summary,
    images: c.images.map((img, i) => ({ ...img, src: `/images/products/${p.slug}-${i + 1}.svg` })) as Product["images"],
  };
});
