/**
 * A QR code drawn from the path the server computed (server/staff/qr-code.ts): inline SVG elements,
 * so there is no image to fetch and nothing for the CSP to allow. Dark on white with the four-module
 * quiet zone scanners need.
 */
export function QrCode({ size, path, label }: { size: number; path: string; label: string }) {
  const quiet = 4;
  const full = size + quiet * 2;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${full} ${full}`}
      width={full * 5}
      height={full * 5}
      shapeRendering="crispEdges"
      className="h-auto max-w-full"
    >
      <rect width={full} height={full} fill="#ffffff" />
      <path d={path} transform={`translate(${quiet} ${quiet})`} fill="#000000" />
    </svg>
  );
}
