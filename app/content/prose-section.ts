/** One section of a long-form text page (privacy policy, terms): a heading, then paragraphs or bullets. */
export type ProseSection = { heading: string; paragraphs?: string[]; bullets?: string[] };
