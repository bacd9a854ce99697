import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { badgeCodeFromBytes, formatBadgeCode } from './badge';
import { badgeQrPayload } from './badge-qr';
import { classifyLicenceScan, classifyScan, entrySource } from './scan';

const EVENT = 'demo-expo';
const code = 'bcdefjklmnstuvw';

describe('classifyScan', () => {
  it('reads a badge QR code of this event, and says when it is of another', () => {
    expect(classifyScan(badgeQrPayload(EVENT, code), EVENT)).toEqual({ kind: 'badge', code, eventId: EVENT });
    expect(classifyScan(badgeQrPayload('autumn-fair', code), EVENT)).toEqual({ kind: 'otherEvent', code, eventId: 'autumn-fair' });
  });

  it('reads the bare code of a 1-D barcode or NFC tag, printed form or not', () => {
    expect(classifyScan('BCDEF-JKLMN-STUVW', EVENT)).toEqual({ kind: 'badge', code, eventId: null });
    expect(classifyScan(' bcdefjklmnstuvw\n', EVENT)).toEqual({ kind: 'badge', code, eventId: null });
  });

  it('names each scanning error of the spec', () => {
    expect(classifyScan('https://leadstand.example/lite/ACME-SCAN-5', EVENT)).toEqual({ kind: 'error', error: 'connectionQRCodeExpected' });
    expect(classifyScan('https://leadstand.example/scan/ACME-SCAN-5/abc123', EVENT)).toEqual({ kind: 'error', error: 'connectionQRCodeExpected' });
    expect(classifyScan('https://leadstand.example/staff/acme-sam/abc123', EVENT)).toEqual({ kind: 'error', error: 'loginURL' });
    expect(classifyScan('https://leadstand.example/token/xyz', EVENT)).toEqual({ kind: 'error', error: 'loginURL' });
    expect(classifyScan('LSBE:Zm9vYmFy', EVENT)).toEqual({ kind: 'error', error: 'scanQRCodeEncrypted' });
    expect(classifyScan('LSB1:demo-expo:not-a-code', EVENT)).toEqual({ kind: 'error', error: 'scanConnectionQRCodeInvalid' });
    expect(classifyScan('WIFI:S:booth;T:WPA;P:secret;;', EVENT)).toEqual({ kind: 'error', error: 'scanConnectionQRCodeInvalid' });
    expect(classifyScan('https://example.com/', EVENT)).toEqual({ kind: 'error', error: 'scanConnectionQRCodeInvalid' });
  });

  it('accepts every well-formed badge in every form it is printed', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 15, maxLength: 15 }), (bytes) => {
        const c = badgeCodeFromBytes(bytes);
        expect(classifyScan(badgeQrPayload(EVENT, c), EVENT)).toEqual({ kind: 'badge', code: c, eventId: EVENT });
        expect(classifyScan(formatBadgeCode(c).toUpperCase(), EVENT)).toEqual({ kind: 'badge', code: c, eventId: null });
      }),
    );
  });
});

describe('classifyLicenceScan', () => {
  it('reads licence links, and explains what else was scanned', () => {
    expect(classifyLicenceScan('https://x.example/scan/ACME-SCAN-5/v3r1f13r')).toEqual({ kind: 'licence', link: { licenseCode: 'ACME-SCAN-5', verifier: 'v3r1f13r' } });
    expect(classifyLicenceScan('https://x.example/lite/ACME-SCAN-5')).toEqual({ kind: 'licence', link: { licenseCode: 'ACME-SCAN-5', verifier: null } });
    expect(classifyLicenceScan(badgeQrPayload(EVENT, code))).toEqual({ kind: 'error', error: 'visitorBadgeAtLogin' });
    expect(classifyLicenceScan('https://x.example/scan/ACME-SCAN-5')).toEqual({ kind: 'error', error: 'scanLicenseQRCodeInvalid' });
    expect(classifyLicenceScan('hello')).toEqual({ kind: 'error', error: 'licenseQRCodeInvalid' });
  });
});

describe('entrySource', () => {
  it('takes a badge QR payload as a barcode, a code from an RFID reader licence as rfid, and a typed code as manual (SPEC source types)', () => {
    const code = formatBadgeCode(badgeCodeFromBytes(new Uint8Array(16).fill(7)));
    expect(entrySource(badgeQrPayload('demo-expo', code), 'rfidreader')).toBe('barcode');
    expect(entrySource(code, 'rfidreader')).toBe('rfid');
    expect(entrySource(code, 'scan')).toBe('manual');
    expect(entrySource(code, null)).toBe('manual');
  });
});
