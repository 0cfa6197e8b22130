import { lineOptionText } from '@/features/cart';
import { useI18n } from '@/lib/i18n';
import type { RequestLine } from '../types';

interface RequestLinesProps {
  lines: RequestLine[];
  currency: string;
  /** Prices appear only when the link asks for them (showPrices). */
  showPrices: boolean;
}

/** What was requested, line by line: date, quantity, option, the guest's fields and notes. */
export function RequestLines({ lines, currency, showPrices }: RequestLinesProps) {
  const i18n = useI18n();
  const { t } = i18n;
  return (
    <ul className="rq-lines" aria-label={t('request.items')}>
      {lines.map((line) => {
        const date = i18n.date(line.delivery_date);
        const option = lineOptionText(line, i18n);
        return (
          <li key={line.id} className="rq-line">
            {line.image ? (
              <img src={line.image} alt="" className="rq-line__image" />
            ) : (
              <div className="rq-line__image" aria-hidden="true" />
            )}
            <div className="rq-line__body">
              <div className="rq-line__top">
                <p className="rq-line__name">{line.product_name}</p>
                {showPrices ? (
                  <span className="rq-line__amount">{i18n.money(line.amount, currency)}</span>
                ) : null}
              </div>
              <dl className="rq-facts">
                {date ? (
                  <div>
                    <dt>{t('common.date')}</dt>
                    <dd>{date}</dd>
                  </div>
                ) : null}
                <div>
                  <dt>{t('product.quantity')}</dt>
                  <dd>{line.quantity}</dd>
                </div>
                {option ? (
                  <div>
                    <dt>{t('product.option')}</dt>
                    <dd>{option}</dd>
                  </div>
                ) : null}
                {line.extra_field_values.map((field) => (
                  <div key={field.product_field_id}>
                    <dt>{field.label}</dt>
                    <dd>{field.value}</dd>
                  </div>
                ))}
                {line.note ? (
                  <div className="rq-facts__wide">
                    <dt>{t('request.notes')}</dt>
                    <dd>{line.note}</dd>
                  </div>
                ) : null}
              </dl>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
