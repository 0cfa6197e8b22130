/** Paper sizes signs print on, in millimetres. */
export const SIGNAGE_PAPERS = {
  LETTER: { label: 'Letter', widthMm: 215.9, heightMm: 279.4 },
  A4: { label: 'A4', widthMm: 210, heightMm: 297 },
} as const;
export type TSignagePaper = keyof typeof SIGNAGE_PAPERS;

/** Print resolution of the rendered PNG. */
export const SIGNAGE_DPI = 300;

export type TSignageLayout = 'welcome-sign' | 'table-tent' | 'door-hanger' | 'small-labels';

export interface SignageDesign {
  /** The id in `/services/store/{storeId}/signage/{imageId}/`; also the n of `Signage{n}.png`. */
  imageId: number;
  label: string;
  layout: TSignageLayout;
  paper: TSignagePaper;
  orientation: 'portrait' | 'landscape';
}

export const SIGNAGE_DESIGNS: readonly SignageDesign[] = [
  {
    imageId: 1,
    label: 'Welcome sign (Letter)',
    layout: 'welcome-sign',
    paper: 'LETTER',
    orientation: 'portrait',
  },
  {
    imageId: 2,
    label: 'Welcome sign (A4)',
    layout: 'welcome-sign',
    paper: 'A4',
    orientation: 'portrait',
  },
  {
    imageId: 3,
    label: 'Table tent (Letter, fold in half)',
    layout: 'table-tent',
    paper: 'LETTER',
    orientation: 'landscape',
  },
  {
    imageId: 4,
    label: 'Door hanger (A4, cut along the line)',
    layout: 'door-hanger',
    paper: 'A4',
    orientation: 'portrait',
  },
  {
    imageId: 5,
    label: 'Small labels (Letter, 6 per sheet)',
    layout: 'small-labels',
    paper: 'LETTER',
    orientation: 'portrait',
  },
];

export function findSignageDesign(imageId: number | string): SignageDesign | undefined {
  return SIGNAGE_DESIGNS.find((design) => String(design.imageId) === String(imageId));
}

/** Pixel size of a design's page at print resolution. */
export function signagePixelSize(design: Pick<SignageDesign, 'paper' | 'orientation'>) {
  const paper = SIGNAGE_PAPERS[design.paper];
  const toPx = (mm: number) => Math.round((mm / 25.4) * SIGNAGE_DPI);
  const [short, long] = [toPx(paper.widthMm), toPx(paper.heightMm)];
  return design.orientation === 'portrait'
    ? { width: short, height: long }
    : { width: long, height: short };
}

/** The spec's download name: Signage{n}.png. */
export const signageFileName = (imageId: number) => `Signage${imageId}.png`;

export type TSignageAction = 'download' | 'print' | 'send email';

export const signageMessages = {
  noStore: 'You have no Store for signages.',
  shareNote:
    'Print a sign for your property, or share your store link with guests in your booking messages.',
  failed: (action: TSignageAction) =>
    `Something went wrong while trying to ${action} the signage! Please try again later.`,
  emailed: (email: string) => `The signage was sent to ${email}.`,
} as const;
