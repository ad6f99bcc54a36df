// Pictograms for the 19 photo types: a person framed the way each type frames them. Drawn in a
// 38x38 viewfinder (the nested <svg> clips what falls outside, as a camera crop would).
import type { ReactNode } from "react";

const S = "currentColor";

/** A standing person: head top at y0, about 31*s tall. */
function Person({ cx, y0, s, eyes = false }: { cx: number; y0: number; s: number; eyes?: boolean }) {
  const r = 3 * s;
  return (
    <g fill={S}>
      <circle cx={cx} cy={y0 + r} r={r} />
      <path
        d={`M${cx - 5 * s} ${y0 + 18 * s}V${y0 + 10 * s}Q${cx - 5 * s} ${y0 + 7 * s} ${cx - 2 * s} ${y0 + 7 * s}H${cx + 2 * s}Q${cx + 5 * s} ${y0 + 7 * s} ${cx + 5 * s} ${y0 + 10 * s}V${y0 + 18 * s}Z`}
      />
      <rect x={cx - 4 * s} y={y0 + 17.5 * s} width={3.3 * s} height={13.5 * s} rx={1.2 * s} />
      <rect x={cx + 0.7 * s} y={y0 + 17.5 * s} width={3.3 * s} height={13.5 * s} rx={1.2 * s} />
      {eyes ? (
        <g fill="var(--surface)">
          <circle cx={cx - 1.1 * s} cy={y0 + r * 0.95} r={0.38 * s} />
          <circle cx={cx + 1.1 * s} cy={y0 + r * 0.95} r={0.38 * s} />
        </g>
      ) : null}
    </g>
  );
}

/** Head and shoulders seen from the side, facing right. */
function SideHead({ cx, cy, s }: { cx: number; cy: number; s: number }) {
  return (
    <g fill={S}>
      <circle cx={cx} cy={cy} r={3 * s} />
      <path d={`M${cx + 2.6 * s} ${cy - 0.4 * s}l${1.3 * s} ${1.4 * s}l${-1.5 * s} ${0.4 * s}z`} />
      <rect x={cx - 1.3 * s} y={cy + 2 * s} width={2.6 * s} height={3 * s} />
      <path
        d={`M${cx - 4 * s} ${cy + 14 * s}V${cy + 7.5 * s}Q${cx - 4 * s} ${cy + 4.5 * s} ${cx - 1 * s} ${cy + 4.5 * s}H${cx + 1.5 * s}Q${cx + 3.5 * s} ${cy + 4.5 * s} ${cx + 3.5 * s} ${cy + 7.5 * s}V${cy + 14 * s}Z`}
      />
    </g>
  );
}

const muted = { stroke: S, strokeWidth: 1.4, fill: "none", opacity: 0.55 } as const;

const ICONS: Record<string, ReactNode> = {
  headshot: <Person cx={19} y0={4} s={3.4} eyes />,
  close_up: <Person cx={19} y0={1} s={5.6} eyes />,
  portrait: (
    <>
      <ellipse cx={19} cy={20} rx={15} ry={17} fill={S} opacity={0.16} />
      <Person cx={19} y0={6} s={2.5} eyes />
    </>
  ),
  waist_up: <Person cx={19} y0={4} s={1.9} />,
  three_quarter: <Person cx={19} y0={3} s={1.4} />,
  full_body: (
    <>
      <Person cx={19} y0={3.5} s={1.02} />
      <line x1={6} y1={35.5} x2={32} y2={35.5} {...muted} />
    </>
  ),
  group_photo: (
    <>
      <Person cx={8} y0={8} s={1} />
      <Person cx={30} y0={8} s={1} />
      <Person cx={19} y0={5} s={1.1} />
    </>
  ),
  candid: (
    <>
      <line x1={6} y1={6} x2={6} y2={36} {...muted} />
      <circle cx={6} cy={7} r={3} {...muted} />
      <g transform="rotate(6 25 20)">
        <Person cx={25} y0={5} s={1.05} />
      </g>
      <path d="M29 8.5l2 1.2" stroke={S} strokeWidth={1.2} />
    </>
  ),
  action_shot: (
    <>
      <g transform="rotate(-22 21 18)">
        <Person cx={21} y0={3} s={1.02} />
      </g>
      <path d="M3 14h7M2 20h8M4 26h6" {...muted} strokeLinecap="round" />
      <line x1={6} y1={36} x2={34} y2={36} {...muted} />
    </>
  ),
  profile: <SideHead cx={18} cy={14} s={2.6} />,
  side_profile: (
    <>
      <SideHead cx={18} cy={6.5} s={1.1} />
      <rect x={15.4} y={21.5} width={3.6} height={14} rx={1.2} fill={S} />
      <rect x={18.2} y={21.5} width={3.2} height={14} rx={1.2} fill={S} opacity={0.7} />
    </>
  ),
  mirror_selfie: (
    <>
      <rect x={5} y={2} width={28} height={34} rx={3} {...muted} />
      <Person cx={19} y0={7} s={1.45} />
      <rect x={21.5} y={8} width={5} height={8} rx={1} fill="var(--surface)" stroke={S} strokeWidth={1.2} />
      <path d="M24 16v4" stroke={S} strokeWidth={2} strokeLinecap="round" />
    </>
  ),
  arm_extended_selfie: (
    <>
      <g transform="rotate(-10 19 20)">
        <Person cx={21} y0={5} s={2.3} eyes />
      </g>
      <path d="M12 24L1 37" stroke={S} strokeWidth={4.5} strokeLinecap="round" />
    </>
  ),
  selfie_camera: (
    <>
      <rect x={7} y={1} width={24} height={36} rx={4} {...muted} opacity={0.8} />
      <rect x={16} y={2.8} width={6} height={1.6} rx={0.8} fill={S} opacity={0.6} />
      <Person cx={19} y0={9} s={2.2} eyes />
    </>
  ),
  overhead: (
    <>
      <path d="M2 12h34M2 24h34M12 2v34M24 2v34" {...muted} opacity={0.3} />
      <ellipse cx={19} cy={21} rx={10} ry={5} fill={S} opacity={0.7} />
      <circle cx={19} cy={20} r={4.6} fill={S} />
      <path d="M19 3v5M16.5 5.5L19 8l2.5-2.5" {...muted} opacity={0.9} strokeLinecap="round" />
    </>
  ),
  low_angle: (
    <>
      <circle cx={19} cy={6} r={3} fill={S} />
      <path d="M15 10h8l3 12H12z" fill={S} />
      <path d="M12.5 22h6.2L17 38H8zM19.3 22h6.2L30 38h-9z" fill={S} />
      <path d="M19 37v-4M16.5 34.5L19 32l2.5 2.5" stroke="var(--surface)" strokeWidth={1.2} fill="none" />
    </>
  ),
  fashion: (
    <>
      <Person cx={19} y0={2.5} s={1.06} />
      <path d="M24 12l5 5-5 3" stroke={S} strokeWidth={2} fill="none" strokeLinejoin="round" />
      <path d="M14 12l-4 9" stroke={S} strokeWidth={2} strokeLinecap="round" />
      <path d="M9 36h20" {...muted} />
    </>
  ),
  editorial: (
    <>
      <Person cx={26} y0={7} s={1.7} />
      <path d="M3 6h13M3 10h10" stroke={S} strokeWidth={2.6} />
      <path d="M3 16h9M3 19.5h9M3 23h7M3 26.5h9" {...muted} />
    </>
  ),
  lifestyle: (
    <>
      <Person cx={14} y0={6} s={1.25} />
      <rect x={4} y={26} width={32} height={2.5} rx={1} fill={S} opacity={0.75} />
      <path d="M26 20h6v5.5h-6z" fill={S} />
      <path d="M32 21.5h2v2.5h-2" stroke={S} strokeWidth={1.2} fill="none" />
      <path d="M28 18q1-2 0-3M30 18q1-2 0-3" {...muted} />
    </>
  ),
};

/** The pictogram of a photo type; an empty viewfinder for "Any" and a plain person for types not drawn. */
export function PhotoTypeIcon({ type }: { type: string | null }) {
  const art = type == null ? null : (ICONS[type] ?? <Person cx={19} y0={5} s={1.6} />);
  return (
    <svg className="pt-icon" viewBox="0 0 48 48" width="60" height="60" aria-hidden="true" focusable="false">
      <rect
        x={4}
        y={4}
        width={40}
        height={40}
        rx={4}
        fill="var(--surface-2)"
        stroke="currentColor"
        strokeOpacity={0.35}
      />
      <svg x={5} y={5} width={38} height={38} viewBox="0 0 38 38">
        {art ?? (
          <g fill="none" stroke={S} strokeWidth={1.6} opacity={0.55} strokeLinecap="round">
            <path d="M4 11V4h7M27 4h7v7M34 27v7h-7M11 34H4v-7" />
            <path d="M15 19h8M19 15v8" />
          </g>
        )}
      </svg>
    </svg>
  );
}
