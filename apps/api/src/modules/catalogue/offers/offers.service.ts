import type { FastifyInstance } from 'fastify';
import type { TOffer } from '@stayfront/core';
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

export async function findOffers(app: FastifyInstance, limit: number, offset: number) {
  const { rows, count } = await listOffers(app.db, limit, offset);
  return { count, limit, offset, results: rows.map(toOffer) };
}

export async function createOffer(app: FastifyInstance, input: TOffer) {
  return toOffer(await insertOffer(app.db, input));
}

export async function changeOffer(app: FastifyInstance, id: string, input: TOffer) {
  const row = await updateOffer(app.db, id, input);
  if (!row) throw notFound();
  return toOffer(row);
}

export async function removeOffer(app: FastifyInstance, id: string) {
  if (!(await deleteOffer(app.db, id))) throw notFound();
}
