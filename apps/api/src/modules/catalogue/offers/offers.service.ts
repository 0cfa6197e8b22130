import type { TOffer } from '@stayfront/core';
import type { Db } from '../../../db/client';
import { notFound } from '../../../errors';
import {
  deleteOffer,
  insertOffer,
  listOffers,
  updateOffer,
  type OfferRow,
} from './offers.repository';

export function toOffer(row: OfferRow) {
  return {
    id: row.id,
    title: row.title,
    text: row.text,
    link: row.link,
    image: row.image,
    date_created: row.createdAt.toISOString(),
  };
}

export async function findOffers(db: Db, limit: number, offset: number) {
  const { rows, count } = await listOffers(db, limit, offset);
  return { count, limit, offset, results: rows.map(toOffer) };
}

export async function createOffer(db: Db, input: TOffer) {
  return toOffer(await insertOffer(db, input));
}

export async function changeOffer(db: Db, id: string, input: TOffer) {
  const row = await updateOffer(db, id, input);
  if (!row) throw notFound();
  return toOffer(row);
}

export async function removeOffer(db: Db, id: string) {
  if (!(await deleteOffer(db, id))) throw notFound();
}
