import js from "@eslint/js";
import boundaries from "eslint-plugin-boundaries";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * The layers of the code (docs/decisions/0017-layers-enforced-by-lint.md; the server's folders by capability,
 * docs/decisions/0164-server-by-capability.md). Each path belongs to the first element whose pattern matches it.
 */
const CAPABILITIES = [
  "careers",
  "hiring",
  "interviews",
  "news",
  "newsletter",
  "contact",
  "demos",
  "privacy",
  "staff",
  "audit",
  "site-content",
  "insights",
];
const INFRASTRUCTURE = [
  "db",
  "http",
  "security",
  "mail",
  "storage",
  "metrics",
  "calendar",
  "exports",
  "forms",
  "health",
];
/** Files at the server's root that capabilities may use: configuration, logging, the cache bus, their deps. */
const SERVER_CORE = ["config.ts", "logger.ts", "cache-bus.ts", "node-env.ts", "periodic-task.ts", "service-deps.ts"];

const elements = [
  { type: "route", pattern: "app/routes" },
  { type: "feature", pattern: "app/features/*", capture: ["feature"] },
  { type: "component", pattern: "app/components" },
  { type: "lib", pattern: "app/lib" },
  { type: "content", pattern: "app/content" },
  { type: "domain", pattern: "app/domain" },
  { type: "shared", pattern: "app/shared" },
  { type: "app-shell", pattern: "app" },
  { type: "capability", pattern: `server/{${CAPABILITIES.join(",")}}`, capture: ["capability"] },
  { type: "migration", pattern: "server/db/migrations" },
  { type: "db", pattern: "server/db" },
  { type: "infra", pattern: `server/{${INFRASTRUCTURE.filter((f) => f !== "db").join(",")}}`, capture: ["infra"] },
  { type: "api", pattern: "server/api" },
  // The server's root: its core files (SERVER_CORE) and what assembles the rest (start-up, the Express
  // app, the load context, the services, the mail catalog, the seed).
  { type: "server", pattern: "server" },
  { type: "tests", pattern: "tests" },
  { type: "scripts", pattern: "scripts" },
].map((element) => ({ ...element, partialMatch: false }));

const element = (type, more = {}) => ({ element: { type, ...more } });
const typeOnly = { kind: "type" };
const DATABASE_PACKAGES = ["kysely", "pg", "better-sqlite3"];
/** Kysely's ways to start a query on a database handle or transaction. */
const QUERY_BUILDERS = [
  "selectFrom",
  "selectNoFrom",
  "insertInto",
  "replaceInto",
  "updateTable",
  "deleteFrom",
  "mergeInto",
  "executeQuery",
];

/** Shared pure code of both sides: rules (domain) and plumbing (shared). */
const PURE = [element("domain"), element("shared")];
const CORE = element("server", { fileInternalPath: SERVER_CORE });
const SERVER_INFRA = [element("infra"), CORE];
/** A capability's or an infrastructure folder's queries live in its *.repository.ts files, table types in *.table.ts. */
const REPOSITORY = { fileInternalPath: "*.repository.ts" };
const TABLE = { fileInternalPath: "*.table.ts" };
const MAIL_CATALOG = element("server", { fileInternalPath: "mail-catalog.ts" });

/** Who may import whom; anything not allowed here is an error. Where rules disagree, the later one wins. */
const policies = [
  // The browser side flows one way: shared -> domain -> components -> features -> routes.
  { from: element("shared"), allow: { to: [element("shared"), element("domain")] } },
  { from: element("domain"), allow: { to: PURE } },
  { from: element("content"), allow: { to: [...PURE, element("content")] } },
  { from: element("lib"), allow: { to: [...PURE, element("lib")] } },
  {
    from: element("component"),
    allow: { to: [...PURE, element("content"), element("lib"), element("component")] },
  },
  {
    from: element("feature"),
    allow: {
      to: [
        ...PURE,
        element("content"),
        element("lib"),
        element("component"),
        // A feature's own files, never another feature's.
        element("feature", { captured: { feature: "{{ from.element.captured.feature }}" } }),
      ],
    },
  },
  {
    from: [element("route"), element("app-shell")],
    allow: { to: [...PURE, element("content"), element("lib"), element("component"), element("feature")] },
  },
  // What assembles the server may import anything on it.
  {
    from: element("server"),
    allow: {
      to: [
        ...PURE,
        element("content"),
        element("infra"),
        element("db"),
        element("server"),
        element("api"),
        element("capability"),
      ],
    },
  },
  // Infrastructure serves every capability and knows none of them (the two catalogs below aside).
  { from: [element("infra"), CORE], allow: { to: [...PURE, ...SERVER_INFRA, element("db")] } },
  {
    from: CORE,
    disallow: {
      to: [
        element("capability"),
        element("api"),
        element("server", { fileInternalPath: "!({" + SERVER_CORE.join(",") + "})" }),
      ],
    },
  },
  // The outbox checks and renders each mail by its kind: the catalog of kinds (server/mail-catalog.ts) is
  // assembled from the capabilities' *.mail.ts files, the one place infrastructure reaches them.
  { from: element("infra", { captured: { infra: "mail" } }), allow: { to: MAIL_CATALOG } },
  // A capability: its use cases take infrastructure, pure rules, its own and other capabilities' use
  // cases and repositories; it holds the database handle but never queries it (no-restricted-syntax below).
  {
    from: element("capability"),
    allow: { to: [...PURE, ...SERVER_INFRA, element("capability"), MAIL_CATALOG] },
  },
  {
    from: element("capability"),
    allow: { to: element("db", { fileInternalPath: "database.ts" }), dependency: typeOnly },
  },
  { from: element("capability"), allow: { to: element("db", { fileInternalPath: "group-commit.ts" }) } },
  // Which products exist is data a demo booking is checked against (docs/product.md §2.20); the company's
  // identity (app/content/site-config.ts) gives the mail addresses' defaults and the sender's name.
  {
    from: [element("capability"), element("infra"), CORE],
    allow: { to: element("content", { fileInternalPath: ["product-index.ts", "site-config.ts"] }) },
  },
  // Repositories reach the database handle and its helpers.
  {
    from: [element("capability", REPOSITORY), element("infra", REPOSITORY)],
    allow: {
      to: element("db", {
        fileInternalPath: ["database.ts", "text-search.ts", "common-columns.ts", "commit-without-fsync.ts"],
      }),
    },
  },
  {
    from: [element("capability", TABLE), element("infra", TABLE)],
    allow: {
      to: [
        element("db", { fileInternalPath: "common-columns.ts" }),
        element("domain", { fileInternalPath: "submission-kind.ts" }),
      ],
    },
    dependency: typeOnly,
  },
  // The database's schema is the sum of the capabilities' table types (type imports, erased at run time).
  { from: element("db"), allow: { to: [element("db"), element("migration"), ...SERVER_INFRA, ...PURE] } },
  { from: element("db"), allow: { to: [element("capability", TABLE), element("infra", TABLE)] }, dependency: typeOnly },
  // Migrations describe the schema as it was on their day: they import nothing of the application (0002).
  {
    from: element("migration"),
    disallow: { to: [element("capability"), element("infra"), element("server"), element("api")] },
  },
  // The JSON API calls use cases through the assembled services.
  {
    from: element("api"),
    allow: {
      to: [
        ...PURE,
        ...SERVER_INFRA,
        element("capability"),
        element("api"),
        element("server", { fileInternalPath: "services.ts" }),
      ],
    },
  },
  // The staff command line is an entry point too (same configuration, same migrations).
  {
    from: element("capability", { fileInternalPath: "staff-cli.ts" }),
    allow: { to: [element("db"), element("server")] },
  },
  // Packages: any, except that only the database layer and repositories speak to the database driver.
  { allow: { to: { module: { origin: ["external", "core"] } } } },
  {
    from: [
      "capability",
      "infra",
      "api",
      "server",
      "app-shell",
      "route",
      "feature",
      "component",
      "lib",
      "content",
      "domain",
      "shared",
    ].map((type) => element(type)),
    disallow: { to: { module: { origin: "external", source: DATABASE_PACKAGES } } },
  },
  {
    from: [
      element("capability", REPOSITORY),
      element("infra", REPOSITORY),
      element("capability", TABLE),
      element("infra", TABLE),
    ],
    allow: { to: { module: { origin: "external", source: ["kysely"] } } },
  },
];

export default tseslint.config(
  {
    ignores: [
      "build/**",
      "build-*/**",
      ".react-router/**",
      "node_modules/**",
      "data/**",
      "test-results/**",
      "playwright-report/**",
      "docs/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
    },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-empty": ["error", { allowEmptyCatch: true }],
    },
  },
  {
    // Migrations (and the tests that run them on old rows) are typed Kysely<any> on purpose: they must not
    // depend on today's schema types.
    files: ["server/db/migrations/**/*.ts", "**/*migration.test.ts", "**/*migration.integration.test.ts"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  {
    // Tests and scripts may import anything; they are checked as importers nowhere.
    files: ["app/**/*.{ts,tsx}", "server/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}"],
    plugins: { boundaries },
    settings: {
      "boundaries/elements": elements,
      "import/resolver": { typescript: { alwaysTryTypes: true, project: "./tsconfig.json" } },
    },
    rules: {
      "boundaries/dependencies": ["error", { default: "disallow", checkAllOrigins: true, policies }],
    },
  },
  {
    // A service holds the database handle but never builds a query on it: that is a repository's job.
    files: ["server/**/*.{ts,tsx}"],
    ignores: ["server/db/**", "server/**/*.repository.ts", "**/*.test.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: `CallExpression[callee.property.name=/^(${QUERY_BUILDERS.join("|")})$/]`,
          message:
            "Queries belong in a repository (server/<capability>/*.repository.ts); call a repository function here.",
        },
      ],
    },
  },
  {
    // The request schemas are zod, which would triple the wizard's bundle: the browser's code imports
    // their types only (docs/decisions/0015-request-schemas-server-side.md).
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/domain/*-schema.ts", "app/domain/schema-fields.ts", "app/**/*.test.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["zod", "zod/*", "**/*-schema", "**/schema-fields"],
              allowTypeImports: true,
              message: "Browser code may import only types from the request schemas (docs/decisions/0015).",
            },
          ],
        },
      ],
    },
  },
);
