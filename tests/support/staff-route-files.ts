import { readdirSync } from "node:fs";
import path from "node:path";

/** The console's route modules by file name: its frame (staff.tsx) and every area's, their `.server.ts` helpers left out. */
export function staffRouteFiles(): string[] {
  const root = path.resolve("app/routes/staff");
  const entries = readdirSync(root, { withFileTypes: true });
  const areaFiles = entries
    .filter((area) => area.isDirectory())
    .flatMap((area) => readdirSync(path.join(root, area.name)))
    .filter((file) => !file.endsWith(".server.ts") && !/\.test\.tsx?$/.test(file));
  return [...entries.filter((entry) => entry.isFile()).map((entry) => entry.name), ...areaFiles];
}
