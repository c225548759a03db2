/** The private page of a booked demo: this prefix, then the link's token (docs/product.md §2.20). */
export const DEMO_BOOKING_PREFIX = "/demo/booking/";

export const demoBookingPath = (token: string) => DEMO_BOOKING_PREFIX + token;
