import { useCareersWords } from "./careers-words";

/** Original artwork for the careers intro: a team around a policy dashboard. */
export function CareersIllustration() {
  const words = useCareersWords();
  return (
    <svg
      viewBox="0 0 480 320"
      width="480"
      height="320"
      role="img"
      aria-label={words.careers.illustration}
      className="h-auto w-full max-w-lg justify-self-center"
    >
      <rect x="0" y="0" width="480" height="320" rx="24" className="fill-brand-50" />
      <circle cx="400" cy="70" r="46" className="fill-accent-400" opacity="0.35" />
      <rect x="96" y="52" width="288" height="178" rx="14" className="fill-white stroke-brand-200" strokeWidth="2" />
      <rect x="96" y="52" width="288" height="30" rx="14" className="fill-brand-800" />
      <circle cx="116" cy="67" r="5" className="fill-accent-400" />
      <circle cx="134" cy="67" r="5" className="fill-brand-300" />
      <circle cx="152" cy="67" r="5" className="fill-brand-300" />
      <rect x="116" y="100" width="110" height="12" rx="6" className="fill-brand-200" />
      <rect x="116" y="122" width="80" height="10" rx="5" className="fill-brand-100" />
      <rect x="116" y="150" width="18" height="56" rx="4" className="fill-brand-300" />
      <rect x="142" y="134" width="18" height="72" rx="4" className="fill-brand-500" />
      <rect x="168" y="162" width="18" height="44" rx="4" className="fill-brand-300" />
      <rect x="194" y="126" width="18" height="80" rx="4" className="fill-accent-500" />
      <path d="M262 112 l30 -14 l30 14 v26 c0 26 -16 44 -30 52 c-14 -8 -30 -26 -30 -52 z" className="fill-brand-700" />
      <path
        d="M278 142 l10 10 l20 -22"
        fill="none"
        strokeWidth="6"
        strokeLinecap="round"
        strokeLinejoin="round"
        className="stroke-accent-400"
      />
      <g>
        <circle cx="70" cy="226" r="20" className="fill-brand-900" />
        <rect x="44" y="250" width="52" height="52" rx="18" className="fill-brand-600" />
        <circle cx="240" cy="262" r="20" className="fill-brand-900" />
        <rect x="214" y="286" width="52" height="34" rx="16" className="fill-accent-500" />
        <circle cx="414" cy="226" r="20" className="fill-brand-900" />
        <rect x="388" y="250" width="52" height="52" rx="18" className="fill-brand-400" />
      </g>
      <path
        d="M96 250 q40 -14 118 20 M266 270 q70 -20 122 -20"
        fill="none"
        strokeWidth="3"
        strokeDasharray="6 8"
        className="stroke-brand-300"
      />
    </svg>
  );
}
