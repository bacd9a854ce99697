import { describe, expect, it } from 'vitest';
import { countResults, hasNews, lowered, summaryKindOf } from './sync-summary';
import type { ConnectionSyncState } from '../../domain/connection';

const rows = (...states: ConnectionSyncState[]) => states.map((syncState) => ({ syncState }));

describe('sync results summary', () => {
  it('counts scans without licence, of another event and not on the visitor list; other refusals apart; saved and waiting not at all', () => {
    expect(countResults(rows('completed', 'pending', 'modified', 'noLicense', 'noLicense', 'otherEvent', 'visitorNotFound', 'noPermission', 'invalid', 'eventEnded', 'noAccess'))).toEqual({
      noLicense: 2,
      otherEvent: 1,
      visitorNotFound: 1,
      other: 4,
    });
    expect(summaryKindOf('pending')).toBeNull();
  });

  it('shows again only when a kind has more rows than when it was dismissed', () => {
    const dismissed = countResults(rows('noLicense', 'visitorNotFound'));
    expect(hasNews(countResults(rows('noLicense', 'visitorNotFound')), dismissed)).toBe(false);
    // One fixed (the code corrected): nothing new.
    expect(hasNews(countResults(rows('noLicense')), dismissed)).toBe(false);
    expect(hasNews(countResults(rows('noLicense', 'noLicense', 'visitorNotFound')), dismissed)).toBe(true);
    expect(hasNews(countResults(rows('noLicense', 'visitorNotFound', 'otherEvent')), dismissed)).toBe(true);
  });

  it('remembers no more than there is now, so a kind that emptied and fills again shows again', () => {
    const dismissed = countResults(rows('noLicense', 'noLicense', 'visitorNotFound'));
    // A licence was activated: the scans without one are saved now.
    const now = countResults(rows('completed', 'completed', 'visitorNotFound'));
    const kept = lowered(now, dismissed);
    expect(kept).toEqual({ noLicense: 0, otherEvent: 0, visitorNotFound: 1, other: 0 });
    expect(hasNews(countResults(rows('noLicense', 'visitorNotFound')), kept)).toBe(true);
  });
});
