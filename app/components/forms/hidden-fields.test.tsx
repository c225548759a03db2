import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { XSRF_FIELD } from "~/shared/xsrf";
import { XsrfField } from "./hidden-fields";

describe("XSRF form field", () => {
  it("has the name the server's form-post check reads, and the root loader's token", () => {
    const Stub = createRoutesStub([{ id: "root", path: "/", Component: XsrfField }]);
    const html = renderToString(
      <Stub hydrationData={{ loaderData: { root: { siteUrl: "", xsrfToken: "token.mac", year: 2026 } } }} />,
    );
    // The server's check reads XSRF_FIELD; the field must carry the root loader's token under that name.
    expect(html).toContain(`<input type="hidden" name="${XSRF_FIELD}" value="token.mac"/>`);
  });
});
