import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import { ImageUpload } from './image-upload';
import { checkImageFile, uploadImage } from './upload-image';

// The real cropper is loaded here (lazily): give a busy machine time.
configure({ asyncUtilTimeout: 5000 });

function fileOf(type: string, size = 1024, name = 'photo') {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

describe('checkImageFile', () => {
  it('accepts JPG and PNG under 7 MB only', () => {
    expect(checkImageFile(fileOf('image/png'))).toBeNull();
    expect(checkImageFile(fileOf('image/jpeg', 7 * 1024 * 1024 - 1))).toBeNull();
    expect(checkImageFile(fileOf('image/gif'))).toBe('You can only upload JPG/PNG file!');
    expect(checkImageFile(fileOf('image/png', 7 * 1024 * 1024))).toBe(
      'Image must be smaller than 7MB!',
    );
  });
});

describe('ImageUpload', { timeout: 30_000 }, () => {
  it('previews the current image with Replace and Remove', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(
      <ImageUpload value="/uploads/a.png" onChange={onChange} label="Photo or logo" />,
    );
    expect(
      await screen.findByRole('img', { name: 'Photo or logo: current image' }),
    ).toHaveAttribute('src', '/uploads/a.png');
    // The cropper loads lazily.
    expect(
      await screen.findByRole('button', { name: 'Replace photo or logo' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove photo or logo' }));
    expect(onChange).toHaveBeenCalledWith(null);
  });

  it('refuses other file types and large files before cropping', async () => {
    renderWithProviders(<ImageUpload label="Photo or logo" />);
    expect(
      await screen.findByRole('button', { name: /Upload photo or logo/ }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    // The upload re-creates its input after each pick.
    const input = () => document.querySelector<HTMLInputElement>('input[type=file]')!;
    expect(input()).toHaveAttribute('accept', 'image/jpeg,image/png');

    fireEvent.change(input(), { target: { files: [fileOf('image/gif')] } });
    expect(await screen.findByText('You can only upload JPG/PNG file!')).toBeInTheDocument();
    fireEvent.change(input(), { target: { files: [fileOf('image/png', 8 * 1024 * 1024)] } });
    expect(await screen.findByText('Image must be smaller than 7MB!')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('lets Apply crop only once the picture is shown in the cropper', async () => {
    renderWithProviders(<ImageUpload label="Photo or logo" />);
    expect(
      await screen.findByRole('button', { name: /Upload photo or logo/ }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    const input = document.querySelector<HTMLInputElement>('input[type=file]')!;
    fireEvent.change(input, { target: { files: [fileOf('image/png')] } });

    const crop = await screen.findByRole('dialog', { name: 'Crop image' });
    const apply = within(crop).getByRole('button', { name: 'Apply' });
    expect(apply).toBeDisabled();
    fireEvent.load(crop.querySelector('img.img-crop-media')!);
    await waitFor(() => expect(apply).toBeEnabled());
  });
});

class FakeXhr {
  static last: FakeXhr | null = null;
  status = 0;
  responseText = '';
  responseType = '';
  withCredentials = false;
  method = '';
  url = '';
  body: FormData | null = null;
  private listeners: Record<string, (() => void)[]> = {};
  upload = {
    listeners: [] as ((event: ProgressEvent) => void)[],
    addEventListener(_: string, listener: (event: ProgressEvent) => void) {
      this.listeners.push(listener);
    },
  };
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader() {}
  addEventListener(type: string, listener: () => void) {
    (this.listeners[type] ??= []).push(listener);
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.listeners.abort?.forEach((listener) => listener());
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.listeners.load?.forEach((listener) => listener());
  }
}

describe('uploadImage', () => {
  const RealXhr = globalThis.XMLHttpRequest;
  beforeEach(() => {
    globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  });
  afterEach(() => {
    globalThis.XMLHttpRequest = RealXhr;
  });

  it('sends the file with the session cookie and reports progress', async () => {
    const progress = vi.fn();
    const { promise } = uploadImage(fileOf('image/png'), progress);
    const xhr = FakeXhr.last!;
    expect(xhr).toMatchObject({
      method: 'POST',
      url: '/api/services/upload/image/',
      withCredentials: true,
    });
    expect(xhr.body?.get('file')).toBeInstanceOf(File);
    xhr.upload.listeners[0]!({ lengthComputable: true, loaded: 50, total: 100 } as ProgressEvent);
    expect(progress).toHaveBeenLastCalledWith(50);
    xhr.respond(201, { url: '/uploads/new.png' });
    await expect(promise).resolves.toBe('/uploads/new.png');
    expect(progress).toHaveBeenLastCalledWith(100);
  });

  it('rejects with the server message', async () => {
    const { promise } = uploadImage(fileOf('image/png'));
    FakeXhr.last!.respond(400, { file: ['You can only upload JPG/PNG file!'] });
    await expect(promise).rejects.toThrow('You can only upload JPG/PNG file!');
  });

  it('can be aborted', async () => {
    const { promise, abort } = uploadImage(fileOf('image/png'));
    abort();
    await expect(promise).rejects.toThrow('Aborted');
  });
});
