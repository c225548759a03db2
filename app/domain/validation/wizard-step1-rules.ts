import { birthDateWindow, isAdultOn, isWithinOldestAge, parseDdMmYyyy, toDdMmYyyy } from "../birth-date";
import type { PersonalInfo } from "../job-application";
import { commonFieldOf, commonLimits, emailRules, mobileRules, nameRules, tooLongMessage } from "./common-rules";
import { isCleanText, isEmail, isPhoneNumber } from "./patterns";
import { rule, text, type Rule } from "./rules";

/** Input limits of the wizard's first step (docs/product.md §5.7). */
export const step1Limits = {
  name: 60,
  email: 100,
  mobile: commonLimits.mobileInputMax,
  phone: 20,
  address: 240,
  city: 100,
  referrer: 100,
  addressMin: 4,
  cityMin: 4,
  referrerNameMin: 4,
  referrerEmailMin: 10,
} as const;

/**
 * docs/product.md §5.7, 'Wizard step 1'. The double spaces in two messages are the exact original text.
 * The birth-date format and window messages and the too-long messages are ours: the browser's inputs
 * cannot produce those values, so only hand-made requests ever see them.
 */
export const step1Messages = {
  genderRequired: "Gender must be selected",
  birthDateRequired: "Date of Birth must be entered",
  birthDateInvalid: "A valid Date of Birth must be entered (DD-MM-YYYY)",
  birthDateOutOfRange: (today: string) => {
    const { min, max } = birthDateWindow(today);
    return `Date of Birth must be between ${toDdMmYyyy(min)} and ${toDdMmYyyy(max)}`;
  },
  /** Shown beside the date of birth (docs/product.md §5.7: applicants must be adults). */
  underAge: "You must be 18 or older to apply online",
  address1Required: "Address Line 1 must be entered",
  address1Invalid: "A valid Address Line 1  must be entered",
  address2Required: "Address Line 2 must be entered",
  address2Invalid: "A valid Address Line 2  must be entered",
  cityRequired: "City must be entered",
  cityInvalid: "A valid city  must be entered",
  phoneInvalid: "A valid Landline number must be entered",
  address3Invalid: "A valid Address Line 3 must be entered",
  stateRequired: "State must be selected",
  districtRequired: "District must be selected",
  referrerNameRequired: "Referrer Name must be entered",
  referrerNameInvalid: "A valid Referrer Name must be entered",
  referrerEmailRequired: "Referrer E-mail address must be entered",
  referrerEmailTooShort: "A valid Referrer e-mail must be entered",
  referrerEmailInvalid: "A valid Referrer e-mail address must be entered",
  tooLong: tooLongMessage,
} as const;

export type Step1Context = {
  /** Today in the company's time zone (YYYY-MM-DD): the day of applying, for the age rules. */
  today: string;
  /** Whether the job accepts referrals; when it does not, the referral fields are not checked. */
  referralAllowed: boolean;
};

type P = Pick<
  PersonalInfo,
  | "Name"
  | "Gender"
  | "BirthDate"
  | "Email"
  | "Mobile"
  | "Phone"
  | "Address1"
  | "Address2"
  | "Address3"
  | "City"
  | "State"
  | "District"
  | "IsReferral"
  | "ReferrerName"
  | "ReferrerEmail"
>;

const maxLength = (get: (p: P) => unknown, field: string, max: number): Rule<P> =>
  rule((p) => text(get(p)).length > max, step1Messages.tooLong(field, max));

/** The field of step 1 a message is shown beside (the date of birth's age refusal, the mobile's messages), or null. */
export function step1FieldOf(message: string): "BirthDate" | "Mobile" | null {
  return message === step1Messages.underAge ? "BirthDate" : commonFieldOf(message);
}

export function isReferred(p: Pick<PersonalInfo, "IsReferral">, ctx: Pick<Step1Context, "referralAllowed">): boolean {
  return ctx.referralAllowed && p.IsReferral === true;
}

/** The ordered rules of step 1, Personal Information. */
export function wizardStep1Rules(ctx: Step1Context): Rule<P>[] {
  const referred = (p: P) => isReferred(p, ctx);
  return [
    ...nameRules<P>((p) => p.Name),
    maxLength((p) => p.Name, "Name", step1Limits.name),
    rule((p) => text(p.Gender) === "", step1Messages.genderRequired),
    rule((p) => text(p.Gender) !== "M" && text(p.Gender) !== "F", step1Messages.genderRequired),
    rule((p) => text(p.BirthDate) === "", step1Messages.birthDateRequired),
    rule((p) => parseDdMmYyyy(text(p.BirthDate)) === null, step1Messages.birthDateInvalid),
    rule((p) => !isAdultOn(parseDdMmYyyy(text(p.BirthDate))!, ctx.today), step1Messages.underAge),
    rule(
      (p) => !isWithinOldestAge(parseDdMmYyyy(text(p.BirthDate))!, ctx.today),
      step1Messages.birthDateOutOfRange(ctx.today),
    ),
    ...emailRules<P>((p) => p.Email),
    maxLength((p) => p.Email, "E-mail address", step1Limits.email),
    ...mobileRules<P>((p) => p.Mobile),
    maxLength((p) => p.Phone, "Landline", step1Limits.phone),
    rule((p) => text(p.Phone) !== "" && !isPhoneNumber(text(p.Phone)), step1Messages.phoneInvalid),
    rule((p) => text(p.Address1) === "", step1Messages.address1Required),
    rule(
      (p) => text(p.Address1).length < step1Limits.addressMin || !isCleanText(text(p.Address1)),
      step1Messages.address1Invalid,
    ),
    maxLength((p) => p.Address1, "Address Line 1", step1Limits.address),
    rule((p) => text(p.Address2) === "", step1Messages.address2Required),
    rule(
      (p) => text(p.Address2).length < step1Limits.addressMin || !isCleanText(text(p.Address2)),
      step1Messages.address2Invalid,
    ),
    maxLength((p) => p.Address2, "Address Line 2", step1Limits.address),
    maxLength((p) => p.Address3, "Address Line 3", step1Limits.address),
    rule((p) => !isCleanText(text(p.Address3)), step1Messages.address3Invalid),
    rule((p) => text(p.City) === "", step1Messages.cityRequired),
    rule((p) => text(p.City).length < step1Limits.cityMin || !isCleanText(text(p.City)), step1Messages.cityInvalid),
    maxLength((p) => p.City, "City", step1Limits.city),
    rule((p) => text(p.State) === "", step1Messages.stateRequired),
    rule((p) => text(p.District) === "", step1Messages.districtRequired),
    rule((p) => referred(p) && text(p.ReferrerName) === "", step1Messages.referrerNameRequired),
    rule(
      (p) =>
        referred(p) &&
        (text(p.ReferrerName).length < step1Limits.referrerNameMin || !isCleanText(text(p.ReferrerName))),
      step1Messages.referrerNameInvalid,
    ),
    rule(
      (p) => referred(p) && text(p.ReferrerName).length > step1Limits.referrer,
      step1Messages.tooLong("Referrer Name", step1Limits.referrer),
    ),
    rule((p) => referred(p) && text(p.ReferrerEmail) === "", step1Messages.referrerEmailRequired),
    rule(
      (p) => referred(p) && text(p.ReferrerEmail).length < step1Limits.referrerEmailMin,
      step1Messages.referrerEmailTooShort,
    ),
    rule((p) => referred(p) && !isEmail(text(p.ReferrerEmail)), step1Messages.referrerEmailInvalid),
    rule(
      (p) => referred(p) && text(p.ReferrerEmail).length > step1Limits.referrer,
      step1Messages.tooLong("Referrer E-mail address", step1Limits.referrer),
    ),
  ];
}
