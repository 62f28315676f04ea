import { describe, expect, it } from 'vitest';
import { ApiError, OfflineError } from '../api-client/api-error';
import { isChunkLoadError, isConnectivityError } from './connectivity-error';

describe('which route errors mean "needs a connection"', () => {
  it('recognises dynamic import failures of Chromium, Firefox, Safari and Vite', () => {
    for (const message of [
      'Failed to fetch dynamically imported module: http://localhost/assets/airports-AbCd1234.js',
      'error loading dynamically imported module: http://localhost/assets/why-x.js',
      'Importing a module script failed.',
      'Unable to preload CSS for /assets/listing-AbCd1234.css',
    ]) {
      expect(isChunkLoadError(new TypeError(message)), message).toBe(true);
      expect(isConnectivityError(new TypeError(message), true), message).toBe(true);
    }
  });

  it('treats the api client offline error and network-level fetch failures as connectivity', () => {
    expect(isConnectivityError(new OfflineError(), true)).toBe(true);
    expect(isConnectivityError(new TypeError('Failed to fetch'), true)).toBe(true);
    expect(isConnectivityError(new Error('wrapped', { cause: new OfflineError() }), true)).toBe(true);
  });

  it('keeps real bugs and server answers out while online', () => {
    expect(isConnectivityError(new TypeError("Cannot read properties of undefined (reading 'title')"), true)).toBe(false);
    expect(isConnectivityError(new ApiError(500, { code: 'internal_error', message: 'boom' }), true)).toBe(false);
    expect(isConnectivityError('a string', true)).toBe(false);
    expect(isChunkLoadError(new Error('Failed to fetch'))).toBe(false);
  });

  it('reads any failure while the browser is offline as needing a connection', () => {
    expect(isConnectivityError(new Error('anything'), false)).toBe(true);
  });
});
