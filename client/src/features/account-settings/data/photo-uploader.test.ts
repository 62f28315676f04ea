import { describe, expect, it } from 'vitest';
import { ApiError, OfflineError } from '../../../lib/api-client/api-error';
import { testUser } from '../../../test-support/fixtures';
import { uploadProfilePhoto } from './photo-uploader';

/** A scripted XMLHttpRequest: records what was sent and lets the test drive the events. */
class FakeXhr extends EventTarget {
  upload = new EventTarget();
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  responseText = '';
  aborted = false;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.dispatchEvent(new Event('abort'));
  }
  progress(loaded: number, total: number) {
    const event = Object.assign(new Event('progress'), { loaded, total, lengthComputable: true });
    this.upload.dispatchEvent(event);
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.dispatchEvent(new Event('load'));
  }
}

function setup(token: string | null = 'tok_abcdefghijk') {
  const xhr = new FakeXhr();
  const deps = { getToken: () => token, getLocale: () => 'fr', createXhr: () => xhr as unknown as XMLHttpRequest, isOnline: () => true };
  return { xhr, deps };
}

const file = () => new File([new Uint8Array(1000)], 'me.png', { type: 'image/png' });

describe('uploadProfilePhoto', () => {
  it('posts the file as multipart field "photo" with bearer and X-Locale, reports progress, resolves the user', async () => {
    const { xhr, deps } = setup();
    const seen: [number, number][] = [];
    const promise = uploadProfilePhoto(deps, file(), { onProgress: (l, t) => seen.push([l, t]) });
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/upload/user/images');
    expect(xhr.headers.Authorization).toBe('Bearer tok_abcdefghijk');
    expect(xhr.headers['X-Locale']).toBe('fr');
    expect(xhr.headers['Content-Type']).toBeUndefined();
    expect((xhr.body as FormData).get('photo')).toBeInstanceOf(File);
    xhr.progress(250, 1000);
    xhr.progress(1000, 1000);
    const user = testUser({ photo: '/files/photos/new.webp' });
    xhr.respond(200, { user });
    await expect(promise).resolves.toEqual(user);
    expect(seen).toEqual([
      [250, 1000],
      [1000, 1000],
    ]);
  });

  it('rejects 413 and 415 with the server message', async () => {
    for (const [status, code] of [
      [413, 'payload_too_large'],
      [415, 'unsupported_media_type'],
    ] as const) {
      const { xhr, deps } = setup();
      const promise = uploadProfilePhoto(deps, file());
      xhr.respond(status, { code, message: `server says ${code}` });
      const error = await promise.catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ status, code, message: `server says ${code}` });
    }
  });

  it('gives a usable error when a proxy answers with HTML', async () => {
    const { xhr, deps } = setup();
    const promise = uploadProfilePhoto(deps, file());
    xhr.respond(413, '<html>Request Entity Too Large</html>');
    await expect(promise).rejects.toMatchObject({ status: 413, code: 'unknown' });
  });

  it('is offline on a network error or when the browser is offline', async () => {
    const { xhr, deps } = setup();
    const promise = uploadProfilePhoto(deps, file());
    xhr.dispatchEvent(new Event('error'));
    await expect(promise).rejects.toBeInstanceOf(OfflineError);
    await expect(uploadProfilePhoto({ ...deps, isOnline: () => false }, file())).rejects.toBeInstanceOf(OfflineError);
  });

  it('aborts with the signal', async () => {
    const { xhr, deps } = setup();
    const controller = new AbortController();
    const promise = uploadProfilePhoto(deps, file(), { signal: controller.signal });
    controller.abort();
    await expect(promise).rejects.toMatchObject({ name: 'AbortError' });
    expect(xhr.aborted).toBe(true);
  });
});
