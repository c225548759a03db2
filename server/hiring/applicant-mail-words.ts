import type { Locale } from "~/domain/locale/locales";

/**
 * The frame of a mail HR writes to an applicant (applicants.mail.ts) in each language the site speaks
 * (docs/decisions/0192): HR's own subject and text stay as written; the facts' labels, the status link's
 * label and the footer are in the language the applicant applied in. Every language has every key.
 */
export type ApplicantMailWords = {
  footer: (reference: string, withdrawable: boolean) => string;
};

export const APPLICANT_MAIL_WORDS: Record<Locale, ApplicantMailWords> = {
  en: {
    footer: (ref, withdrawable) =>
      `Reply to this mail to write to our recruitment team, quoting ${ref}. ${
        withdrawable
          ? "Your private link also lets you withdraw the application, download your data or erase it."
          : "Your private link also lets you download your data or erase it."
      }`,
  },
  ar: {
    footer: (ref, withdrawable) =>
      `للتواصل مع فريق التوظيف لدينا، ردّ على هذه الرسالة مع ذكر ${ref}. ${
        withdrawable
          ? "ويتيح لك رابطك الخاص أيضًا سحب الطلب أو تنزيل بياناتك أو محوها."
          : "ويتيح لك رابطك الخاص أيضًا تنزيل بياناتك أو محوها."
      }`,
  },
  ml: {
    footer: (ref, withdrawable) =>
      `ഞങ്ങളുടെ റിക്രൂട്ട്മെന്റ് ടീമിന് എഴുതാൻ, ${ref} ചേർത്ത് ഈ മെയിലിന് മറുപടി അയയ്ക്കുക. ${
        withdrawable
          ? "നിങ്ങളുടെ സ്വകാര്യ ലിങ്ക് വഴി അപേക്ഷ പിൻവലിക്കാനും നിങ്ങളുടെ വിവരങ്ങൾ ഡൗൺലോഡ് ചെയ്യാനും മായ്ക്കാനും കഴിയും."
          : "നിങ്ങളുടെ സ്വകാര്യ ലിങ്ക് വഴി നിങ്ങളുടെ വിവരങ്ങൾ ഡൗൺലോഡ് ചെയ്യാനും മായ്ക്കാനും കഴിയും."
      }`,
  },
  hi: {
    footer: (ref, withdrawable) =>
      `हमारी भर्ती टीम को लिखने के लिए ${ref} लिखकर इस मेल का उत्तर दें। ${
        withdrawable
          ? "अपने निजी लिंक से आप आवेदन वापस भी ले सकते हैं, अपना डेटा डाउनलोड कर सकते हैं या उसे मिटा सकते हैं।"
          : "अपने निजी लिंक से आप अपना डेटा डाउनलोड कर सकते हैं या उसे मिटा सकते हैं।"
      }`,
  },
};
