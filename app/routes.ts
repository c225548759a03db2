import type { RouteConfig } from "@react-router/dev/routes";
import { flatRoutes } from "@react-router/fs-routes";

const ignoredRouteFiles = ["**/*.test.*", "**/*.css"];

// One file per screen (flat-routes naming: company.about-us.tsx -> /company/about-us): the public site's
// under app/routes/, the staff console's under app/routes/staff/ (the same naming: staff.jobs._index.tsx
// -> /staff/jobs). The folder is read on its own, so its files nest under staff.tsx as before.
export default [
  ...(await flatRoutes({ ignoredRouteFiles: [...ignoredRouteFiles, "staff/**"] })),
  ...(await flatRoutes({ rootDirectory: "routes/staff", ignoredRouteFiles })),
] satisfies RouteConfig;
