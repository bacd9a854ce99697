import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { addressAllowed, ApiAccountInput, apiAccessErrors, parseAddressEntry, WebhookInput } from './api-access';

describe('address entries', () => {
  it('take IPv4, IPv6 and CIDR ranges, written the canonical way', () => {
    expect(parseAddressEntry(' 192.0.2.7 ')).toEqual({ entry: '192.0.2.7' });
    expect(parseAddressEntry('10.0.0.0/8')).toEqual({ entry: '10.0.0.0/8' });
    expect(parseAddressEntry('2001:0db8:0000::0001')).toEqual({ entry: '2001:db8::1' });
    expect(parseAddressEntry('2001:DB8::/32')).toEqual({ entry: '2001:db8::/32' });
    expect(parseAddressEntry('0.0.0.0/0')).toEqual({ entry: '0.0.0.0/0' });
  });

  it('refuse what is not an address or range', () => {
    for (const bad of ['', '10.0.0.256', '10.1', '010.0.0.1', '10.0.0.0/33', '2001:db8::/129', 'example.com', '10.0.0.0/', '1.2.3.4/8/9', '::g']) {
      expect(parseAddressEntry(bad), bad).toEqual({ error: 'apiAccess.addressInvalid' });
    }
    expect(parseAddressEntry('10.1.2.3/8')).toEqual({ error: 'apiAccess.rangeNotNetwork' });
    expect(parseAddressEntry('2001:db8::1/32')).toEqual({ error: 'apiAccess.rangeNotNetwork' });
  });

  it('match callers by address and range, IPv4-mapped IPv6 as IPv4', () => {
    const entries = ['10.0.0.0/8', '2001:db8::/32', '192.0.2.7'];
    expect(addressAllowed('10.255.0.1', entries)).toBe(true);
    expect(addressAllowed('::ffff:10.0.0.1', entries)).toBe(true);
    expect(addressAllowed('2001:db8:ffff::1', entries)).toBe(true);
    expect(addressAllowed('192.0.2.7', entries)).toBe(true);
    expect(addressAllowed('192.0.2.8', entries)).toBe(false);
    expect(addressAllowed('11.0.0.1', entries)).toBe(false);
    expect(addressAllowed('2001:db9::1', entries)).toBe(false);
    expect(addressAllowed('not an address', entries)).toBe(false);
    expect(addressAllowed('10.0.0.1', [])).toBe(false);
  });
});

describe('account input', () => {
  it('canonicalises the selection and requires one when restricted', () => {
    const ok = v.safeParse(ApiAccountInput, { ipRestriction: 'selection', allowedAddresses: ['2001:0db8::1'] });
    expect(ok.success && ok.output).toEqual({ comments: '', ipRestriction: 'selection', allowedAddresses: ['2001:db8::1'] });
    const empty = v.safeParse(ApiAccountInput, { ipRestriction: 'selection', allowedAddresses: [] });
    expect(empty.success ? {} : apiAccessErrors(empty.issues)).toEqual({ allowedAddresses: 'apiAccess.addressesRequired' });
    const long = v.safeParse(ApiAccountInput, { comments: 'x'.repeat(1001) });
    expect(long.success ? {} : apiAccessErrors(long.issues)).toEqual({ comments: 'apiAccess.commentsTooLong' });
  });
});

describe('webhook input', () => {
  it('needs https (plain http only to this machine) and at least one event, kept in a fixed order', () => {
    const ok = v.safeParse(WebhookInput, { url: 'https://crm.example/hooks', events: ['connection.erased', 'connection.created'] });
    expect(ok.success && ok.output.events).toEqual(['connection.created', 'connection.erased']);
    expect(v.safeParse(WebhookInput, { url: 'http://localhost:8080/x', events: ['connection.updated'] }).success).toBe(true);
    for (const url of ['http://crm.example/hooks', 'ftp://crm.example', 'https://user:pw@crm.example/', 'not a url']) {
      const res = v.safeParse(WebhookInput, { url, events: ['connection.created'] });
      expect(res.success ? {} : apiAccessErrors(res.issues), url).toEqual({ url: 'apiAccess.urlInvalid' });
    }
    const none = v.safeParse(WebhookInput, { url: 'https://crm.example', events: [] });
    expect(none.success ? {} : apiAccessErrors(none.issues)).toEqual({ events: 'apiAccess.eventsRequired' });
  });
});
