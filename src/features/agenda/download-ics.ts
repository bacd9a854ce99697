/** Downloads a meeting's .ics with the session's token (a plain link would go without it). */
import type { MouseEvent } from 'react';
import { download } from '../../lib/download';
import { authHeaders } from '../../lib/http';

export async function downloadIcs(e: MouseEvent, conversationId: string): Promise<void> {
  e.preventDefault();
  const res = await fetch(`/api/meetings/${encodeURIComponent(conversationId)}/ics`, { headers: authHeaders() });
  if (!res.ok) throw new Error(`ics ${res.status}`);
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'meeting.ics';
  download(await res.blob(), name);
}
