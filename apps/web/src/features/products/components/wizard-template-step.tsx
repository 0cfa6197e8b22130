import { EditOutlined } from '@ant-design/icons';
import {
  EXTERNAL_LINK,
  formatMoney,
  planAtLeast,
  SUBCATEGORIES,
  type Plan,
  type ProductTemplate,
  type Subcategory,
} from '@stayfront/core';
import { Alert, Button, Flex, Skeleton, Typography } from 'antd';
import { getErrorMessage } from '@/lib/api-client';
import { useProductTemplates } from '../api/get-product-templates';
import { SUBCATEGORY_LABELS } from '../utils/product-form';

export const SCRATCH = 'scratch';

interface WizardTemplateStepProps {
  /** The chosen type; quick mode shows every type's templates. */
  subcategory: Subcategory | '';
  quick: boolean;
  plan: Plan;
  currency: string;
  selected: string | null;
  onSelect: (template: ProductTemplate | null) => void;
}

function templatePrice(template: ProductTemplate, currency: string) {
  if (template.price_type === 'variable') return 'Variable price';
  return formatMoney(template.price, currency);
}

const tileStyle = (selected: boolean): React.CSSProperties => ({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  width: '100%',
  padding: 0,
  textAlign: 'left',
  background: selected ? '#eef8f5' : '#fff',
  border: `1px solid ${selected ? '#0E7C66' : '#e0e6e4'}`,
  borderRadius: 10,
  overflow: 'hidden',
  cursor: 'pointer',
  font: 'inherit',
  color: 'inherit',
});

const gridStyle: React.CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 130px), 1fr))',
  gap: 12,
  listStyle: 'none',
  padding: 0,
  margin: 0,
};

function TemplateTile({
  template,
  currency,
  selected,
  locked,
  onSelect,
}: {
  template: ProductTemplate;
  currency: string;
  selected: boolean;
  locked: boolean;
  onSelect: () => void;
}) {
  return (
    <li>
      <button
        type="button"
        aria-pressed={selected}
        disabled={locked}
        onClick={onSelect}
        style={{ ...tileStyle(selected), opacity: locked ? 0.5 : 1 }}
      >
        <img
          src={template.image}
          alt=""
          style={{ width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', background: '#eef2f1' }}
        />
        <span style={{ padding: '8px 10px 10px', display: 'block' }}>
          <span style={{ display: 'block', fontWeight: 600 }}>{template.product_name}</span>
          <span style={{ display: 'block', color: '#5b6b67', fontSize: 13 }}>
            {templatePrice(template, currency)}
          </span>
        </span>
      </button>
    </li>
  );
}

/** Step 2: start from a built-in template of the chosen type, or from scratch. */
export function WizardTemplateStep({
  subcategory,
  quick,
  plan,
  currency,
  selected,
  onSelect,
}: WizardTemplateStepProps) {
  const templates = useProductTemplates();
  const linkAllowed = planAtLeast(plan, 'PRO');

  const scratch = (
    <li>
      <button
        type="button"
        aria-pressed={selected === SCRATCH}
        onClick={() => onSelect(null)}
        style={{ ...tileStyle(selected === SCRATCH), height: '100%', minHeight: 150 }}
      >
        <Flex vertical align="center" justify="center" gap={8} style={{ flex: 1, padding: 16 }}>
          <EditOutlined aria-hidden="true" style={{ fontSize: 28, color: '#0E7C66' }} />
          <span style={{ fontWeight: 600 }}>Start from scratch</span>
        </Flex>
      </button>
    </li>
  );

  if (templates.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (templates.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title={getErrorMessage(templates.error)}
        action={
          <Button size="small" onClick={() => void templates.refetch()}>
            Try again
          </Button>
        }
      />
    );
  }

  const all = templates.data.results;
  const tile = (template: ProductTemplate) => (
    <TemplateTile
      key={template.key}
      template={template}
      currency={currency}
      selected={selected === template.key}
      locked={template.subcategory === EXTERNAL_LINK && !linkAllowed}
      onSelect={() => onSelect(template)}
    />
  );

  if (!quick) {
    const ofType = all.filter((template) => template.subcategory === subcategory);
    return (
      <div>
        <Typography.Paragraph strong style={{ fontSize: 16 }} id="wizard-template-heading">
          Pick a template to start from
        </Typography.Paragraph>
        <ul style={gridStyle} aria-labelledby="wizard-template-heading">
          {ofType.map(tile)}
          {scratch}
        </ul>
      </div>
    );
  }

  return (
    <div>
      <Typography.Paragraph strong style={{ fontSize: 16 }}>
        Pick a template to start from
      </Typography.Paragraph>
      <ul style={{ ...gridStyle, marginBottom: 16 }} aria-label="Start from scratch">
        {scratch}
      </ul>
      {SUBCATEGORIES.map((type) => {
        const ofType = all.filter((template) => template.subcategory === type);
        if (!ofType.length) return null;
        const headingId = `wizard-templates-${type.replace(/\s+/g, '-')}`;
        return (
          <section key={type} style={{ marginBottom: 16 }}>
            <h3 id={headingId} style={{ fontSize: 15, fontWeight: 600, margin: '0 0 8px' }}>
              {SUBCATEGORY_LABELS[type]}
            </h3>
            {type === EXTERNAL_LINK && !linkAllowed ? (
              <Typography.Paragraph type="secondary" style={{ fontSize: 13 }}>
                External Link products need the Pro plan or higher.
              </Typography.Paragraph>
            ) : null}
            <ul style={gridStyle} aria-labelledby={headingId}>
              {ofType.map(tile)}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
