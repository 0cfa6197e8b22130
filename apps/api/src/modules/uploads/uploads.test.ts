import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeS3 } from '../../testing/fake-s3';
import { signedInOwner } from '../../testing/factories';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

function multipart(bytes: Buffer, filename: string, contentType: string, field = 'file') {
  const boundary = '----stayfront-test-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

async function upload(
  client: TestClient,
  bytes: Buffer,
  filename = 'photo.png',
  type = 'image/png',
  field = 'file',
) {
  const { payload, contentType } = multipart(bytes, filename, type, field);
  return client.request('POST', '/api/services/upload/image/', payload, {
    headers: { 'content-type': contentType },
  });
}

const png = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: '#0E7C66' } })
    .png()
    .toBuffer();

describe('POST /api/services/upload/image/', () => {
  it('re-encodes a PNG and serves it with a long cache header', async () => {
    const { client } = await signedInOwner(t);
    const response = await upload(client, await png());
    expect(response.statusCode).toBe(201);
    const { url } = response.json();
    expect(url).toMatch(/^\/uploads\/[\w-]+\.png$/);
    const served = await t.client().get(url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await sharp(served.rawPayload).metadata()).format).toBe('png');
  });

  it('drops metadata and shrinks large JPEGs', async () => {
    const { client } = await signedInOwner(t);
    const jpeg = await sharp({
      create: { width: 3000, height: 1000, channels: 3, background: '#ccc' },
    })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'secret-gps-owner' } } })
      .toBuffer();
    expect(jpeg.includes('secret-gps-owner')).toBe(true);
    const response = await upload(client, jpeg, 'big.jpg', 'image/jpeg');
    expect(response.statusCode).toBe(201);
    const served = await t.client().get(response.json().url);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 2000, height: 667 });
    expect(meta.exif).toBeUndefined();
    expect(served.rawPayload.includes('secret-gps-owner')).toBe(false);
  });

  it('judges the content, not the name', async () => {
    const { client } = await signedInOwner(t);
    const fake = await upload(
      client,
      Buffer.from('<svg onload="alert(1)"></svg>'),
      'cat.png',
      'image/png',
    );
    expect(fake.statusCode).toBe(400);
    expect(fake.json()).toEqual({ file: ['You can only upload JPG/PNG file!'] });
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    expect((await upload(client, gif, 'anim.png', 'image/png')).json()).toEqual({
      file: ['You can only upload JPG/PNG file!'],
    });
  });

  it('refuses 7 MB and more', async () => {
    const { client } = await signedInOwner(t);
    const big = Buffer.concat([await png(), Buffer.alloc(7 * 1024 * 1024)]);
    const response = await upload(client, big);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ file: ['Image must be smaller than 7MB!'] });
  });

  it('needs a session and a file in the "file" field', async () => {
    expect((await upload(t.client(), await png())).statusCode).toBe(401);
    const { client } = await signedInOwner(t);
    expect((await upload(client, await png(), 'a.png', 'image/png', 'other')).json()).toEqual({
      file: ['Choose an image to upload.'],
    });
    const json = await client.post('/api/services/upload/image/', { file: 'x' });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toEqual({ file: ['Choose an image to upload.'] });
  });
});

describe('with S3-compatible storage configured', () => {
  it('puts the image in the bucket with a signed request and answers its public URL', async () => {
    const s3 = await startFakeS3();
    const withS3 = await createTestApp({
      env: {
        S3_ENDPOINT: s3.url,
        S3_BUCKET: 'stayfront-uploads',
        S3_ACCESS_KEY_ID: 'AKIATEST',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_PUBLIC_URL: 'https://cdn.example.com',
      },
    });
    try {
      const { client } = await signedInOwner(withS3);
      const response = await upload(client, await png());
      expect(response.statusCode).toBe(201);
      const { url } = response.json();
      expect(url).toMatch(/^https:\/\/cdn\.example\.com\/images\/[\w-]+\.png$/);
      const key = `/stayfront-uploads/${url.replace('https://cdn.example.com/', '')}`;
      const stored = s3.objects.get(key);
      expect(stored).toBeDefined();
      expect(stored!.headers['content-type']).toBe('image/png');
      expect((await sharp(stored!.body).metadata()).format).toBe('png');
    } finally {
      await withS3.close();
      await s3.close();
    }
  });
});
