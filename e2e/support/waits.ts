/**
 * How long a step that waits on the server's background work may take: a payment settling, an
 * e-mail sent, a refund or an import applied. Longer than an expectation's default (the config's
 * 25 s), because that work shares the two cores with both browsers before the page can show it.
 */
export const BACKGROUND_WORK_MS = 40_000;
