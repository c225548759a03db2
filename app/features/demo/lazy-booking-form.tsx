import { lazy, Suspense, useState, type ComponentProps } from "react";

// The booking form's code (the time picker, the fields, their rules and the privacy notice) is half of the
// JavaScript /demo would load, and the page shows the form only once products are chosen: it is fetched
// for the pages that show it (docs/decisions/0128).
type BookingFormModule = typeof import("./demo-booking-form");

let loaded: BookingFormModule | undefined;

export async function loadBookingForm(): Promise<BookingFormModule> {
  loaded ??= await import("./demo-booking-form");
  return loaded;
}

/** Whether a page at this address shows the booking form: it names products (the loader checks which). */
export const namesProducts = (search: string) => new URLSearchParams(search).has("products");

const LazyForm = lazy(async () => ({ default: (await loadBookingForm()).DemoBookingForm }));

/**
 * The booking form, rendered at once when its code is here (a navigation's clientLoader fetched it),
 * through React.lazy otherwise. While the page first hydrates, a form whose code has not arrived stays
 * as the server sent it (usable as without JavaScript) and is hydrated when the code comes. The choice is
 * made once per mount, so a later render never swaps the component and resets what was typed.
 */
export function BookingForm(props: ComponentProps<BookingFormModule["DemoBookingForm"]>) {
  const [Form] = useState(() => loaded?.DemoBookingForm ?? LazyForm);
  return (
    <Suspense fallback={null}>
      <Form {...props} />
    </Suspense>
  );
}
