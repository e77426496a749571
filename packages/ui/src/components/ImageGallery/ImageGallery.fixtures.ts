/** Product pictures drawn inline, so stories need no server and no network. */
function pictureOf(background: string, shape: string, label: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400"><rect width="400" height="400" fill="${background}"/><circle cx="200" cy="200" r="120" fill="${shape}"/><text x="200" y="215" font-family="sans-serif" font-size="64" text-anchor="middle" fill="white">${label}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const hues = [18, 200, 40, 350, 140, 270, 90, 0];

/** Eight different pictures, numbered, so a story can tell which one is shown. */
export const pictures: readonly string[] = hues.map((hue, index) =>
  pictureOf(`hsl(${hue} 60% 88%)`, `hsl(${hue} 55% 38%)`, String(index + 1)),
);

/** A picture that cannot be decoded: the browser fires "error" without a network request. */
export const brokenPicture = 'data:image/png;base64,AAAA';
