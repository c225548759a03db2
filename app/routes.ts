import type { RouteConfig } from "@react-router/dev/routes";
import { flatRoutes } from "@react-router/fs-routes";

// One file per screen under app/routes/ (flat-routes naming: company.about-us.tsx -> /company/about-us).
export default flatRoutes({ ignoredRouteFiles: ["**/*.test.*", "**/*.css"] }) satisfies RouteConfig;
