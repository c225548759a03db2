import { Link } from "react-router";
import { LOST_LINK_PATH } from "~/domain/application-status";
import { useCareersWords } from "../careers-words";

/** "Applied already? … I lost my link": under the resume forms, the way back to a lost status link. */
export function LostLinkLine({ className = "" }: { className?: string }) {
  const m = useCareersWords().lostLink;
  return (
    <p className={`text-slate-700 ${className}`}>
      {m.alreadyApplied}{" "}
      <Link
        to={LOST_LINK_PATH}
        className="font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-950"
      >
        {m.heading}
      </Link>
    </p>
  );
}
