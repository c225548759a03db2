import type { LookupEntry } from "./lookup-entry";

/**
 * Entrance examinations an applicant may have taken: national engineering exams, then the state ones,
 * then university, management and postgraduate exams, 'Other' last, in the order written here.
 */
export const entranceExams: readonly LookupEntry[] = [
  ["JEEMAIN", "JEE Main"],
  ["JEEADV", "JEE Advanced"],
  ["BITSAT", "BITSAT"],
  ["VITEEE", "VITEEE"],
  ["SRMJEEE", "SRMJEEE"],
  ["MET", "Manipal Entrance Test (MET)"],
  ["KEAM", "KEAM (Kerala Engineering Architecture Medical)"],
  ["TNEA", "TNEA (Tamil Nadu Engineering Admissions)"],
  ["KCET", "KCET (Karnataka Common Entrance Test)"],
  ["COMEDK", "COMEDK UGET"],
  ["MHTCET", "MHT CET"],
  ["APEAPCET", "AP EAPCET"],
  ["TGEAPCET", "TS EAMCET / TG EAPCET"],
  ["WBJEE", "WBJEE"],
  ["OJEE", "OJEE"],
  ["GUJCET", "GUJCET"],
  ["CUETUG", "CUET (UG)"],
  ["NEETUG", "NEET (UG)"],
  ["CLAT", "CLAT"],
  ["NIMCET", "NIMCET"],
  ["CAT", "CAT"],
  ["XAT", "XAT"],
  ["CMAT", "CMAT"],
  ["MAT", "MAT"],
  ["KMAT", "KMAT Kerala"],
  ["GMAT", "GMAT"],
  ["CUETPG", "CUET (PG)"],
  ["GATE", "GATE"],
  ["TANCET", "TANCET"],
  ["GRE", "GRE"],
  ["OTHENT", "Other"],
];
