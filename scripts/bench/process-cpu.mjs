import { readFileSync } from "node:fs";

/** CPU seconds (user + system) a process has used so far (Linux, from /proc). */
export function cpuSeconds(pid) {
  // Fields 14 and 15 of /proc/PID/stat, counted after the command name's closing parenthesis.
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100;
}
