/**
 * What a page action answers after a plain HTML post (no JavaScript): the message to show, whether it
 * was a success, and, after a failure, the values typed so the form can show them again. A stored
 * resume also has its reference number and its private status link's token.
 */
export type FormOutcome = {
  ok: boolean;
  message: string;
  values?: Record<string, string>;
  reference?: string;
  statusToken?: string;
};
