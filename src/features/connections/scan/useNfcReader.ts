/**
 * Reading badges by NFC (Chrome on Android, the Web NFC API).
 */
import { useState } from 'react';
import type { SourceType } from '../../../domain/connection';

interface NdefReaderLike {
  scan(options?: { signal?: AbortSignal }): Promise<void>;
  onreading: ((event: { message: { records: Array<{ recordType: string; data?: DataView; encoding?: string }> } }) => void) | null;
}

/** Whether this browser can read NFC tags. */
export function nfcSupported(): boolean {
  return typeof window !== 'undefined' && 'NDEFReader' in window;
}

/** Whether the NFC reader is off, listening or failed to start, and the function that starts it; each text or URL record read goes to `handle`. */
export function useNfcReader(handle: (text: string, source: SourceType) => Promise<void>) {
  const [nfc, setNfc] = useState<'off' | 'listening' | 'failed'>('off');

  async function startNfc() {
    try {
      const Reader = (window as unknown as { NDEFReader: new () => NdefReaderLike }).NDEFReader;
      const reader = new Reader();
      await reader.scan();
      setNfc('listening');
      reader.onreading = (event) => {
        for (const record of event.message.records) {
          if ((record.recordType === 'text' || record.recordType === 'url') && record.data) {
            void handle(new TextDecoder(record.encoding ?? 'utf-8').decode(record.data), 'nfc');
            return;
          }
        }
      };
    } catch {
      setNfc('failed');
    }
  }

  return { nfc, startNfc };
}
