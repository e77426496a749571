import * as styles from './carousel.css';

export const carouselIcons = ['previous', 'next', 'pause', 'play'] as const;
export type CarouselIcon = (typeof carouselIcons)[number];

const paths: Record<CarouselIcon, string> = {
  previous: 'M15 5l-7 7 7 7',
  next: 'M9 5l7 7-7 7',
  pause: 'M8 5v14M16 5v14',
  play: 'M7 4.5v15l12-7.5z',
};

interface CarouselButtonProps {
  icon: CarouselIcon;
  /** The button's accessible name; the icon itself is not read. */
  label: string;
  onClick: () => void;
  disabled?: boolean;
  className?: string;
}

/** An icon-only button of a carousel, named by `label`. */
export function CarouselButton({ icon, label, onClick, disabled = false, className }: CarouselButtonProps) {
  return (
    <button
      type="button"
      className={className ? `${styles.iconButton} ${className}` : styles.iconButton}
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
    >
      <svg
        className={styles.icon}
        viewBox="0 0 24 24"
        aria-hidden="true"
        focusable="false"
        fill={icon === 'play' ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d={paths[icon]} />
      </svg>
    </button>
  );
}
