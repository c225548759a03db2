/**
 * Horizontal bars, one per row (the funnel, hires per source), as a server-rendered SVG (decision 0173):
 * one image with a summary for screen readers; the numbers are the table under it. A second value per
 * row (`part`) is drawn darker over the first: how many of the applications were hired.
 */
const WIDTH = 720;
const ROW = 28;
const LABEL_W = 220;

export function BarListChart({
  bars,
  label,
}: {
  bars: readonly { label: string; value: number; part?: number }[];
  label: string;
}) {
  const max = Math.max(1, ...bars.map((b) => b.value));
  const plotW = WIDTH - LABEL_W - 60;
  const w = (v: number) => (v / max) * plotW;
  const clip = (text: string) => (text.length > 32 ? `${text.slice(0, 31)}…` : text);
  return (
    <svg viewBox={`0 0 ${WIDTH} ${bars.length * ROW + 4}`} role="img" aria-label={label} className="h-auto w-full">
      {bars.map((b, i) => (
        <g key={`${b.label}-${i}`} transform={`translate(0 ${i * ROW + 2})`}>
          <text x={LABEL_W - 8} y={ROW / 2 + 4} textAnchor="end" fontSize="12" fill="#1e293b">
            {clip(b.label)}
          </text>
          <rect x={LABEL_W} y={4} width={w(b.value)} height={ROW - 8} fill="#93c5fd" />
          {b.part !== undefined && <rect x={LABEL_W} y={4} width={w(b.part)} height={ROW - 8} fill="#1e40af" />}
          <text x={LABEL_W + w(b.value) + 6} y={ROW / 2 + 4} fontSize="12" fill="#1e293b">
            {b.part === undefined ? b.value : `${b.part} of ${b.value}`}
          </text>
        </g>
      ))}
    </svg>
  );
}
