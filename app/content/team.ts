/** The leadership team: a founder and four vice presidents (docs/product.md §2.4). Portraits are drawn for this site. */
export type TeamMember = { name: string; role: string; photo: string; bio: string };

export const PORTRAIT_SIZE = { width: 320, height: 320 } as const;

export const founder: TeamMember = {
  name: "Rajeev Menon",
  role: "Founder & Managing Director",
  photo: "/images/team/rajeev-menon.svg",
  bio: "Rajeev spent sixteen years building and running core systems at general insurers in Mumbai and Muscat before founding Kavach InsureTech in 2008. He still reviews every new client's implementation plan himself.",
};

export const vicePresidents: TeamMember[] = [
  {
    name: "Anita Varghese",
    role: "Vice President, Products",
    photo: "/images/team/anita-varghese.svg",
    bio: "A fellow of the Insurance Institute of India, Anita leads product management and design for the core insurance, takaful and medical platforms.",
  },
  {
    name: "Faisal Al Mansoori",
    role: "Vice President, Gulf Operations",
    photo: "/images/team/faisal-al-mansoori.svg",
    bio: "Faisal heads the Dubai office and our work with insurers and takaful operators across the UAE, Oman and Qatar.",
  },
  {
    name: "Suresh Iyer",
    role: "Vice President, Delivery",
    photo: "/images/team/suresh-iyer.svg",
    bio: "Suresh runs implementation and support, and is the reason every project we have started has gone live.",
  },
  {
    name: "Meera Krishnan",
    role: "Vice President, Technology",
    photo: "/images/team/meera-krishnan.svg",
    bio: "Meera leads engineering, architecture and information security, including the machine learning behind our claims fraud check.",
  },
];

export const teamPage = {
  title: "Our Team",
  description:
    "Meet the leadership of Kavach InsureTech: our founder and managing director and the four vice presidents for products, Gulf operations, delivery and technology.",
  lead: "Insurance people and engineers, leading a team of more than 100.",
  founderLabel: "Founder",
  vicePresidentsHeading: "Vice Presidents",
};
