/** Nav icon: stacked slides. */
export function SlideshowsIcon() {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <rect x="7" y="3" width="10" height="17" rx="2" />
      <path d="M4 6v12M20 6v12" />
      <path d="M9.5 15h5" />
    </svg>
  );
}
