/** The room's control icons (24px grid, currentColor, decorative: the buttons carry the names). */
const PATHS = {
  mic: 'M12 3a3 3 0 00-3 3v6a3 3 0 006 0V6a3 3 0 00-3-3zM6 11a6 6 0 0012 0M12 17v4M8 21h8',
  micOff: 'M3 3l18 18M9 9v3a3 3 0 005.1 2.1M15 10V6a3 3 0 00-5.7-1.3M6 11a6 6 0 009.6 4.8M18 11a6 6 0 01-.5 2.4M12 17v4M8 21h8',
  camera: 'M3 7h12v10H3zM15 10.5l6-3.5v10l-6-3.5',
  cameraOff: 'M3 3l18 18M7 7H3v10h12v-2M15 10.5l6-3.5v10l-3.5-2M11 7h4v4',
  leave: 'M2.5 13.2c5.3-5 13.7-5 19 0 .5.5.5 1.2 0 1.7l-2 2a1 1 0 01-1.3.1l-2.6-1.8a1 1 0 01-.4-.8v-2.2a10.5 10.5 0 00-6.4 0v2.2a1 1 0 01-.4.8l-2.6 1.8a1 1 0 01-1.3-.1l-2-2c-.5-.5-.5-1.2 0-1.7z',
} as const;

export type RoomIconName = keyof typeof PATHS;

export function RoomIcon({ name, size = 22 }: { name: RoomIconName; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill={name === 'leave' ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} />
    </svg>
  );
}
