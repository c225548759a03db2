/** Types of process-cpu.mjs for the TypeScript parts of the bench. */
export function cpuSeconds(pid: number): number;
