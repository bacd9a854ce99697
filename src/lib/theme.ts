/** Applies the event's colours (applicationColor, actionColor) as CSS variables. */
import { themeVariables, type ThemeColours } from '../domain/colour';

export function applyTheme(theme: Partial<ThemeColours> | null | undefined, root: HTMLElement = document.documentElement): void {
  const vars = themeVariables(theme);
  for (const [name, value] of Object.entries(vars)) root.style.setProperty(name, value);
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', vars['--app-color']!);
}
