import { TALENT_POOL_LABEL, type NoticeForm, type NoticeParts } from "~/domain/privacy-notices";

/**
 * The privacy notices' words besides each form's notice (app/domain/privacy-notices.ts, which keeps the English
 * notices themselves): the talent-pool consent and "Read this in". The other languages are in notices.ts, which
 * only the root loader imports; a page carries its own language's notices (RootData's `notices`).
 */
export const ENGLISH_TALENT_POOL = {
  label: TALENT_POOL_LABEL,
  optional: "(optional)",
  hint: "Leave it unticked and we consider you for this application only.",
};

/** The talent-pool checkbox of applications and resumes (app/components/forms/talent-pool-consent.tsx). */
export type TalentPoolWords = typeof ENGLISH_TALENT_POOL;

export const ENGLISH_READ_IN = "Read this in";

/** What a page gets of its language's notices: every form's parts, the consent's words, "Read this in". */
export type NoticeWords = {
  readIn: string;
  talentPool: TalentPoolWords;
  forms: Record<NoticeForm, NoticeParts>;
};

/** What the root loader sends besides RootData: the forms' notices in a translation, null on English pages. */
export type RootNotices = { notices?: NoticeWords | null };
