import { formatMoney } from '@stayfront/core';
import { formatDisplayDate } from '@/features/cart';
import type { RequestLine } from '../types';

interface RequestLinesProps {
  lines: RequestLine[];
  currency: string;
  /** Prices appear only when the link asks for them (showPrices). */
  showPrices: boolean;
}

function optionText(line: RequestLine) {
  const option = line.product_price;
  if (!option) return null;
  return option.label || option.time_label.slice(0, 5) || null;
}

/** What was requested, line by line: date, quantity, option, the guest's fields and notes. */
export function RequestLines({ lines, currency, showPrices }: RequestLinesProps) {
  return (
    <ul className="rq-lines" aria-label="Requested items">
      {lines.map((line) => {
        const date = formatDisplayDate(line.delivery_date);
        const option = optionText(line);
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
                  <span className="rq-line__amount">{formatMoney(line.amount, currency)}</span>
                ) : null}
              </div>
              <dl className="rq-facts">
                {date ? (
                  <div>
                    <dt>Date</dt>
                    <dd>{date}</dd>
                  </div>
                ) : null}
                <div>
                  <dt>Quantity</dt>
                  <dd>{line.quantity}</dd>
                </div>
                {option ? (
                  <div>
                    <dt>Option</dt>
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
                    <dt>Notes</dt>
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
