import type { Flag, Id } from "../db/common-columns";

/** A mail HR sends applicants (docs/product.md §10.13): one per decision stage, or a free one (stage null). */
export type MessageTemplatesTable = {
  id: Id;
  /** shortlisted, interview, offer, hired or rejected; null for a free template. */
  stage: string | null;
  name: string;
  subject: string;
  body: string;
  /** 1: "Tell the applicant" is ticked when a move to its stage is offered. */
  tell_by_default: Flag;
  /** The revision it holds now. */
  revision: number;
  updated_at: string;
};

/** Every saved version of a template, the first (the default text) included. */
export type MessageTemplateRevisionsTable = {
  id: Id;
  template_id: number;
  revision: number;
  name: string;
  subject: string;
  body: string;
  tell_by_default: Flag;
  saved_at: string;
  saved_by_user_id: number | null;
  saved_by_label: string;
};

/** The short list HR picks a rejection's reason from. */
export type RejectionReasonsTable = {
  id: Id;
  text: string;
  position: number;
  /** Set when taken off the list. */
  removed_at: string | null;
  created_at: string;
};
