import { afterEach, describe, expect, it } from 'vitest';
import { setAuthToken } from '../../lib/http';
import { listTeam } from '../../domain/endpoints/team';
import { answerKey, queryClient } from './queries';

afterEach(() => {
  setAuthToken(null);
  queryClient.clear();
});

describe('cached answers', () => {
  it("are the session's own: on a shared device the next person never sees the last one's team", () => {
    setAuthToken('alex-token');
    queryClient.setQueryData(answerKey(listTeam, {}), { members: [{ id: 'alex-colleague' }], badges: [], you: 'alex' });
    expect(queryClient.getQueryData(answerKey(listTeam, {}))).toMatchObject({ you: 'alex' });
    setAuthToken('gina-token');
    expect(queryClient.getQueryData(answerKey(listTeam, {}))).toBeUndefined();
  });
});
