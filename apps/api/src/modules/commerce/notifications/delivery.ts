import type { NotifyDeps } from '../deps';
import type { EmailContent } from '../../../lib/mailer/templates';
import type { Reader } from './line-text';
import { renderEmail } from '../../../lib/mailer/templates';
import { toE164 } from '../../../lib/sms/sms-sender';

/**
 * Collects the e-mails and texts of one event, one per address, and sends them. A failed
 * delivery is logged and does not stop the others: the sale itself has already happened.
 */
export class Outgoing {
  private readonly emails = new Map<string, { content: EmailContent; reader?: Reader }>();
  private readonly texts = new Map<string, string>();

  // Keyed by address and message: the same person named twice (owner and product contact, say)
  // gets one copy, but still every different message.
  /** `reader` is a guest's language; the people behind the store read English. */
  email(to: string | null | undefined, content: EmailContent, reader?: Reader) {
    const address = to?.trim().toLowerCase();
    if (address) this.emails.set(`${address}\n${content.subject}`, { content, reader });
  }

  text(phone: string | null | undefined, body: string) {
    const to = phone ? toE164(phone) : null;
    if (to) this.texts.set(`${to}\n${body}`, body);
  }

  async send(deps: NotifyDeps) {
    const branding = { brandName: deps.config.BRAND_NAME, supportEmail: deps.config.SUPPORT_EMAIL };
    const jobs = [
      ...[...this.emails].map(([key, { content, reader }]) =>
        deps.mailer
          .send({
            to: key.split('\n')[0]!,
            ...renderEmail({ ...branding, t: reader?.t }, content, reader?.locale),
          })
          .catch((error: unknown) => {
            deps.log.error({ err: error, subject: content.subject }, 'notification e-mail failed');
          }),
      ),
      ...[...this.texts].map(([key, body]) =>
        deps.sms.send({ to: key.split('\n')[0]!, body }).catch((error: unknown) => {
          deps.log.error({ err: error }, 'notification text failed');
        }),
      ),
    ];
    await Promise.all(jobs);
  }
}
