const corners = [
  ["top", "left"],
  ["top", "right"],
  ["bottom", "left"],
  ["bottom", "right"],
] as const;

const outside = "calc(-1 * (var(--mark-gap) + var(--mark-length)))";
const line = "var(--mark-width) solid #000";

/**
 * Cut marks at the four corners of the element they are placed in (which must be positioned):
 * a short line along each edge, just outside the corner. Drawn as borders, which print even when
 * the browser leaves backgrounds out; their measures are in millimetres on paper (globals.css).
 */
export function CropMarks() {
  return (
    <div aria-hidden className="crop-marks pointer-events-none absolute inset-0">
      {corners.flatMap(([v, h]) => [
        <span
          key={`${v}-${h}-across`}
          className="absolute"
          style={{ [v]: 0, [h]: outside, width: "var(--mark-length)", borderTop: line }}
        />,
        <span
          key={`${v}-${h}-down`}
          className="absolute"
          style={{ [h]: 0, [v]: outside, height: "var(--mark-length)", borderLeft: line }}
        />,
      ])}
    </div>
  );
}
