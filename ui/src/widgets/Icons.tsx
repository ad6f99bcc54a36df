// Small inline icons (no icon font, no network): the nav's and a few more. Decorative: always next to a
// text label.
export const common = {
  width: 20,
  height: 20,
  viewBox: "0 0 24 24",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 2,
  strokeLinecap: "round" as const,
  strokeLinejoin: "round" as const,
  "aria-hidden": true,
};

export const HomeIcon = () => (
  <svg {...common}>
    <path d="M3 11l9-7 9 7" />
    <path d="M5 10v10h14V10" />
  </svg>
);
export const ImageIcon = () => (
  <svg {...common}>
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <circle cx="9" cy="10" r="2" />
    <path d="M21 17l-5-5-8 8" />
  </svg>
);
export const GalleryIcon = () => (
  <svg {...common}>
    <rect x="3" y="3" width="8" height="8" rx="1.5" />
    <rect x="13" y="3" width="8" height="8" rx="1.5" />
    <rect x="3" y="13" width="8" height="8" rx="1.5" />
    <rect x="13" y="13" width="8" height="8" rx="1.5" />
  </svg>
);
export const SettingsIcon = () => (
  <svg {...common}>
    <circle cx="12" cy="12" r="3" />
    <path d="M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z" />
  </svg>
);
export const KeyIcon = () => (
  <svg {...common}>
    <circle cx="8" cy="15" r="4" />
    <path d="M11 12l9-9M17 6l3 3M15 8l2 2" />
  </svg>
);
export const FlaskIcon = () => (
  <svg {...common}>
    <path d="M9 3h6M10 3v6L4.5 18.5A1.7 1.7 0 0 0 6 21h12a1.7 1.7 0 0 0 1.5-2.5L14 9V3" />
    <path d="M7 15h10" />
  </svg>
);
export const VideoIcon = () => (
  <svg {...common}>
    <rect x="3" y="5" width="13" height="14" rx="2" />
    <path d="M16 10l5-3v10l-5-3" />
  </svg>
);
export const MusicIcon = () => (
  <svg {...common}>
    <path d="M9 18V5l12-2v13" />
    <circle cx="6" cy="18" r="3" />
    <circle cx="18" cy="16" r="3" />
  </svg>
);
/** Characters: a face in a frame. */
export const CharactersIcon = () => (
  <svg {...common}>
    <circle cx="12" cy="9" r="4" />
    <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" />
  </svg>
);
/** A padlock, shown with the words that say why something is locked. */
export const LockIcon = ({ size = 16 }: { size?: number }) => (
  <svg {...common} className="lock-icon" width={size} height={size}>
    <rect x="5" y="11" width="14" height="10" rx="2" />
    <path d="M8 11V7a4 4 0 0 1 8 0v4" />
  </svg>
);
/** Tools: a magic wand with sparkles. */
export const ToolsIcon = () => (
  <svg {...common}>
    <path d="M4 20 15 9" />
    <path d="m14 6 1-3 1 3 3 1-3 1-1 3-1-3-3-1z" />
    <path d="M19 13v3M17.5 14.5h3" />
  </svg>
);
/** Recipes: three linked steps. */
export const RecipesIcon = () => (
  <svg {...common}>
    <rect x="3" y="3" width="6" height="6" rx="1.5" />
    <rect x="15" y="9" width="6" height="6" rx="1.5" />
    <rect x="3" y="15" width="6" height="6" rx="1.5" />
    <path d="M9 6h3a3 3 0 0 1 3 3M15 15a3 3 0 0 1-3 3H9" />
  </svg>
);
/** Slideshows: stacked slides. */
export const SlideshowsIcon = () => (
  <svg {...common} strokeWidth={1.8}>
    <rect x="7" y="3" width="10" height="17" rx="2" />
    <path d="M4 6v12M20 6v12" />
    <path d="M9.5 15h5" />
  </svg>
);
/** The Trash: a bin. */
export const TrashIcon = () => (
  <svg {...common} width={18} height={18}>
    <path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6" />
  </svg>
);
