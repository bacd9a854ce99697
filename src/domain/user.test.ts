import { describe, it, expect } from 'vitest';
import { isInternationalPhone, userFullName, validateVisibility } from './user';

describe('validateVisibility', () => {
  it('allows every combination except contactable without public', () => {
    expect(validateVisibility({ public: true, contactable: true })).toBeNull();
    expect(validateVisibility({ public: true, contactable: false })).toBeNull();
    expect(validateVisibility({ public: false, contactable: false })).toBeNull();
    expect(validateVisibility({ public: false, contactable: true })).toBe('user.contactableNeedsPublic');
  });
});

describe('isInternationalPhone', () => {
  it.each([
    '+31201234567',
    '+31 20 123 4567',
    '+1 (555) 123-4567',
    '+44.20.7946.0958',
    '+4930123456',
    '+1234567',
    '+123456789012345',
  ])('accepts %j', (v) => expect(isInternationalPhone(v)).toBe(true));

  it.each([
    '',
    '0201234567',
    '0031201234567',
    '31201234567',
    '+0201234567',
    '+123456',
    '+1234567890123456',
    '+31 20 ABC 4567',
    '++31201234567',
    '+31201234567 ext 12',
    '+',
  ])('refuses %j', (v) => expect(isInternationalPhone(v)).toBe(false));
});

describe('userFullName', () => {
  it('joins trimmed first and last name', () => {
    expect(userFullName({ firstName: ' Ada ', lastName: ' Lovelace ' })).toBe('Ada Lovelace');
    expect(userFullName({ firstName: 'Ada', lastName: '' })).toBe('Ada');
    expect(userFullName({ firstName: '  ', lastName: 'Lovelace' })).toBe('Lovelace');
    expect(userFullName({ firstName: '', lastName: '' })).toBe('');
  });
});
