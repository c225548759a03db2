import type { ServiceIconName } from "~/domain/site-content/services";

/**
 * The two services pages as the seed of their site content (server/seed/site-content.ts): the pages read the
 * database. Block titles are exactly those of docs/product.md §2.6.
 */
export type ServiceBlock = { title: string; icon: ServiceIcon; text: string; points: string[] };
export type ServiceIcon = ServiceIconName;

export type ServicePage = {
  path: string;
  title: string;
  description: string;
  intro: string[];
  blocks: ServiceBlock[];
};

export const softwareServices: ServicePage = {
  path: "/service/software",
  title: "Software Services",
  description:
    "Implementation, project management, customisation, reports, legacy support, training, database administration, infrastructure and AMC services for insurance software, from Kavach InsureTech.",
  intro: [
    "Insurance software earns its keep only when it is implemented well and kept healthy for years. Our services team has taken more than 120 insurance projects live, and the same people who build our products support them after go-live.",
    "We work for clients running our own products and for insurers who need experienced hands around systems they already have.",
  ],
  blocks: [
    {
      title: "Implementation support",
      icon: "rocket",
      text: "A structured implementation that takes a core system from contract to go-live without surprises.",
      points: [
        "Business requirement study and gap analysis",
        "Product, rating and workflow configuration",
        "Data migration with reconciled trial runs",
        "Parallel run and go-live support on site",
      ],
    },
    {
      title: "Project Management",
      icon: "kanban",
      text: "Certified project managers who know insurance, running plans, risks and steering committees.",
      points: [
        "Project plans with milestones the business signs off",
        "Weekly status, risk and issue logs",
        "Change control that protects scope and budget",
        "Steering committee reporting",
      ],
    },
    {
      title: "Software Customizations",
      icon: "puzzle",
      text: "Changes for your products, regulations and processes, built on the product so upgrades stay possible.",
      points: [
        "New products, covers and rating rules",
        "Regulatory changes delivered before their due dates",
        "Integrations with banks, payment gateways and government systems",
        "Customisations kept upgrade-safe",
      ],
    },
    {
      title: "Reports Development",
      icon: "report",
      text: "Operational, management and regulatory reports designed with the people who read them.",
      points: [
        "IRDAI and Gulf regulatory returns",
        "Management and board reports",
        "Operational reports for branches and departments",
        "Scheduled delivery by e-mail in PDF and Excel",
      ],
    },
    {
      title: "Support to Legacy Systems",
      icon: "legacy",
      text: "Keeping older insurance systems running safely while you plan, or carry out, their replacement.",
      points: [
        "Maintenance of legacy applications and databases",
        "Regulatory fixes on systems out of vendor support",
        "Data extraction and archiving before retirement",
        "Migration planning to a modern core",
      ],
    },
    {
      title: "Insurance and IT Training",
      icon: "training",
      text: "Training that combines insurance knowledge with the use of the system, for every role.",
      points: [
        "End-user training for underwriting, claims and accounts",
        "Train-the-trainer programmes for your academy",
        "Insurance fundamentals for IT staff",
        "Administrator and support-desk training",
      ],
    },
    {
      title: "Database Administration",
      icon: "database",
      text: "Databases that stay fast, backed up and recoverable, run by administrators who know the schema.",
      points: [
        "Oracle, SQL Server and PostgreSQL administration",
        "Performance tuning and capacity planning",
        "Backup, restore drills and disaster recovery",
        "Security patching and access reviews",
      ],
    },
    {
      title: "IT Infrastructure Setup",
      icon: "server",
      text: "Servers, networks and cloud environments sized and secured for insurance workloads.",
      points: [
        "Data centre and cloud architecture",
        "Production, test and disaster recovery environments",
        "Network, firewall and access setup for branches",
        "Monitoring and alerting from day one",
      ],
    },
    {
      title: "AMC Services",
      icon: "shield",
      text: "Annual maintenance contracts with agreed response times, so your systems are looked after all year.",
      points: [
        "Help desk with response and resolution service levels",
        "Product upgrades and regulatory updates",
        "Health checks every quarter",
        "A named account manager",
      ],
    },
  ],
};

export const consultancyServices: ServicePage = {
  path: "/service/consultancy",
  title: "Consultancy Services",
  description:
    "Independent consultancy for insurers: software selection and sourcing, IT resource selection, IT operations processes and data security, from Kavach InsureTech.",
  intro: [
    "Choosing and running insurance technology is a business decision with long consequences. Our consultants have sat on both sides of the table, as vendors and as insurers' IT heads, and give advice you can act on.",
    "Consultancy is offered independently of our products: when another vendor's system is the right answer for you, we say so.",
  ],
  blocks: [
    {
      title: "Software Solutions Selection & Sourcing",
      icon: "compass",
      text: "Finding the right core, portal or analytics system and buying it on the right terms.",
      points: [
        "Requirements written with your business teams",
        "Vendor long list, RFP and scripted demonstrations",
        "Scoring, reference visits and total cost of ownership",
        "Contract and service-level negotiation support",
      ],
    },
    {
      title: "IT Resource Selection & Sourcing",
      icon: "people",
      text: "Building the team that will run your systems, in-house or with partners.",
      points: [
        "Organisation design for insurance IT",
        "Role profiles and technical assessment of candidates",
        "Outsourcing and managed-service partner selection",
        "Transition plans from vendor to in-house teams",
      ],
    },
    {
      title: "IT Operations Process and Process Guides",
      icon: "book",
      text: "Clear processes and written guides, so operations do not depend on one person's memory.",
      points: [
        "Incident, problem and change management aligned with ITIL",
        "Month-end, year-end and renewal-season runbooks",
        "Process guides and standard operating procedures",
        "Audit readiness reviews",
      ],
    },
    {
      title: "Data Security Consultancy",
      icon: "lock",
      text: "Protecting policyholder data and meeting regulators' cyber security expectations.",
      points: [
        "Gap assessment against IRDAI cyber security guidelines and ISO 27001",
        "Data classification and access control design",
        "Vulnerability assessment and remediation plans",
        "Incident response planning and drills",
      ],
    },
  ],
};
