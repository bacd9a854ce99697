/** The few line icons the shell uses (24px grid, currentColor), drawn inline to stay offline. */
import type { SVGProps } from 'react';

const paths = {
  menu: 'M4 6h16M4 12h16M4 18h16',
  close: 'M6 6l12 12M18 6L6 18',
  globe: 'M12 3a9 9 0 100 18 9 9 0 000-18zm0 0c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9m0-18C9.5 5.6 8.2 8.6 8.2 12s1.3 6.4 3.8 9M3.5 9h17M3.5 15h17',
  home: 'M4 11l8-7 8 7v9a1 1 0 01-1 1h-4v-6H9v6H5a1 1 0 01-1-1z',
  connections: 'M4 5h16v14H4zM8 9h8M8 13h5',
  team: 'M9 11a3 3 0 100-6 3 3 0 000 6zm8 0a2.5 2.5 0 100-5M3 20c0-3.3 2.7-5.5 6-5.5s6 2.2 6 5.5m2-5.3c2.3.3 4 2 4 4.8',
  guests: 'M12 12a4 4 0 100-8 4 4 0 000 8zm-7 9c0-3.9 3.1-6.5 7-6.5s7 2.6 7 6.5',
  question: 'M9.1 9a3 3 0 115.8 1c0 2-3 2.5-3 4.5M12 18h.01M12 3a9 9 0 100 18 9 9 0 000-18z',
  content: 'M5 4h10l4 4v12H5zM14 4v5h5',
  cart: 'M3 4h2l2.4 11h10.4L20 8H6.2M9 20h.01M17 20h.01',
  check: 'M9 12l2 2 4-4M4 5h16v14H4z',
  calendar: 'M5 6h14v14H5zM5 10h14M9 3v4M15 3v4',
  plus: 'M12 5v14M5 12h14',
  bell: 'M6 16V11a6 6 0 1112 0v5l2 2H4zM10 20a2 2 0 004 0',
  send: 'M4 12l16-8-6 16-2-7z',
  archive: 'M4 5h16v4H4zM6 9v10h12V9M10 13h4',
  more: 'M6 12h.01M12 12h.01M18 12h.01',
  arrowRight: 'M5 12h14M13 6l6 6-6 6',
  people: 'M8 11a3 3 0 100-6 3 3 0 000 6zm8 0a3 3 0 100-6 3 3 0 000 6zM2 20c0-3 2.7-5 6-5s6 2 6 5m2-5c3.3 0 6 2 6 5',
  chat: 'M4 5h16v11H9l-5 4z',
  key: 'M14 10a4 4 0 11-1.2-2.8L21 15v3h-3v-2h-2v-2h-2',
  shield: 'M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6zM9 12l2 2 4-4',
  settings: 'M12 15a3 3 0 100-6 3 3 0 000 6zM19.4 13.5l1.6 1.2-2 3.4-1.9-.7a7 7 0 01-2.2 1.3L14.6 21h-4l-.4-2.3a7 7 0 01-2.2-1.3l-1.9.7-2-3.4 1.6-1.2a7 7 0 010-3l-1.6-1.2 2-3.4 1.9.7a7 7 0 012.2-1.3L10.6 3h4l.4 2.3a7 7 0 012.2 1.3l1.9-.7 2 3.4-1.6 1.2a7 7 0 010 3z',
  compass: 'M12 3a9 9 0 100 18 9 9 0 000-18zm3.5 5.5l-2 5-5 2 2-5z',
  book: 'M5 4h6a2 2 0 012 2v14a2 2 0 00-2-2H5zM19 4h-6a2 2 0 00-2 2v14a2 2 0 012-2h6z',
  lifebuoy: 'M12 3a9 9 0 100 18 9 9 0 000-18zm0 5a4 4 0 100 8 4 4 0 000-8zM5.6 5.6l3.6 3.6M14.8 14.8l3.6 3.6M18.4 5.6l-3.6 3.6M9.2 14.8l-3.6 3.6',
  offline: 'M3 3l18 18M8.5 16.5a5 5 0 017 0M5 13a10 10 0 014.2-2.5M19 13a10 10 0 00-3-2M2 9.5a15 15 0 014-2.6M22 9.5A15 15 0 0011 6M12 20h.01',
  refresh: 'M20 11a8 8 0 10-2.3 5.7M20 4v7h-7',
  link: 'M10 14a4 4 0 005.7 0l3-3a4 4 0 00-5.7-5.7l-1 1M14 10a4 4 0 00-5.7 0l-3 3a4 4 0 005.7 5.7l1-1',
  mail: 'M3 6h18v12H3zM3 7l9 6 9-6',
  qr: 'M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h2v2h-2zM18 18h2v2h-2zM14 18h2M18 14h2',
  camera: 'M4 8h3l2-3h6l2 3h3v11H4zM12 10a3.5 3.5 0 100 7 3.5 3.5 0 000-7z',
  torch: 'M8 3h8v4l-2 3v11h-4V10L8 7zM8 7h8M12 13v2',
  switchCamera: 'M4 8h3l2-3h6l2 3h3v11H4zM9 13a3 3 0 015-2.2M15 13a3 3 0 01-5 2.2M14 9v2h-2M10 17v-2h2',
  sound: 'M4 9h4l5-4v14l-5-4H4zM16 9a4 4 0 010 6M18.5 6.5a7.5 7.5 0 010 11',
  mute: 'M4 9h4l5-4v14l-5-4H4zM16 9l5 6M21 9l-5 6',
  nfc: 'M6 8a8 8 0 000 8M9.5 10a4 4 0 000 4M18 8a8 8 0 010 8M14.5 10a4 4 0 010 4M12 12h.01',
  keyboard: 'M3 6h18v12H3zM7 10h.01M11 10h.01M15 10h.01M7 14h10',
  download: 'M12 4v11M7 10l5 5 5-5M5 20h14',
  mic: 'M12 3a3 3 0 00-3 3v6a3 3 0 006 0V6a3 3 0 00-3-3zM6 11a6 6 0 0012 0M12 17v4M8 21h8',
  trash: 'M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3',
  arrowUp: 'M12 19V5M5 12l7-7 7 7',
  arrowDown: 'M12 5v14M5 12l7 7 7-7',
  arrowLeft: 'M15 5l-7 7 7 7',
  logo: 'M6 3h9l4 4v14H6zM9 12l2.5 2.5L16 10',
  search: 'M11 4a7 7 0 100 14 7 7 0 000-14zM20 20l-4-4',
  sparkle: 'M11 3l1.9 5.1L18 10l-5.1 1.9L11 17l-1.9-5.1L4 10l5.1-1.9zM18 14l.8 2.2L21 17l-2.2.8L18 20l-.8-2.2L15 17l2.2-.8z',
  logout: 'M15 4h4v16h-4M10 8l-4 4 4 4M6 12h10',
  badge: 'M6 3h12v18H6zM9 3v3h6V3M9 11a3 3 0 106 0 3 3 0 00-6 0M8.5 18c.6-1.8 1.9-2.6 3.5-2.6s2.9.8 3.5 2.6',
} as const satisfies Record<string, string>;

export type IconName = keyof typeof paths;

export function Icon({ name, size = 24, ...props }: { name: IconName; size?: number } & SVGProps<SVGSVGElement>) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      <path d={paths[name]} />
    </svg>
  );
}
