import { describe, expect, it } from 'vitest';
import { checkDraft, draftErrors, draftOf } from './draft';

describe('the API account form', () => {
  it('sends no addresses for "any address", and the typed ones, trimmed and canonical, for a selection', () => {
    expect(checkDraft({ comments: ' CRM ', ipRestriction: 'none', addresses: ['10.0.0.1'] })).toMatchObject({ ok: true, body: { comments: 'CRM', ipRestriction: 'none', allowedAddresses: [] } });
    expect(checkDraft({ comments: '', ipRestriction: 'selection', addresses: [' 203.0.113.0/24 ', '', '2001:DB8::1'] })).toMatchObject({
      ok: true,
      body: { ipRestriction: 'selection', allowedAddresses: ['203.0.113.0/24', '2001:db8::1'] },
      rows: [0, 2],
    });
  });

  it('puts an entry’s error under the row typed, blank rows skipped, with the server’s rules', () => {
    const checked = checkDraft({ comments: '', ipRestriction: 'selection', addresses: ['192.0.2.7', '', '10.1.2.3/8', '10.1'] });
    expect(checked).toEqual({ ok: false, errors: { 'address.2': 'apiAccess:error.rangeNotNetwork', 'address.3': 'apiAccess:error.addressInvalid' } });
  });

  it('asks for an address when a selection has none, and for shorter comments', () => {
    expect(checkDraft({ comments: 'x'.repeat(1001), ipRestriction: 'selection', addresses: ['', ' '] })).toEqual({
      ok: false,
      errors: { comments: 'apiAccess:error.commentsTooLong', allowedAddresses: 'apiAccess:error.addressesRequired' },
    });
  });

  it('maps the server’s field errors to the rows they came from', () => {
    expect(draftErrors({ 'allowedAddresses.1': 'apiAccess:error.addressInvalid', '': 'apiAccess:error.tooManyWebhooks' }, [0, 3], true)).toEqual({
      'address.3': 'apiAccess:error.addressInvalid',
      '': 'apiAccess:error.tooManyWebhooks',
    });
  });

  it('starts a new account with any address and one empty row', () => {
    expect(draftOf(null)).toEqual({ comments: '', ipRestriction: 'none', addresses: [''] });
  });
});
