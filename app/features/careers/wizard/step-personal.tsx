import { birthDateWindow } from "~/domain/birth-date";
import { step1Limits } from "~/domain/validation/wizard-step1-rules";
import { Input, RadioChoices, Select } from "./fields";
import type { WizardLookups } from "./lookups";
import { useDistricts } from "./use-districts";
import type { PersonalFields } from "./wizard-state";
import { useCareersWords } from "../careers-words";

type Props = {
  idPrefix: string;
  value: PersonalFields;
  onChange: (changes: Partial<PersonalFields>) => void;
  lookups: WizardLookups;
  /** Today in the company's time zone (YYYY-MM-DD): the date of birth's range depends on it. */
  today: string;
  referralAllowed: boolean;
  /** The date of birth's own message (an applicant under 18), shown beside it. */
  birthDateError: string | null;
  /** The mobile's own message (missing, or not a number), shown beside it. */
  mobileError: string | null;
};

/** Step 1, Personal Information (docs/product.md §2.10), with the input limits of §5.7. */
export function StepPersonal({
  idPrefix: p,
  value: v,
  onChange,
  lookups,
  today,
  referralAllowed,
  birthDateError,
  mobileError,
}: Props) {
  const { districts, loading, failed } = useDistricts(v.State);
  const dobRange = birthDateWindow(today);
  const words = useCareersWords();
  const t = words.personal;
  const w = words.wizard;
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <Input
        id={`${p}-name`}
        label={t.name}
        value={v.Name}
        onValue={(Name) => onChange({ Name })}
        maxLength={step1Limits.name}
        autoComplete="name"
        className="sm:col-span-2"
      />
      <fieldset>
        <legend className="block text-sm font-semibold text-slate-800">{t.gender}</legend>
        <RadioChoices
          name={`${p}-gender`}
          value={v.Gender}
          choices={[
            ["M", t.male],
            ["F", t.female],
          ]}
          onValue={(Gender) => onChange({ Gender })}
        />
      </fieldset>
      <Input
        id={`${p}-dob`}
        label={t.birthDate}
        type="date"
        min={dobRange.min}
        max={dobRange.max}
        value={v.BirthDate}
        onValue={(BirthDate) => onChange({ BirthDate })}
        autoComplete="bday"
        error={birthDateError}
      />
      <Input
        id={`${p}-email`}
        label={t.email}
        type="email"
        value={v.Email}
        onValue={(Email) => onChange({ Email })}
        maxLength={step1Limits.email}
        autoComplete="email"
      />
      <Input
        id={`${p}-mobile`}
        label={t.mobile}
        type="tel"
        value={v.Mobile}
        onValue={(Mobile) => onChange({ Mobile })}
        maxLength={step1Limits.mobile}
        autoComplete="tel"
        error={mobileError}
      />
      <Input
        id={`${p}-phone`}
        label={t.landline}
        optional
        type="tel"
        value={v.Phone}
        onValue={(Phone) => onChange({ Phone })}
        maxLength={step1Limits.phone}
      />
      <Input
        id={`${p}-address1`}
        label={t.address1}
        value={v.Address1}
        onValue={(Address1) => onChange({ Address1 })}
        maxLength={step1Limits.address}
        autoComplete="address-line1"
        className="sm:col-span-2"
      />
      <Input
        id={`${p}-address2`}
        label={t.address2}
        value={v.Address2}
        onValue={(Address2) => onChange({ Address2 })}
        maxLength={step1Limits.address}
        autoComplete="address-line2"
        className="sm:col-span-2"
      />
      <Input
        id={`${p}-address3`}
        label={t.address3}
        optional
        value={v.Address3}
        onValue={(Address3) => onChange({ Address3 })}
        maxLength={step1Limits.address}
        autoComplete="address-line3"
        className="sm:col-span-2"
      />
      <Input
        id={`${p}-city`}
        label={t.city}
        value={v.City}
        onValue={(City) => onChange({ City })}
        maxLength={step1Limits.city}
        autoComplete="address-level2"
      />
      <Select
        id={`${p}-state`}
        label={t.state}
        value={v.State}
        onValue={(State) => onChange({ State, District: "" })}
        options={lookups.states}
        placeholder={w.selectState}
      />
      <div>
        <Select
          id={`${p}-district`}
          label={t.district}
          value={v.District}
          onValue={(District) => onChange({ District })}
          options={districts}
          placeholder={!v.State ? w.selectStateFirst : loading ? w.loadingDistricts : w.selectDistrict}
          disabled={!v.State}
        />
        {failed && <p className="mt-1 text-sm text-red-700">{t.districtsFailed}</p>}
      </div>
      {referralAllowed && (
        <div className="rounded-lg border border-brand-100 bg-brand-50 p-4 sm:col-span-2">
          <label className="flex items-center gap-3 font-semibold text-brand-950">
            <input
              type="checkbox"
              checked={v.IsReferral}
              onChange={(e) => onChange({ IsReferral: e.target.checked })}
              className="h-5 w-5 accent-brand-700"
            />
            {t.referred}
          </label>
          {v.IsReferral && (
            <div className="mt-4 grid gap-5 sm:grid-cols-2">
              <Input
                id={`${p}-referrer-name`}
                label={t.referrerName}
                value={v.ReferrerName}
                onValue={(ReferrerName) => onChange({ ReferrerName })}
                maxLength={step1Limits.referrer}
              />
              <Input
                id={`${p}-referrer-email`}
                label={t.referrerEmail}
                type="email"
                value={v.ReferrerEmail}
                onValue={(ReferrerEmail) => onChange({ ReferrerEmail })}
                maxLength={step1Limits.referrer}
              />
            </div>
          )}
        </div>
      )}
    </div>
  );
}
