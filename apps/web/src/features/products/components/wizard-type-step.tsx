import {
  EXTERNAL_LINK,
  planAtLeast,
  SOMETHING_ELSE,
  SUBCATEGORIES,
  type Plan,
  type Subcategory,
} from '@stayfront/core';
import { Input, Radio, Typography } from 'antd';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { SUBCATEGORY_LABELS } from '../utils/product-form';

const TYPE_EXAMPLES: Record<Subcategory, string> = {
  'Add ons': 'Early check-in, late check-out, pool heating, a pet fee',
  'Food and beverage': 'Breakfast, a welcome basket, a bottle of wine',
  'Goods and essentials': "Firewood, toiletries, a s'mores kit",
  'Guest services': 'A mid-stay clean, errands, an airport pickup',
  Rentals: 'Bikes, beach gear, a crib and high chair',
  'External Link': 'A tile that opens a web page of yours',
  'Something else': 'Name your own category',
};

interface WizardTypeStepProps {
  plan: Plan;
  value: Subcategory | '';
  customName: string;
  customNameId: string;
  onChange: (subcategory: Subcategory) => void;
  onCustomNameChange: (name: string) => void;
}

/** Step 1: what kind of product this is. */
export function WizardTypeStep({
  plan,
  value,
  customName,
  customNameId,
  onChange,
  onCustomNameChange,
}: WizardTypeStepProps) {
  const linkAllowed = planAtLeast(plan, 'PRO');
  return (
    <div>
      <Typography.Paragraph id="wizard-type-heading" strong style={{ fontSize: 16 }}>
        What would you like to offer?
      </Typography.Paragraph>
      <Radio.Group
        aria-labelledby="wizard-type-heading"
        value={value || undefined}
        onChange={(event) => onChange(event.target.value as Subcategory)}
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))',
          gap: 12,
        }}
      >
        {SUBCATEGORIES.map((subcategory) => {
          const locked = subcategory === EXTERNAL_LINK && !linkAllowed;
          const selected = value === subcategory;
          return (
            <div
              key={subcategory}
              style={{
                border: `1px solid ${selected ? '#0E7C66' : '#e0e6e4'}`,
                background: selected ? '#eef8f5' : '#fff',
                borderRadius: 10,
                padding: 12,
              }}
            >
              <Radio value={subcategory} disabled={locked}>
                <span style={{ fontWeight: 600 }}>{SUBCATEGORY_LABELS[subcategory]}</span>
                <Typography.Text type="secondary" style={{ display: 'block', fontSize: 13 }}>
                  {TYPE_EXAMPLES[subcategory]}
                </Typography.Text>
              </Radio>
              {locked ? (
                <Typography.Text style={{ display: 'block', fontSize: 13, marginTop: 4 }}>
                  Available on the Pro plan or higher. <Link to={paths.pricing}>Upgrade</Link>
                </Typography.Text>
              ) : null}
              {subcategory === SOMETHING_ELSE && selected ? (
                <div style={{ marginTop: 8 }}>
                  <label
                    htmlFor={customNameId}
                    style={{ display: 'block', fontSize: 13, marginBottom: 4 }}
                  >
                    Category name
                  </label>
                  <Input
                    id={customNameId}
                    maxLength={100}
                    placeholder="e.g. Experiences"
                    value={customName}
                    onChange={(event) => onCustomNameChange(event.target.value)}
                  />
                </div>
              ) : null}
            </div>
          );
        })}
      </Radio.Group>
    </div>
  );
}
