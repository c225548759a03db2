/** The three testimonials of the home page carousel (docs/product.md §3.11), from insurance company managers. */
export type Testimonial = {
  id: number;
  name: string;
  designation: string;
  imageUrl: string;
  title: string;
  message: string;
};

export const TESTIMONIAL_PHOTO_SIZE = { width: 96, height: 96 } as const;

export const testimonials: Testimonial[] = [
  {
    id: 1,
    name: "Priya Nair",
    designation: "Chief Operating Officer, Kerala Mutual Assurance",
    imageUrl: "/images/testimonials/priya-nair.svg",
    title: "Month-end in a day, not a week",
    message:
      "Before Kavach, closing the month meant reconciling underwriting, claims and reinsurance figures from three systems. Today everything posts to one ledger as it happens, and our finance team closes the books the day after month-end. The implementation team knew our business as well as we did.",
  },
  {
    id: 2,
    name: "Khalid Al Hashimi",
    designation: "General Manager, Al Noor Takaful",
    imageUrl: "/images/testimonials/khalid-al-hashimi.svg",
    title: "Takaful accounting our Shariah board trusts",
    message:
      "Keeping the participants' fund separate from the operator's fund was our biggest worry when we moved off spreadsheets. Kavach's takaful system does it in every transaction, and our first surplus distribution was calculated, approved and paid without a single manual adjustment.",
  },
  {
    id: 3,
    name: "Vikram Deshpande",
    designation: "Head of Health Claims, Sahyadri General Insurance",
    imageUrl: "/images/testimonials/vikram-deshpande.svg",
    title: "Fraud caught before we pay, not after",
    message:
      "The AI fraud check scores every health claim in under a minute. In its first year it flagged patterns our investigators had never spotted, and genuine claims now settle faster because the routine ones no longer wait in the same queue. Hospitals love the provider portal.",
  },
];
