import { expect, it } from "vitest";
import { formatStaffTime, staffTime } from "./staff-time";
import { describeUserAgent } from "./user-agent";

it("shows a moment in the company's time zone, day first, 24-hour clock", () => {
  expect(formatStaffTime("2026-12-03T08:35:00.000Z", "Asia/Kolkata")).toBe("3 Dec 2026, 14:05");
  expect(formatStaffTime("2026-12-31T20:00:00.000Z", "Asia/Kolkata")).toBe("1 Jan 2027, 01:30");
  expect(formatStaffTime("not a date", "Asia/Kolkata")).toBe("not a date");
  expect(staffTime("2026-12-03T08:35:00.000Z", "UTC")).toEqual({
    iso: "2026-12-03T08:35:00.000Z",
    text: "3 Dec 2026, 08:35",
  });
  expect(staffTime(null, "UTC")).toBeNull();
});

it("names a browser and its system in a few words", () => {
  const chromeLinux =
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36";
  const edge =
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36 Edg/130.0";
  const safariIphone =
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";
  const firefoxMac = "Mozilla/5.0 (Macintosh; Intel Mac OS X 14.0; rv:131.0) Gecko/20100101 Firefox/131.0";
  expect(describeUserAgent(chromeLinux)).toBe("Chrome on Linux");
  expect(describeUserAgent(edge)).toBe("Edge on Windows");
  expect(describeUserAgent(safariIphone)).toBe("Safari on iOS");
  expect(describeUserAgent(firefoxMac)).toBe("Firefox on macOS");
  expect(describeUserAgent("curl/8.5.0")).toBe("curl");
  expect(describeUserAgent("<script>x</script>")).toBe("Other browser");
  expect(describeUserAgent(null)).toBe("Unknown browser");
});
