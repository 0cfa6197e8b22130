import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { DownOutlined } from '@ant-design/icons';
import { useCategoryBarLayout } from '../hooks/use-visible-tab-count';
import { useFittingTabCount } from '../hooks/use-fitting-tab-count';
import { splitTabs, subcategoryName } from '../utils/categories';
import { useI18n } from '@/lib/i18n';

interface CategoryBarProps {
  tabs: readonly string[];
  /** The selected tab, or null for All products. */
  selected: string | null;
  onSelect: (tab: string | null) => void;
}

function TabButton({
  label,
  current,
  onClick,
}: {
  label: string;
  current: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className={`sf-tab${current ? ' sf-tab--current' : ''}`}
      aria-current={current ? 'true' : undefined}
      onClick={onClick}
    >
      {label}
    </button>
  );
}

/** A small disclosure menu holding the categories that do not fit in the bar. */
function OverflowMenu({
  label,
  tabs,
  selected,
  onSelect,
  nameOf,
}: {
  label: string;
  tabs: readonly string[];
  selected: string | null;
  onSelect: (tab: string) => void;
  nameOf: (tab: string) => string;
}) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    rootRef.current?.querySelector<HTMLButtonElement>('.sf-menu__item')?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
      toggleRef.current?.focus();
      return;
    }
    if (!open || (event.key !== 'ArrowDown' && event.key !== 'ArrowUp')) return;
    event.preventDefault();
    const items = [
      ...(rootRef.current?.querySelectorAll<HTMLButtonElement>('.sf-menu__item') ?? []),
    ];
    const index = items.indexOf(document.activeElement as HTMLButtonElement);
    const step = event.key === 'ArrowDown' ? 1 : -1;
    items[(index + step + items.length) % items.length]?.focus();
  };

  return (
    <div className="sf-menu" ref={rootRef} onKeyDown={onKeyDown}>
      <button
        ref={toggleRef}
        type="button"
        className="sf-tab sf-tab--menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        <MenuToggleContent label={label} />
      </button>
      {open ? (
        <ul className="sf-menu__list" id={menuId}>
          {tabs.map((tab) => (
            <li key={tab}>
              <button
                type="button"
                className="sf-menu__item"
                aria-current={tab === selected ? 'true' : undefined}
                onClick={() => {
                  setOpen(false);
                  onSelect(tab);
                }}
              >
                {nameOf(tab)}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** The dropdown's toggle: a tab-shaped button with the label and a chevron. */
function MenuToggleContent({ label }: { label: string }) {
  return (
    <>
      {label} <DownOutlined aria-hidden="true" style={{ fontSize: 11 }} />
    </>
  );
}

/**
 * All products, then the store's subcategories; the ones that do not fit go in the dropdown. What
 * fits is measured on a hidden copy of every tab, as drawn in the guest's language and font.
 */
export function CategoryBar({ tabs, selected, onSelect }: CategoryBarProps) {
  const { t } = useI18n();
  const { visibleCount: maxCount, dropdownLabel } = useCategoryBarLayout();
  const nameOf = (tab: string) => subcategoryName(tab, t);
  const allProducts = t('store.allProducts');
  const menuLabel = dropdownLabel === 'More' ? t('store.more') : t('store.view');
  const { barRef, measureRef, count } = useFittingTabCount(tabs, selected, maxCount);
  const { visible, overflow } = splitTabs(tabs, count, selected);
  return (
    <nav className="sf-tabs" aria-label={t('store.categories')} ref={barRef}>
      <div className="sf-tabs__measure" aria-hidden="true" ref={measureRef}>
        <span className="sf-tab" data-measure="all">
          {allProducts}
        </span>
        {tabs.map((tab) => (
          <span key={tab} className="sf-tab" data-measure="tab" data-tab={tab}>
            {nameOf(tab)}
          </span>
        ))}
        <span className="sf-tab sf-tab--menu" data-measure="menu">
          <MenuToggleContent label={menuLabel} />
        </span>
      </div>
      <div className="sf-tabs__scroll">
        <TabButton label={allProducts} current={selected == null} onClick={() => onSelect(null)} />
        {visible.map((tab) => (
          <TabButton
            key={tab}
            label={nameOf(tab)}
            current={tab === selected}
            onClick={() => onSelect(tab)}
          />
        ))}
      </div>
      {overflow.length > 0 ? (
        <OverflowMenu
          label={menuLabel}
          tabs={overflow}
          selected={selected}
          onSelect={onSelect}
          nameOf={nameOf}
        />
      ) : null}
    </nav>
  );
}
