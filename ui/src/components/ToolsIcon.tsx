// Nav icon for Tools (a magic wand with sparkles); decorative, next to its label.
export const ToolsIcon = () => (
  <svg
    width={20}
    height={20}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={2}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
  >
    <path d="M4 20 15 9" />
    <path d="m14 6 1-3 1 3 3 1-3 1-1 3-1-3-3-1z" />
    <path d="M19 13v3M17.5 14.5h3" />
  </svg>
);
