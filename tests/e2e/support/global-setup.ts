import { CHECKER_URL_VARIABLE, startHtmlCheckerService } from "./html-checker-service";

/** Before any browser test: the HTML checker starts (it warms up while the first specs run). */
export default async function globalSetup() {
  const checker = await startHtmlCheckerService();
  // Workers inherit the runner's environment, which is how they find the service.
  process.env[CHECKER_URL_VARIABLE] = checker.url;
  return () => checker.stop();
}
