/** One design of a store's signage (spec section 3: preview, imageId, label). */
export interface Signage {
  /** A small PNG of the sign, as a data URL. */
  preview: string;
  imageId: number;
  label: string;
}
