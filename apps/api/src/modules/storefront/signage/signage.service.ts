import {
  findSignageDesign,
  SIGNAGE_DESIGNS,
  signageFileName,
  type SignageDesign,
} from '@stayfront/core';
import { AppError, notFound } from '../../../errors';
import { readStoredImage } from '../../../lib/image-storage';
import { loadSharp } from '../../../lib/load-sharp';
import { renderEmail } from '../../../lib/mailer/templates';
import type { AuthContext } from '../../../plugins/session';
import {
  loadOwnerStore,
  shareLink,
  type StoreWithEnterprise,
} from '../../catalogue/stores/stores.service';
import { renderSignagePng, type SignageContent } from './signage-render';
import type { StorefrontDeps } from '../deps';

type Deps = Pick<StorefrontDeps, 'config' | 'db' | 'log' | 'mailer'>;

type HostAuth = AuthContext & { ownerId: string };

const PREVIEW_WIDTH = 480;
const LOGO_EDGE = 600;

/** An enterprise store's company logo when branding is on, else the store's own image. */
async function loadLogo(deps: Deps, row: StoreWithEnterprise) {
  const url =
    row.enterprise?.isEnabled && row.enterprise.image ? row.enterprise.image : row.store.image;
  if (!url) return null;
  const bytes = await readStoredImage(deps.config, url);
  if (!bytes) return null;
  const sharp = await loadSharp();
  try {
    return await sharp(bytes)
      .resize({ width: LOGO_EDGE, height: LOGO_EDGE, fit: 'cover' })
      .png()
      .toBuffer();
  } catch (error) {
    // A stored image sharp cannot read is not worth failing a sign for: the brand mark stands in.
    deps.log.warn({ err: error, url }, 'store logo could not be read for signage');
    return null;
  }
}

async function loadContent(deps: Deps, auth: HostAuth, storeId: string): Promise<SignageContent> {
  const row = await loadOwnerStore(deps.db, auth, storeId);
  return {
    storeName: row.store.storeName,
    link: shareLink(deps.config.PUBLIC_URL, row),
    brandName: deps.config.BRAND_NAME,
    logoPng: await loadLogo(deps, row),
  };
}

function findDesign(imageId: string): SignageDesign {
  const design = findSignageDesign(imageId);
  if (!design) throw notFound();
  return design;
}

export async function listSignages(deps: Deps, auth: HostAuth, storeId: string) {
  const content = await loadContent(deps, auth, storeId);
  return Promise.all(
    SIGNAGE_DESIGNS.map(async (design) => {
      const png = await renderSignagePng(design, content, PREVIEW_WIDTH);
      return {
        preview: `data:image/png;base64,${png.toString('base64')}`,
        imageId: design.imageId,
        label: design.label,
      };
    }),
  );
}

/** One design of a store, rendered at full size. */
export async function renderSignage(deps: Deps, auth: HostAuth, storeId: string, imageId: string) {
  const design = findDesign(imageId);
  const content = await loadContent(deps, auth, storeId);
  return { design, content, png: await renderSignagePng(design, content) };
}

/** Sends the full-size sign to the signed-in host, attached as Signage{n}.png. */
export async function emailSignage(deps: Deps, auth: HostAuth, storeId: string, imageId: string) {
  const { design, content, png } = await renderSignage(deps, auth, storeId, imageId);
  const { config } = deps;
  const email = renderEmail(
    { brandName: config.BRAND_NAME, supportEmail: config.SUPPORT_EMAIL },
    {
      subject: `Your sign for ${content.storeName}: ${design.label}`,
      heading: `Your ${design.label.toLowerCase()} is attached`,
      paragraphs: [
        `Print the attached file at 100% scale (it is made for ${design.paper === 'A4' ? 'A4' : 'Letter'} paper at 300 dpi).`,
        `Its QR code opens your store: ${content.link}`,
      ],
    },
  );
  const to = auth.user.email;
  try {
    await deps.mailer.send({
      to,
      ...email,
      attachments: [
        { filename: signageFileName(design.imageId), content: png, contentType: 'image/png' },
      ],
    });
  } catch (error) {
    deps.log.error({ err: error }, 'signage e-mail could not be sent');
    throw new AppError(
      'SERVICE_UNAVAILABLE',
      'The e-mail could not be sent. Please try again later.',
    );
  }
  return { email: to };
}
