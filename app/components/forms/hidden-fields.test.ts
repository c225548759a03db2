import { describe, expect, it } from "vitest";
import { XSRF_FIELD } from "#server/security/xsrf";
import { XSRF_FORM_FIELD } from "./hidden-fields";

describe("XSRF form field", () => {
  it("has the name the server's form-post check reads", () => {
    expect(XSRF_FORM_FIELD).toBe(XSRF_FIELD);
  });
});
