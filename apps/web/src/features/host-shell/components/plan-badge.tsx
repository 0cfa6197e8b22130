import { PLAN_LABEL, type Plan } from '@stayfront/core';
import { Tag } from 'antd';

const PLAN_COLOR: Record<Plan, string> = {
  BASIC: 'default',
  PRO: 'green',
  PRO_PLUS: 'geekblue',
  ENTERPRISE: 'gold',
};

/** Spec (top navigation): a plan badge when the plan is not Basic. */
export function PlanBadge({ plan }: { plan: Plan | undefined }) {
  if (!plan || plan === 'BASIC') return null;
  return (
    <Tag color={PLAN_COLOR[plan]} style={{ marginInlineEnd: 0, fontWeight: 600 }}>
      <span className="visually-hidden">Plan: </span>
      {PLAN_LABEL[plan]}
    </Tag>
  );
}
