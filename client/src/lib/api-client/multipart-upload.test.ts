import { uploadImagesOutputSchema, uploadPdfOutputSchema } from '@crashpad/sync';
import { describe, expect, it } from 'vitest';
import { ApiError, OfflineError } from './api-error';
import { uploadFiles, uploadPercent } from './multipart-upload';

/** A scripted XMLHttpRequest: records what was sent and lets the test drive the events. */
class FakeXhr extends EventTarget {
  upload = new EventTarget();
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.dispatchEvent(new Event('abort'));
  }
  progress(loaded: number, total: number) {
    this.upload.dispatchEvent(Object.assign(new Event('progress'), { loaded, total, lengthComputable: true }));
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.dispatchEvent(new Event('load'));
  }
}

const setup = () => {
  const xhr = new FakeXhr();
  return { xhr, deps: { getToken: () => 'tok_123', getLocale: () => 'de', createXhr: () => xhr as unknown as XMLHttpRequest, isOnline: () => true } };
};
const png = (name: string) => new File([new Uint8Array(100)], name, { type: 'image/png' });
const URL_A = '/files/listings/01J0000000000000000000000A.webp';

describe('uploadFiles', () => {
  it('posts every file under the field with bearer and X-Locale, reports progress and validates the answer', async () => {
    const { xhr, deps } = setup();
    const seen: number[] = [];
    const promise = uploadFiles(deps, '/upload/images', 'image[]', [png('a.png'), png('b.png')], uploadImagesOutputSchema, { onProgress: (l, t) => seen.push(uploadPercent(l, t)) });
    expect(xhr.url).toBe('/api/upload/images');
    expect(xhr.headers).toMatchObject({ Authorization: 'Bearer tok_123', 'X-Locale': 'de' });
    expect(xhr.body?.getAll('image[]').map((f) => (f as File).name)).toEqual(['a.png', 'b.png']);
    xhr.progress(50, 200);
    xhr.progress(200, 200);
    xhr.respond(200, { urls: [URL_A] });
    await expect(promise).resolves.toEqual({ urls: [URL_A] });
    expect(seen).toEqual([25, 100]);
  });

  it('rejects refusals with the server message and unexpected answers as internal errors', async () => {
    const first = setup();
    const refused = uploadFiles(first.deps, '/upload/pdf', 'files', [png('x.png')], uploadPdfOutputSchema);
    first.xhr.respond(415, { code: 'unsupported_media_type', message: 'Bitte nur PDF-Dokumente hochladen.' });
    await expect(refused).rejects.toMatchObject({ status: 415, message: 'Bitte nur PDF-Dokumente hochladen.' });
    const second = setup();
    const odd = uploadFiles(second.deps, '/upload/pdf', 'files', [png('x.png')], uploadPdfOutputSchema);
    second.xhr.respond(200, { files: [{ name: 'x', url: 'https://elsewhere.example/x.pdf' }] });
    await expect(odd).rejects.toBeInstanceOf(ApiError);
  });

  it('is offline on a network error or when the browser is offline, and aborts with the signal', async () => {
    const { xhr, deps } = setup();
    const failed = uploadFiles(deps, '/upload/images', 'image[]', [png('a.png')], uploadImagesOutputSchema);
    xhr.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toBeInstanceOf(OfflineError);
    await expect(uploadFiles({ ...deps, isOnline: () => false }, '/upload/images', 'image[]', [], uploadImagesOutputSchema)).rejects.toBeInstanceOf(OfflineError);
    const controller = new AbortController();
    const again = setup();
    const aborted = uploadFiles(again.deps, '/upload/images', 'image[]', [png('a.png')], uploadImagesOutputSchema, { signal: controller.signal });
    controller.abort();
    await expect(aborted).rejects.toMatchObject({ name: 'AbortError' });
  });
});
