/** Simple original glyphs for the social networks the company uses. */
export function SocialIcon({ name, className = "h-5 w-5" }: { name: string; className?: string }) {
  const common = { viewBox: "0 0 24 24", className, "aria-hidden": true, focusable: false } as const;
  switch (name) {
    case "Facebook":
      return (
        <svg {...common}>
          <path
            fill="currentColor"
            d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.8 1.4-3.8 3.9v2.3H7.9v3h2.6V21z"
          />
        </svg>
      );
    case "Twitter":
      return (
        <svg {...common}>
          <path fill="currentColor" d="M4 4h4.2l4.1 5.6L17.2 4H20l-6.4 7.3L20.5 20h-4.2l-4.5-6.1L6.4 20H3.6l6.9-7.8z" />
        </svg>
      );
    case "LinkedIn":
      return (
        <svg {...common}>
          <path
            fill="currentColor"
            d="M5 8.5h3V19H5zM6.5 4a1.7 1.7 0 1 1 0 3.4 1.7 1.7 0 0 1 0-3.4zM10 8.5h2.9v1.5c.4-.8 1.5-1.7 3.1-1.7 3.2 0 3.8 2.1 3.8 4.8V19h-3v-5.2c0-1.3 0-2.9-1.8-2.9s-2 1.4-2 2.8V19H10z"
          />
        </svg>
      );
    default:
      return (
        <svg {...common}>
          <path
            fill="currentColor"
            d="M21.2 8.2a2.6 2.6 0 0 0-1.8-1.8C17.8 6 12 6 12 6s-5.8 0-7.4.4a2.6 2.6 0 0 0-1.8 1.8C2.4 9.8 2.4 12 2.4 12s0 2.2.4 3.8a2.6 2.6 0 0 0 1.8 1.8C6.2 18 12 18 12 18s5.8 0 7.4-.4a2.6 2.6 0 0 0 1.8-1.8c.4-1.6.4-3.8.4-3.8s0-2.2-.4-3.8zM10 14.6V9.4l4.8 2.6z"
          />
        </svg>
      );
  }
}
