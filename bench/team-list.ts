/**
 * The team list with 2,000 members (issue #14: "virtualized, smooth with 2,000 members"). In
 * Chromium, bench/browser/team-list.html mounts the team screen itself (TeamPage at /users/list,
 * its useTeam asking GET /api/team through the app's request(), answered by a stubbed fetch with
 * a generated team), at a desktop size (1366x900) and at a phone size (390x844), each layout as
 * useDevice() picks it from the window's width. Per size: the median of 5 mounts until the first
 * rows show (target 300 ms), the p95 over 24 keystrokes in the search field until the filtered
 * rows show (target 100 ms), and a scroll of the window from the top to the bottom of the list,
 * half a window per frame: its longest frame (target 50 ms) and the most rows in the page at any
 * frame (virtualized: a screenful and the overscan, whatever the team's size).
 */
import { report } from './support';
import { runPageBench } from './browser-bench';
import type { TeamListBench } from './browser/team-list';

const SIZES = [
  { label: 'desktop', device: 'desktop', viewport: { width: 1366, height: 900 } },
  { label: 'phone', device: 'mobile', viewport: { width: 390, height: 844 } },
] as const;

function pct(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! * 10) / 10;
}

export async function benchTeamList(): Promise<void> {
  for (const size of SIZES) {
    const r = await runPageBench<TeamListBench>({
      page: 'bench/browser/team-list.html',
      cacheName: 'leadstand-bench-vite-team-list',
      include: ['react', 'react-dom/client', 'react/jsx-dev-runtime', 'react-router', 'react-i18next', 'i18next', '@tanstack/react-virtual', 'valibot', 'comlink'],
      viewport: size.viewport,
    });
    if (r.device !== size.device) throw new Error(`team list at ${size.label} size rendered the ${r.device} layout`);
    if (r.unexpected.length) throw new Error(`team list: requests the screen was not expected to make: ${r.unexpected.join(', ')}`);
    const { width, height } = r.viewport;
    const s = r.scroll;
    console.log(
      `team list, ${size.label} (${width}x${height}, ${r.device} layout): ${r.members.toLocaleString('en')} members, /api/team answer ${Math.round(r.answerBytes / 1024)} KB; ` +
        `mounts ${r.mountMs.join(', ')} ms (to the next frame ${r.mountFrameMs.join(', ')} ms)`,
    );
    console.log(
      `team list, ${size.label}: ${r.keyMs.length} keystrokes (${r.keys.filter(Boolean).slice(0, 3).join(', ')}, …): p50 ${pct(r.keyMs, 50)} ms, to the next frame p50 ${pct(r.keyFrameMs, 50)} / p95 ${pct(r.keyFrameMs, 95)} ms; ` +
        `filterTeam alone p50 ${pct(r.keyFilterMs, 50)} / max ${Math.max(...r.keyFilterMs)} ms`,
    );
    console.log(
      `team list, ${size.label}: scrolled ${s.scrolledPx.toLocaleString('en')} px, ${s.stepPx} px a frame, in ${s.frames} frames: median frame ${s.medianFrameMs} ms, ${s.longFrames} over 50 ms, ` +
        `${s.maxElements} elements in the list at most; idle, ${r.idle.frames} frames: longest ${r.idle.longestFrameMs} ms`,
    );
    console.log(`team list, ${size.label}: while scrolling, ${s.renders} renders of the screen (React Profiler): median ${s.renderMedianMs} ms, longest ${s.renderMaxMs} ms`);
    for (const f of s.slowFrames) console.log(`team list, ${size.label}: frame ${f.frame} of the scroll, ${f.atPx.toLocaleString('en')} px down: ${f.ms} ms, of which ${f.renders} renders of the screen ${f.renderMs} ms`);
    for (const f of s.longAnimationFrames) {
      console.log(`  long animation frame ${f.ms} ms: scripts ${f.scriptMs} ms (forced style and layout ${f.forcedLayoutMs} ms), style and layout ${f.styleLayoutMs} ms`);
      for (const script of f.scripts) console.log(`    ${script}`);
    }
    report(`team list: first rows, 2,000 members (median), ${size.label}`, pct(r.mountMs, 50), 'ms', { max: 300 });
    report(`team list: search keystroke p95, ${size.label}`, pct(r.keyMs, 95), 'ms', { max: 100 });
    report(`team list: longest frame while scrolling, ${size.label}`, s.longestFrameMs, 'ms', { max: 50 });
    report(`team list: rows in the page at most, ${size.label}`, s.maxRows, 'rows');
  }
}
