import { useState } from 'react';
import { SearchOutlined } from '@ant-design/icons';
import { useDebouncedCallback } from '../hooks/use-debounced-callback';
import { useI18n } from '@/lib/i18n';

export const SEARCH_DEBOUNCE_MS = 300;

interface ProductSearchProps {
  /** The search in the address. */
  value: string;
  onSearch: (query: string) => void;
}

/**
 * The search box; the address follows what is typed 300 ms after the last keystroke. A plain
 * input keeps the store page's first load small.
 */
export function ProductSearch({ value, onSearch }: ProductSearchProps) {
  const { t } = useI18n();
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  // The address changed by itself (back button, a shared link): show its search.
  if (value !== shown) {
    setShown(value);
    if (value !== text.trim()) setText(value);
  }
  const search = useDebouncedCallback((next: string) => onSearch(next.trim()), SEARCH_DEBOUNCE_MS);
  return (
    <form
      className="sf-search"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        search.cancel();
        onSearch(text.trim());
      }}
    >
      <SearchOutlined aria-hidden="true" className="sf-search__icon" />
      <input
        type="search"
        className="sf-search__input"
        value={text}
        placeholder={t('store.searchPlaceholder')}
        aria-label={t('store.searchPlaceholder')}
        autoComplete="off"
        enterKeyHint="search"
        onChange={(event) => {
          setText(event.target.value);
          search.call(event.target.value);
        }}
      />
    </form>
  );
}
