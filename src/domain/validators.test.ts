import { describe, it, expect } from 'vitest';
import {
  isColour,
  isDate,
  isEmail,
  isHttpUrl,
  isIpAddress,
  isTime,
  nonEmpty,
  validateColour,
  validateDate,
  validateEmail,
  validateExactLength,
  validateIpAddress,
  validateMaxLength,
  validateNonEmptyArray,
  validateNumberBetween,
  validatePositiveNumber,
  validateTime,
  validateUrl,
} from './validators';

describe('nonEmpty', () => {
  it.each(['a', ' a ', '0'])('accepts %j', (v) => expect(nonEmpty(v)).toBeNull());
  it.each(['', '   ', '\t\n', null, undefined])('refuses %j', (v) => expect(nonEmpty(v)).toBe('required'));
});

describe('e-mail', () => {
  it.each([
    'jan@example.com',
    'Jan.de.Vries@example.co.uk',
    'first+tag@sub.example.org',
    "o'brien@example.ie",
    'a@b.co',
    '  jan@example.com  ',
    'user@xn--bcher-kva.example',
  ])('accepts %j', (v) => {
    expect(isEmail(v)).toBe(true);
    expect(validateEmail(v)).toBeNull();
  });

  it.each([
    'jan',
    'jan@',
    '@example.com',
    'jan@example',
    'jan@@example.com',
    'jan @example.com',
    'jan@exa mple.com',
    'jan@-example.com',
    'jan@example-.com',
    'jan@example..com',
    'jan@.example.com',
    'jan@example.com.',
  ])('refuses %j', (v) => {
    expect(isEmail(v)).toBe(false);
    expect(validateEmail(v)).toBe('email');
  });

  it('refuses addresses longer than 254 characters', () => {
    const at254 = `${'a'.repeat(64)}@${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.com`;
    expect(at254.length).toBeLessThanOrEqual(254);
    expect(isEmail(at254)).toBe(true);
    const long = `${'a'.repeat(64)}@${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.${'e'.repeat(10)}.com`;
    expect(long.length).toBeGreaterThan(254);
    expect(isEmail(long)).toBe(false);
  });

  it('measures the length after trimming', () => {
    const email = `${'a'.repeat(64)}@${'b'.repeat(61)}.${'c'.repeat(61)}.${'d'.repeat(61)}.com`;
    expect(email.length).toBe(254);
    expect(isEmail(email)).toBe(true);
    expect(isEmail(` ${email} `)).toBe(true);
  });

  it('reports a missing value as required', () => {
    expect(validateEmail('')).toBe('required');
    expect(validateEmail('  ')).toBe('required');
  });
});

describe('http(s) URL', () => {
  it.each([
    'http://example.com',
    'https://example.com',
    'https://example.com/path?q=1#top',
    'HTTPS://EXAMPLE.COM',
    'https://sub.example.co.uk:8443/a',
    'http://localhost:3000',
    'http://192.168.0.1/',
    ' https://example.com ',
  ])('accepts %j', (v) => {
    expect(isHttpUrl(v)).toBe(true);
    expect(validateUrl(v)).toBeNull();
  });

  it.each([
    'ftp://example.com',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'mailto:jan@example.com',
    'file:///etc/passwd',
    'data:text/html,hi',
    'example.com',
    'www.example.com',
    'http://',
    'https://',
    '//example.com',
    'not a url',
  ])('refuses %j', (v) => {
    expect(isHttpUrl(v)).toBe(false);
    expect(validateUrl(v)).toBe('url');
  });

  it('reports a missing value as required', () => {
    expect(validateUrl('')).toBe('required');
  });
});

describe('IP address', () => {
  it.each([
    '0.0.0.0',
    '1.2.3.4',
    '127.0.0.1',
    '192.168.0.1',
    '255.255.255.255',
    '10.0.0.10',
    ' 8.8.8.8 ',
  ])('accepts the IPv4 address %j', (v) => {
    expect(isIpAddress(v)).toBe(true);
    expect(validateIpAddress(v)).toBeNull();
  });

  it.each([
    '::1',
    '::',
    '2001:db8::1',
    '2001:DB8::1',
    '2001:0db8:0000:0000:0000:ff00:0042:8329',
    '2001:db8:0:0:0:ff00:42:8329',
    '1:2:3:4:5:6:7:8',
    'fe80::',
    '1::',
    '1:2:3:4:5:6:7::',
    '::2:3:4:5:6:7:8',
    '1::8',
    '::ffff:192.168.0.1',
    '::192.168.0.1',
    '64:ff9b::192.0.2.33',
    '1:2:3:4:5:6:192.168.0.1',
  ])('accepts the IPv6 address %j', (v) => {
    expect(isIpAddress(v)).toBe(true);
    expect(validateIpAddress(v)).toBeNull();
  });

  it.each([
    '256.1.1.1',
    '1.256.1.1',
    '1.2.3',
    '1.2.3.4.5',
    '01.2.3.4',
    '1.2.3.04',
    '1.2.3.-4',
    '1.2.3.',
    '.1.2.3',
    '1..2.3',
    '1.2.3.4/24',
    '1000.1.1.1',
    'a.b.c.d',
  ])('refuses the IPv4-like %j', (v) => {
    expect(isIpAddress(v)).toBe(false);
    expect(validateIpAddress(v)).toBe('ipAddress');
  });

  it.each([
    ':',
    ':::',
    '1:::2',
    '1::2::3',
    ':1::2',
    '1::2:',
    ':1:2:3:4:5:6:7:8',
    '1:2:3:4:5:6:7:8:',
    '1:2:3:4:5:6:7',
    '1:2:3:4:5:6:7:8:9',
    '1:2:3:4:5:6::7:8',
    '12345::1',
    'g::1',
    '2001:db8::1/64',
    'fe80::1%eth0',
    '::ffff:256.1.1.1',
    '::ffff:1.2.3',
    '::1.2.3.4:5',
    '1.2.3.4::',
    '1:2:3:4:5:6:7:1.2.3.4',
    '[::1]',
  ])('refuses the IPv6-like %j', (v) => {
    expect(isIpAddress(v)).toBe(false);
    expect(validateIpAddress(v)).toBe('ipAddress');
  });

  it('reports a missing value as required', () => {
    expect(validateIpAddress('')).toBe('required');
    expect(validateIpAddress('  ')).toBe('required');
  });
});

describe('date', () => {
  it.each(['2024-01-01', '2024-12-31', '2024-02-29', '2000-02-29', '2023-02-28', '2024-04-30', ' 2024-06-15 ', '0001-01-01', '0024-02-29', '9999-12-31'])(
    'accepts %j',
    (v) => {
      expect(isDate(v)).toBe(true);
      expect(validateDate(v)).toBeNull();
    },
  );

  it.each([
    '2023-02-29',
    '1900-02-29',
    '2100-02-29',
    '2024-02-30',
    '2024-02-31',
    '2024-04-31',
    '2024-13-01',
    '2024-00-10',
    '2024-01-00',
    '2024-01-32',
    '2024-1-01',
    '2024-01-1',
    '24-01-01',
    '2024/01/01',
    '01-01-2024',
    '2024-01-01T00:00:00Z',
    'tomorrow',
  ])('refuses %j', (v) => {
    expect(isDate(v)).toBe(false);
    expect(validateDate(v)).toBe('date');
  });

  it('reports a missing value as required', () => {
    expect(validateDate('')).toBe('required');
  });
});

describe('time', () => {
  it.each(['00:00', '09:05', '12:30', '23:59', '23:59:59', '00:00:00', ' 08:15 '])('accepts %j', (v) => {
    expect(isTime(v)).toBe(true);
    expect(validateTime(v)).toBeNull();
  });

  it.each(['24:00', '9:05', '12:60', '12:30:60', '12', '12:3', '12:30:5', '12-30', '12:30 PM', '1230', 'noon'])('refuses %j', (v) => {
    expect(isTime(v)).toBe(false);
    expect(validateTime(v)).toBe('time');
  });

  it('reports a missing value as required', () => {
    expect(validateTime('')).toBe('required');
  });
});

describe('colour', () => {
  it.each(['#fff', '#FFF', '#1f3a5f', '#1F3A5F', '#000000', 'rgb(0,0,0)', 'rgb(255, 255, 255)', 'RGB( 12 , 34 , 56 )', ' #abc '])(
    'accepts %j',
    (v) => {
      expect(isColour(v)).toBe(true);
      expect(validateColour(v)).toBeNull();
    },
  );

  it.each([
    'fff',
    '#ff',
    '#ffff',
    '#fffff',
    '#fffffff',
    '#ggg',
    'rgb(256,0,0)',
    'rgb(0,256,0)',
    'rgb(0,0,999)',
    'rgb(0,0)',
    'rgb(0,0,0,0)',
    'rgba(0,0,0,1)',
    'rgb(-1,0,0)',
    'rgb(1.5,0,0)',
    'red',
  ])('refuses %j', (v) => {
    expect(isColour(v)).toBe(false);
    expect(validateColour(v)).toBe('colour');
  });

  it('reports a missing value as required', () => {
    expect(validateColour('')).toBe('required');
  });
});

describe('validatePositiveNumber', () => {
  it.each([1, 0.001, 42, 1e9])('accepts %d', (v) => expect(validatePositiveNumber(v)).toBeNull());
  it.each([0, -0, -1, -0.5, NaN, Infinity, -Infinity])('refuses %d', (v) =>
    expect(validatePositiveNumber(v)).toBe('numberPositive'),
  );
});

describe('validateNumberBetween', () => {
  it('includes both bounds', () => {
    expect(validateNumberBetween(1, 1, 10)).toBeNull();
    expect(validateNumberBetween(10, 1, 10)).toBeNull();
    expect(validateNumberBetween(5.5, 1, 10)).toBeNull();
    expect(validateNumberBetween(-3, -5, 0)).toBeNull();
  });

  it('refuses values outside the bounds or not finite', () => {
    expect(validateNumberBetween(0.999, 1, 10)).toBe('numberBetween');
    expect(validateNumberBetween(10.001, 1, 10)).toBe('numberBetween');
    expect(validateNumberBetween(NaN, 1, 10)).toBe('numberBetween');
    expect(validateNumberBetween(Infinity, 1, Infinity)).toBe('numberBetween');
  });
});

describe('validateNonEmptyArray', () => {
  it('accepts arrays with items', () => {
    expect(validateNonEmptyArray([1])).toBeNull();
    expect(validateNonEmptyArray(['a', 'b'])).toBeNull();
    expect(validateNonEmptyArray([undefined])).toBeNull();
  });

  it('refuses empty or missing arrays', () => {
    expect(validateNonEmptyArray([])).toBe('arrayEmpty');
    expect(validateNonEmptyArray(null)).toBe('arrayEmpty');
    expect(validateNonEmptyArray(undefined)).toBe('arrayEmpty');
  });
});

describe('validateExactLength', () => {
  it('accepts exactly the length', () => {
    expect(validateExactLength('123456', 6)).toBeNull();
    expect(validateExactLength('', 0)).toBeNull();
  });

  it('refuses shorter and longer values', () => {
    expect(validateExactLength('12345', 6)).toBe('exactLength');
    expect(validateExactLength('1234567', 6)).toBe('exactLength');
    expect(validateExactLength('', 6)).toBe('exactLength');
  });
});

describe('validateMaxLength', () => {
  it('accepts values up to the maximum', () => {
    expect(validateMaxLength('', 3)).toBeNull();
    expect(validateMaxLength('abc', 3)).toBeNull();
  });

  it('refuses longer values', () => {
    expect(validateMaxLength('abcd', 3)).toBe('tooLong');
  });
});
