/**
 * The order the server test files start in: the few that take a minute or more first, then the
 * rest largest first (vitest's own order on a clean checkout, which has no timings of an earlier
 * run). Two files run at a time; a long file that starts last keeps one worker busy alone at the
 * end (the fuzz test did: about two minutes of a CI run with one core idle). A file missing from
 * this list only runs in the default order.
 */
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const LONG_FIRST = ['server/fuzz.test.ts', 'server/main.test.ts', 'server/auth/matrix.test.ts', 'server/meeting-room/signalling.test.ts', 'server/realtime.test.ts', 'server/organiser/visitors.test.ts'];

export class LongFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => {
      const i = LONG_FIRST.findIndex((name) => file.moduleId.replaceAll('\\', '/').endsWith(name));
      return i < 0 ? LONG_FIRST.length : i;
    };
    return sorted.map((file, order) => ({ file, order })).sort((a, b) => rank(a.file) - rank(b.file) || a.order - b.order).map((x) => x.file);
  }
}
