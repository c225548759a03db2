import { route, type RouteConfig, type RouteConfigEntry } from "@react-router/dev/routes";
import { flatRoutes } from "@react-router/fs-routes";

const ignoredRouteFiles = ["**/*.test.*", "**/*.css"];

/**
 * The staff console's areas: each a folder of app/routes/staff/ holding its route modules (the same
 * flat-routes naming: staff.jobs._index.tsx -> /staff/jobs) and their `.server.ts` helpers.
 */
const STAFF_AREAS = [
  "home",
  "accounts",
  "operations",
  "hiring",
  "jobs",
  "interviews",
  "news",
  "content",
  "newsletter",
  "messages",
  "demos",
  "privacy",
  "insights",
];

/**
 * Every area's routes under /staff nest in the console's frame (staff.tsx), as one flat folder did before;
 * those named `staff_.…` (sign-in, the news preview) stand outside it.
 */
async function staffRoutes(): Promise<RouteConfigEntry[]> {
  const areas = await Promise.all(
    STAFF_AREAS.map((area) =>
      flatRoutes({
        rootDirectory: `routes/staff/${area}`,
        ignoredRouteFiles: [...ignoredRouteFiles, "**/*.server.ts"],
      }),
    ),
  );
  const entries = areas.flat();
  const outsideFrame = (entry: RouteConfigEntry) => /\/staff_\.[^/]*$/.test(entry.file);
  const inFrame = entries
    .filter((entry) => !outsideFrame(entry))
    .map((entry) => ({ ...entry, path: entry.path === "staff" ? undefined : entry.path?.replace(/^staff\//, "") }));
  return [route("staff", "routes/staff/staff.tsx", inFrame), ...entries.filter(outsideFrame)];
}

// One file per screen (flat-routes naming: company.about-us.tsx -> /company/about-us): the public site's
// under app/routes/, the staff console's under app/routes/staff/<area>/.
export default [
  ...(await flatRoutes({ ignoredRouteFiles: [...ignoredRouteFiles, "staff/**"] })),
  ...(await staffRoutes()),
] satisfies RouteConfig;
