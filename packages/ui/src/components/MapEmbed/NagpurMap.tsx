import * as styles from './MapEmbed.css';

export interface NagpurMapProps {
  /** Says what the drawing shows, for screen readers. */
  label: string;
  /** Written beside the pin. */
  placeName: string;
}

const mainRoads = ['M0 128h480', 'M262 0v300', 'M24 300 420 0'] as const;
const minorRoads = ['M180 60h200', 'M192 200h190', 'M330 40v220'] as const;

/**
 * A stylised map of central Nagpur drawn here, so the contact page has a map without a map provider or a
 * network: the Nag river, Futala and Ambazari lakes to the west, the main roads and the ring around
 * Sitabuldi, the railway and a pin on Gandhibagh. Sizes are in the drawing's own units; colours come from
 * the theme through the classes.
 */
export function NagpurMap({ label, placeName }: NagpurMapProps) {
  return (
    <svg
      className={styles.drawing}
      viewBox="0 0 480 300"
      role="img"
      aria-label={label}
      preserveAspectRatio="xMidYMid slice"
    >
      <rect className={styles.land} width="480" height="300" />
      <path className={styles.park} d="M300 200c20-14 58-10 70 6s-4 40-34 42-56-34-36-48z" />
      <path className={styles.park} d="M120 30c24-10 52 2 54 22s-26 30-50 24-28-38-4-46z" />
      <ellipse className={styles.water} strokeWidth={1.5} cx="70" cy="78" rx="34" ry="22" />
      <ellipse className={styles.water} strokeWidth={1.5} cx="48" cy="210" rx="40" ry="28" />
      <path
        className={styles.river}
        strokeWidth={8}
        strokeLinecap="round"
        d="M0 178c50-22 92 14 142-6s80-44 130-28 78 36 118 22 62-30 90-26"
      />
      <path className={styles.railway} strokeWidth={2} strokeDasharray="10 6" d="M150 0 232 300" />
      <g className={styles.roadCasing} strokeWidth={14} strokeLinecap="round" fill="none">
        {mainRoads.map((d) => (
          <path key={d} d={d} />
        ))}
        <circle cx="262" cy="128" r="70" />
      </g>
      <g className={styles.road} strokeWidth={10} strokeLinecap="round" fill="none">
        {mainRoads.map((d) => (
          <path key={d} d={d} />
        ))}
        <circle cx="262" cy="128" r="70" />
      </g>
      <g className={styles.road} strokeWidth={4} strokeLinecap="round" fill="none">
        {minorRoads.map((d) => (
          <path key={d} d={d} />
        ))}
      </g>
      <g transform="translate(298 84)">
        <path
          className={styles.pin}
          strokeWidth={2}
          d="M0 30S-18 12-18 0a18 18 0 0 1 36 0c0 12-18 30-18 30z"
        />
        <circle className={styles.pinDot} cx="0" cy="0" r="7" />
        <rect
          className={styles.labelBox}
          strokeWidth={1}
          x="24"
          y="-18"
          width={placeName.length * 11 + 24}
          height="30"
          rx="8"
        />
        <text className={styles.labelText} fontSize={16} x="36" y="3">
          {placeName}
        </text>
      </g>
      <g transform="translate(446 38)">
        <circle className={styles.compassDial} strokeWidth={1.5} r="18" />
        <path className={styles.compassNeedle} d="M0-12 6 6 0 2-6 6z" />
      </g>
    </svg>
  );
}
