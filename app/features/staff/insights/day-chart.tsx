/**
 * Views per day as a server-rendered SVG (decision 0173): a bar a day for the period, and a line for the
 * previous period's same day. The picture is one image with a summary for screen readers; the numbers are
 * the table under it.
 */
const WIDTH = 720;
const HEIGHT = 200;
const PAD = { top: 10, right: 10, bottom: 24, left: 40 };

export function DayChart({
  days,
  label,
}: {
  days: readonly { day: string; views: number; previousViews: number }[];
  label: string;
}) {
  const max = Math.max(1, ...days.map((d) => Math.max(d.views, d.previousViews)));
  const plotW = WIDTH - PAD.left - PAD.right;
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const step = plotW / Math.max(1, days.length);
  const y = (v: number) => PAD.top + plotH - (v / max) * plotH;
  const line = days.map((d, i) => `${(PAD.left + step * (i + 0.5)).toFixed(1)},${y(d.previousViews).toFixed(1)}`);
  return (
    <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={label} className="h-auto w-full">
      <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(0)} y2={y(0)} stroke="#64748b" />
      <text x={PAD.left - 6} y={y(max) + 4} textAnchor="end" fontSize="11" fill="#334155">
        {max}
      </text>
      <text x={PAD.left - 6} y={y(0) + 4} textAnchor="end" fontSize="11" fill="#334155">
        0
      </text>
      {days.map((d, i) => (
        <rect
          key={d.day}
          x={PAD.left + step * i + step * 0.15}
          y={y(d.views)}
          width={step * 0.7}
          height={y(0) - y(d.views)}
          fill="#1e40af"
        />
      ))}
      {days.length > 1 && <polyline points={line.join(" ")} fill="none" stroke="#b45309" strokeWidth="2" />}
      <text x={PAD.left} y={HEIGHT - 6} fontSize="11" fill="#334155">
        {days[0]?.day}
      </text>
      <text x={WIDTH - PAD.right} y={HEIGHT - 6} textAnchor="end" fontSize="11" fill="#334155">
        {days[days.length - 1]?.day}
      </text>
    </svg>
  );
}
