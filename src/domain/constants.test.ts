import { describe, it, expect } from 'vitest';
import {
  APP_ID,
  MANDATORY_UPDATE_RELOAD_DELAY_MS,
  NOTIFICATION_PATH,
  OFFLINE_NOTICE_TIMEOUT_MS,
  PAGE_META_DEBOUNCE_MS,
  PRODUCT_NAME,
  REQUEST_RETRY,
  REQUEST_TIMEOUT_MS,
  SCROLL_RESTORATION_RESET_MS,
  SERVICE_WORKER_PATH,
  SOCKET_RECONNECT,
  pageTitle,
  socketReconnectDelay,
} from './constants';

describe('constants', () => {
  it('match the spec', () => {
    expect(PRODUCT_NAME).toBe('Leadstand');
    expect(APP_ID).toBe('leadstand');
    expect(NOTIFICATION_PATH).toBe('/notification');
    expect(SERVICE_WORKER_PATH).toBe('/service-worker.js');
    expect(REQUEST_RETRY).toEqual({ tries: 3, delayMs: 500 });
    expect(REQUEST_TIMEOUT_MS).toBeGreaterThan(0);
    expect(MANDATORY_UPDATE_RELOAD_DELAY_MS).toBe(1500);
    expect(OFFLINE_NOTICE_TIMEOUT_MS).toBe(5000);
    expect(PAGE_META_DEBOUNCE_MS).toBe(50);
    expect(SCROLL_RESTORATION_RESET_MS).toBe(500);
    expect(SOCKET_RECONNECT).toEqual({ firstAttempt: 1, lastAttempt: 11, baseDelayMs: 5000 });
  });
});

describe('socketReconnectDelay', () => {
  it('is attempt squared times 5000 ms for attempts 1 to 11', () => {
    for (let attempt = 1; attempt <= 11; attempt++) {
      expect(socketReconnectDelay(attempt)).toBe(attempt ** 2 * 5000);
    }
    expect(socketReconnectDelay(1)).toBe(5_000);
    expect(socketReconnectDelay(2)).toBe(20_000);
    expect(socketReconnectDelay(11)).toBe(605_000);
  });

  it.each([0, -1, 12, 100, 1.5, 10.9, NaN, Infinity, -Infinity])('gives null for attempt %d', (attempt) => {
    expect(socketReconnectDelay(attempt)).toBeNull();
  });
});

describe('pageTitle', () => {
  it('is the environment name plus Leadstand', () => {
    expect(pageTitle('Demo Expo')).toBe('Demo Expo Leadstand');
    expect(pageTitle('  Test  ')).toBe('Test Leadstand');
  });

  it('is just Leadstand without an environment name', () => {
    expect(pageTitle(null)).toBe('Leadstand');
    expect(pageTitle(undefined)).toBe('Leadstand');
    expect(pageTitle('')).toBe('Leadstand');
    expect(pageTitle('   ')).toBe('Leadstand');
  });

  it('puts a page name in front', () => {
    expect(pageTitle('Demo Expo', 'Connections')).toBe('Connections · Demo Expo Leadstand');
    expect(pageTitle(null, 'Login')).toBe('Login · Leadstand');
    expect(pageTitle('Demo Expo', '')).toBe('Demo Expo Leadstand');
  });
});
