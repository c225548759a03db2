import { lazy, Suspense, useEffect, useState } from "react";
import type { Qualification, WorkExperience } from "~/domain/job-application";
import type { EntryPopupProps } from "./entry-dialog";

// The popups of steps 2 and 3 (their forms, lookups and rules) are not part of the job page's first load:
// their code is fetched when the wizard reaches step 2, or when a popup opens, whichever comes first
// (docs/decisions/0134).
const loadQualificationDialog = () => import("./qualification-dialog");
const loadExperienceDialog = () => import("./experience-dialog");
const QualificationDialog = lazy(() => loadQualificationDialog().then((m) => ({ default: m.QualificationDialog })));
const ExperienceDialog = lazy(() => loadExperienceDialog().then((m) => ({ default: m.ExperienceDialog })));

/** Fetches the popups' code once the wizard is past step 1, so that "Add" opens them without a wait. */
export function usePreloadEntryPopups(step: number) {
  useEffect(() => {
    if (step < 2) return;
    void loadQualificationDialog();
    void loadExperienceDialog();
  }, [step]);
}

/**
 * True from the first time `open` is true: a popup, once shown, stays mounted (closed) like before, so
 * that closing it goes through the <dialog>'s own close (focus back to the opener).
 */
function useOpenedOnce(open: boolean) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

export function QualificationPopup(props: EntryPopupProps<Qualification>) {
  if (!useOpenedOnce(props.editing !== null)) return null;
  return (
    <Suspense fallback={null}>
      <QualificationDialog {...props} />
    </Suspense>
  );
}

export function ExperiencePopup(props: EntryPopupProps<WorkExperience>) {
  if (!useOpenedOnce(props.editing !== null)) return null;
  return (
    <Suspense fallback={null}>
      <ExperienceDialog {...props} />
    </Suspense>
  );
}
