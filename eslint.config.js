import js from "@eslint/js";
import boundaries from "eslint-plugin-boundaries";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * The layers of the code (docs/decisions/0017-layers-enforced-by-lint.md). Each path belongs to the
 * first element whose folder contains it.
 */
const elements = [
  { type: "route", pattern: "app/routes" },
  { type: "feature", pattern: "app/features/*", capture: ["feature"] },
  { type: "component", pattern: "app/components" },
  { type: "lib", pattern: "app/lib" },
  { type: "content", pattern: "app/content" },
  { type: "domain", pattern: "app/domain" },
  { type: "app-shell", pattern: "app" },
  { type: "repository", pattern: "server/db/repositories" },
  { type: "db", pattern: "server/db" },
  { type: "service", pattern: "server/services" },
  { type: "api", pattern: "server/api" },
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

/** Who may import whom; anything not allowed here is an error. */
const policies = [
  // The browser side flows one way: domain -> components -> features -> routes.
  { from: element("domain"), allow: { to: element("domain") } },
  { from: element("content"), allow: { to: [element("domain"), element("content")] } },
  { from: element("lib"), allow: { to: [element("domain"), element("lib")] } },
  {
    from: element("component"),
    allow: { to: [element("domain"), element("content"), element("lib"), element("component")] },
  },
  {
    from: element("feature"),
    allow: {
      to: [
        element("domain"),
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
    allow: {
      to: [element("domain"), element("content"), element("lib"), element("component"), element("feature")],
    },
  },
  // The server: api -> services -> repositories -> database. Shared pure rules come from app/domain.
  { from: element("api"), allow: { to: [element("domain"), element("service"), element("server")] } },
  {
    from: element("service"),
    allow: { to: [element("domain"), element("service"), element("repository"), element("server")] },
  },
  // A service holds the database handle to give to repositories and to open transactions on, and
  // batches writes with group commit; it never queries the database itself.
  {
    from: element("service"),
    allow: { to: element("db", { fileInternalPath: "database.ts" }), dependency: typeOnly },
  },
  { from: element("service"), allow: { to: element("db", { fileInternalPath: "group-commit.ts" }) } },
  // Which products exist is data a demo booking is checked against (docs/product.md §2.20).
  { from: element("service"), allow: { to: element("content", { fileInternalPath: "product-index.ts" }) } },
  {
    from: element("repository"),
    allow: { to: [element("domain"), element("repository"), element("db", { fileInternalPath: "database.ts" })] },
  },
  {
    from: element("repository"),
    allow: { to: element("db", { fileInternalPath: "tables/**" }), dependency: typeOnly },
  },
  // A mail's "sent" mark commits without waiting for the disk (docs/decisions/0124).
  { from: element("repository"), allow: { to: element("db", { fileInternalPath: "commit-without-fsync.ts" }) } },
  { from: element("db"), allow: { to: [element("db"), element("repository"), element("server")] } },
  // The tables' `kind` columns hold the domain's one word for what a job seeker sent.
  {
    from: element("db", { fileInternalPath: "tables/**" }),
    allow: { to: element("domain", { fileInternalPath: "submission-kind.ts" }), dependency: typeOnly },
  },
  // The seed writes today's lookup lists, so it takes what the domain defines (the months) from there.
  // Migrations stay out of this: they describe the schema as it was on their day (0002).
  { from: element("db", { fileInternalPath: "seed/**" }), allow: { to: element("domain") } },
  // The company's identity (app/content/site-config.ts) is data the server needs too: defaults for the
  // mail addresses, the sender's name under every mail.
  {
    from: element("server"),
    allow: {
      to: [
        element("domain"),
        element("content"),
        element("server"),
        element("api"),
        element("service"),
        element("repository"),
      ],
    },
  },
  { from: element("server"), allow: { to: element("db"), dependency: typeOnly } },
  // Start-up alone opens, migrates and seeds the database.
  { from: element("server", { fileInternalPath: "main.ts" }), allow: { to: element("db") } },
  // So does the staff command line, the other entry point (same configuration, same migrations).
  { from: element("server", { fileInternalPath: "auth/staff-cli.ts" }), allow: { to: element("db") } },
  // Packages: any, except that only the database layer speaks to the database driver.
  { allow: { to: { module: { origin: ["external", "core"] } } } },
  {
    from: ["service", "api", "server", "app-shell", "route", "feature", "component", "lib", "content", "domain"].map(
      (type) => element(type),
    ),
    disallow: { to: { module: { origin: "external", source: DATABASE_PACKAGES } } },
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
      // Migrations are typed Kysely<any> on purpose: they must not depend on today's schema types.
      "@typescript-eslint/no-explicit-any": "off",
      "no-empty": ["error", { allowEmptyCatch: true }],
    },
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
    ignores: ["server/db/**", "**/*.test.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: `CallExpression[callee.property.name=/^(${QUERY_BUILDERS.join("|")})$/]`,
          message: "Queries belong in a repository (server/db/repositories/); call a repository function here.",
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
