import type { TSignage } from '@stayfront/core/contract';

/** One design of a store's signage (spec section 3: preview, imageId, label). */
export type Signage = TSignage;
