import { siteConfig } from "~/content/site-config";

/** The company mark: a shield (kavach) enclosing a rising line, drawn for this site. */
export function LogoMark({ className = "h-9 w-9" }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" className={className} aria-hidden="true" focusable="false">
      <path d="M20 2 35 8v11c0 9.5-6.4 16.6-15 19-8.6-2.4-15-9.5-15-19V8z" fill="#0d3b66" />
      <path d="M20 5.5 32 10.4v8.8c0 7.7-5 13.6-12 15.8-7-2.2-12-8.1-12-15.8v-8.8z" fill="#1a6fb0" />
      <path
        d="m11 24 6-6 4 4 8-9"
        fill="none"
        stroke="#ffd166"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function Logo({ inverted = false }: { inverted?: boolean }) {
  return (
    <span className="flex items-center gap-2">
      <LogoMark />
      <span className={`text-lg font-bold leading-tight ${inverted ? "text-white" : "text-brand-900"}`}>
        {siteConfig.name.split(" ")[0]}{" "}
        <span
          className={`block text-xs font-semibold uppercase tracking-widest ${inverted ? "text-brand-200" : "text-brand-600"}`}
        >
          {siteConfig.name.split(" ").slice(1).join(" ")}
        </span>
      </span>
    </span>
  );
}
