import { type Role, roleColour } from './roles.ts';

interface RoleGlyphProps {
  readonly valueRole: Role;
  /** Top-left corner and size of the glyph's square, in the surrounding SVG's units. */
  readonly x: number;
  readonly y: number;
  readonly size: number;
}

/**
 * A small mark per role, so colour is never the only cue: a centre (Driver), an arrow forward
 * (Go To), a double chevron (Accelerator), a flag (Result). Drawn on a 24-unit grid.
 */
export const RoleGlyph = ({ valueRole: role, x, y, size }: RoleGlyphProps) => {
  const colour = roleColour(role);
  const stroke = {
    fill: 'none',
    stroke: colour,
    strokeWidth: 2.4,
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
  } as const;
  return (
    <g transform={`translate(${x} ${y}) scale(${size / 24})`}>
      {role === 'driver' && (
        <>
          <circle cx={12} cy={12} r={9} {...stroke} />
          <circle cx={12} cy={12} r={3.5} fill={colour} />
        </>
      )}
      {role === 'goto' && <path d="M4 12h15M13 6l6 6-6 6" {...stroke} />}
      {role === 'accelerator' && <path d="M5 6l6 6-6 6M12 6l6 6-6 6" {...stroke} />}
      {role === 'result' && (
        <>
          <path d="M6 21V4" {...stroke} />
          <path
            d="M6 4h11l-2.5 4 2.5 4H6z"
            fill={colour}
            stroke={colour}
            strokeWidth={1.5}
            strokeLinejoin="round"
          />
        </>
      )}
    </g>
  );
};

/** The role mark inline in text. */
export const RoleIcon = ({ valueRole, size = 12 }: { readonly valueRole: Role; readonly size?: number }) => (
  <svg className="vs-role-icon" width={size} height={size} viewBox={`0 0 ${size} ${size}`} aria-hidden="true">
    <RoleGlyph valueRole={valueRole} x={0} y={0} size={size} />
  </svg>
);
