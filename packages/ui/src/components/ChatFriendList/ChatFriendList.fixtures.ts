import type { ChatFriendEntry } from './ChatFriendList';

function pictureOf(hue: number): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 80"><rect width="80" height="80" fill="hsl(${hue} 55% 88%)"/><circle cx="40" cy="32" r="16" fill="hsl(${hue} 45% 38%)"/><rect x="16" y="54" width="48" height="18" rx="9" fill="hsl(${hue} 45% 38%)"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export const rasoiGhar: ChatFriendEntry = {
  fdId: '5e11e000-0000-4000-8000-000000000001',
  name: 'Rasoi Ghar',
  image: pictureOf(20),
};

export const sharmaElectronics: ChatFriendEntry = {
  fdId: '5e11e000-0000-4000-8000-000000000002',
  name: 'Sharma Electronics',
  image: pictureOf(210),
};

export const jaipurHandloom: ChatFriendEntry = {
  fdId: '5e11e000-0000-4000-8000-000000000003',
  name: 'Jaipur Handloom House of Block-Printed Cotton and Natural Dyes',
  image: '',
};

export const brokenPicture: ChatFriendEntry = {
  fdId: '5e11e000-0000-4000-8000-000000000004',
  name: 'Kolhapuri Chappal Centre',
  // Fails to decode without a request, so the built Storybook logs no 404.
  image: 'data:image/png;base64,AAAA',
};
