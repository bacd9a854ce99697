import { describe, it, expect } from 'vitest';
import { LICENCE_TYPES, canActivateLicence, isUnlimited, licencesFree } from './licence';

describe('LICENCE_TYPES', () => {
  it('lists the licence types', () => {
    expect([...LICENCE_TYPES]).toEqual(['barcodescanner', 'checkin', 'rfidreader', 'scan', 'scanapp', 'touchpoint']);
  });
});

describe('unlimited licences', () => {
  const unlimited = { total: null, used: 42 };

  it('are recognised', () => {
    expect(isUnlimited(unlimited)).toBe(true);
    expect(isUnlimited({ total: null, used: 0 })).toBe(true);
  });

  it('have no free count and can always be activated', () => {
    expect(licencesFree(unlimited)).toBeNull();
    expect(canActivateLicence(unlimited)).toBe(true);
  });
});

describe('limited licences', () => {
  it('are not unlimited, even with a total of 0', () => {
    expect(isUnlimited({ total: 10, used: 0 })).toBe(false);
    expect(isUnlimited({ total: 0, used: 0 })).toBe(false);
  });

  it('count the free activations', () => {
    expect(licencesFree({ total: 10, used: 0 })).toBe(10);
    expect(licencesFree({ total: 10, used: 3 })).toBe(7);
    expect(licencesFree({ total: 10, used: 10 })).toBe(0);
    expect(licencesFree({ total: 0, used: 0 })).toBe(0);
  });

  it('never count fewer than zero free', () => {
    expect(licencesFree({ total: 5, used: 8 })).toBe(0);
  });

  it('can be activated while some are free', () => {
    expect(canActivateLicence({ total: 10, used: 0 })).toBe(true);
    expect(canActivateLicence({ total: 10, used: 9 })).toBe(true);
  });

  it('cannot be activated when all are used', () => {
    expect(canActivateLicence({ total: 10, used: 10 })).toBe(false);
    expect(canActivateLicence({ total: 5, used: 8 })).toBe(false);
    expect(canActivateLicence({ total: 0, used: 0 })).toBe(false);
  });
});
