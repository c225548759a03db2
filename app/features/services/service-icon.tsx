import { LineIcon } from "~/components/ui/line-icon";
import type { ServiceIcon as IconName } from "~/content/services";

/** Line icons for the service blocks. */
const paths: Record<IconName, string> = {
  rocket: "M14 4c3-1 5-1 6 0 1 1 1 3 0 6l-6 6-6-6zM8 10l-4 1 3 3M14 16l-1 4-3-3M15 9h.01M6 18l-2 2",
  kanban: "M4 4h16v16H4zM9 4v16M15 4v16M6 8h1M11 8h2M11 11h2M17 8h1",
  puzzle: "M10 4h4v3a2 2 0 1 0 4 0V6h2v6h-3a2 2 0 1 0 0 4h3v4h-6v-3a2 2 0 1 0-4 0v3H4v-6h3a2 2 0 1 0 0-4H4V4z",
  report: "M6 3h9l4 4v14H6zM9 17v-3M12 17v-6M15 17v-4",
  legacy: "M4 6h16v10H4zM8 20h8M12 16v4M7 9h4M7 12h6M17 9v3",
  training: "M3 9l9-5 9 5-9 5zM7 11v5c2 2 8 2 10 0v-5M21 9v6",
  database:
    "M4 6c0-1.7 3.6-3 8-3s8 1.3 8 3-3.6 3-8 3-8-1.3-8-3zM4 6v12c0 1.7 3.6 3 8 3s8-1.3 8-3V6M4 12c0 1.7 3.6 3 8 3s8-1.3 8-3",
  server: "M4 4h16v6H4zM4 14h16v6H4zM8 7h.01M8 17h.01M12 7h5M12 17h5",
  shield: "M12 3 4 6v6c0 4.4 3.4 8.3 8 9 4.6-.7 8-4.6 8-9V6zM12 8v4l3 2",
  compass: "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM15.5 8.5l-2 5-5 2 2-5z",
  people: "M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM3 20c0-3.3 2.7-6 6-6s6 2.7 6 6M16 5.5a3 3 0 0 1 0 5.5M18 14c2 .8 3 3 3 6",
  book: "M4 5a2 2 0 0 1 2-2h14v15H6a2 2 0 0 0-2 2zM4 20a2 2 0 0 0 2 1h14M8 7h8M8 10h6",
  lock: "M6 10h12v10H6zM8 10V7a4 4 0 0 1 8 0v3M12 14v2",
};

export function ServiceIcon({ name }: { name: IconName }) {
  return <LineIcon path={paths[name]} className="h-7 w-7" />;
}
