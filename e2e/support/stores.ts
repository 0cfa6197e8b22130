import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { PASSWORD } from './accounts';
import { chooseFromDropdown } from './menus';

/** Writes a PNG (a two-colour picture, so the crop is visible) and returns its path. */
export async function writeTestPng(width = 1200, height = 900): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'stores-e2e-'));
  const file = path.join(dir, 'cabin.png');
  const stripe = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      `<rect width="100%" height="100%" fill="#2f7d6b"/>` +
      `<rect y="${height / 2}" width="100%" height="${height / 2}" fill="#f2c14e"/></svg>`,
  );
  await sharp(stripe).png().toFile(file);
  return file;
}

/** Signs in through the API: the page's browser context gets the session cookie. */
export async function signInViaApi(page: Page, email: string) {
  const response = await page.request.post('/api/jwt/login/', {
    data: { email, password: PASSWORD },
  });
  if (!response.ok()) throw new Error(`login failed: ${await response.text()}`);
  return (await response.json()) as { owner_id: string };
}

export interface StoreFields {
  storeName: string;
  city?: string;
  state?: string;
  postalCode?: string;
}

/** Creates a store for the signed-in owner through the API; answers its id. */
export async function createStoreViaApi(page: Page, ownerId: string, fields: StoreFields) {
  const response = await page.request.post('/api/services/store/create/', {
    data: {
      ownerId,
      isActive: true,
      country: 'US',
      state: fields.state ?? 'CO',
      city: fields.city ?? 'Denver',
      street1: '1 Lake Road',
      street2: '',
      postalCode: fields.postalCode ?? '80202',
      image: null,
      description: 'A cosy cabin by the lake. Guide: https://example.com/guide',
      storeName: fields.storeName,
    },
  });
  if (response.status() !== 201) throw new Error(`store create failed: ${await response.text()}`);
  return ((await response.json()) as { id: string }).id;
}

/** Picks an option of an antd Select by typing part of its label. */
export async function chooseOption(page: Page, label: string, search: string, option: string) {
  const combobox = page.getByRole('combobox', { name: label });
  await combobox.click();
  await combobox.fill(search);
  await page.getByTitle(option, { exact: true }).last().click();
}

/** Opens the more menu of a store row and picks an action. */
export async function openStoreAction(page: Page, storeName: string, action: string) {
  const trigger = page.getByRole('button', { name: `More actions for ${storeName}`, exact: true });
  await chooseFromDropdown(page, trigger, action);
}
