import { readdirSync } from "node:fs";
import path from "node:path";

/** The console's route modules (app/routes/staff/<area>/), by file name: its frame and `.server.ts` helpers left out. */
export function staffRouteFiles(): string[] {
  const root = path.resolve("app/routes/staff");
  return readdirSync(root, { withFileTypes: true })
    .filter((area) => area.isDirectory())
    .flatMap((area) => readdirSync(path.join(root, area.name)))
    .filter((file) => !file.endsWith(".server.ts") && !/\.test\.tsx?$/.test(file));
}
