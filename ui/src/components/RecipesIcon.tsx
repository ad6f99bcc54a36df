// Nav icon for Recipes (three linked steps); decorative, next to its label.
export const RecipesIcon = () => (
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
    <rect x="3" y="3" width="6" height="6" rx="1.5" />
    <rect x="15" y="9" width="6" height="6" rx="1.5" />
    <rect x="3" y="15" width="6" height="6" rx="1.5" />
    <path d="M9 6h3a3 3 0 0 1 3 3M15 15a3 3 0 0 1-3 3H9" />
  </svg>
);
