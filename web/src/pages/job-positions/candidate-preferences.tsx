import CollectionPreferences, {
  type CollectionPreferencesProps,
} from '@cloudscape-design/components/collection-preferences';
import { useState } from 'react';

type ContentDisplay = readonly CollectionPreferencesProps.ContentDisplayItem[];

/** Columns a manager can show or hide in the candidates table, in their default order. */
export const CANDIDATE_COLUMN_OPTIONS: readonly { id: string; label: string; alwaysVisible?: boolean }[] = [
  { id: 'rank', label: 'Rank' },
  { id: 'name', label: 'Name', alwaysVisible: true },
  { id: 'jobTitle', label: 'Job title' },
  { id: 'session', label: 'Latest session' },
  { id: 'score', label: 'Score' },
  { id: 'decision', label: 'Decision' },
  { id: 'signals', label: 'How answers were written' },
  { id: 'actions', label: 'Actions', alwaysVisible: true },
];

/**
 * Every column shown but "How answers were written": the integrity signals are observations, not a
 * verdict (docs/decisions/0121-signal-summary-on-the-session.md), so the ranking shows them only once a manager asks for them.
 */
export const DEFAULT_CANDIDATE_COLUMNS: ContentDisplay = CANDIDATE_COLUMN_OPTIONS.map(({ id }) => ({
  id,
  visible: id !== 'signals',
}));

/** localStorage key of the candidates table's columns (the same on every job position). */
export const CANDIDATE_COLUMNS_KEY = 'candidates-columns';

/** The stored choice when it names exactly the known columns, else the default. */
function storedColumns(): ContentDisplay {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(CANDIDATE_COLUMNS_KEY) ?? 'null');
    const known = new Set(CANDIDATE_COLUMN_OPTIONS.map((o) => o.id));
    if (
      Array.isArray(stored) &&
      stored.length === known.size &&
      stored.every((c) => known.has((c as { id?: string })?.id ?? '') && typeof c.visible === 'boolean')
    )
      return stored as ContentDisplay;
  } catch {
    // An unreadable choice is replaced by the default.
  }
  return DEFAULT_CANDIDATE_COLUMNS;
}

/** The candidates table's columns (order and visibility), kept in localStorage, and their setter. */
export function useCandidateColumns(): [ContentDisplay, (next: ContentDisplay) => void] {
  const [columns, setColumns] = useState(storedColumns);
  const update = (next: ContentDisplay) => {
    setColumns(next);
    localStorage.setItem(CANDIDATE_COLUMNS_KEY, JSON.stringify(next));
  };
  return [columns, update];
}

/** The table's preferences: which columns show, in which order. */
export function CandidatePreferences({
  columns,
  onChange,
}: {
  columns: ContentDisplay;
  onChange: (next: ContentDisplay) => void;
}) {
  return (
    <CollectionPreferences
      data-testid="candidates-preferences"
      title="Preferences"
      confirmLabel="Confirm"
      cancelLabel="Cancel"
      preferences={{ contentDisplay: columns }}
      onConfirm={({ detail }) => detail.contentDisplay && onChange(detail.contentDisplay)}
      contentDisplayPreference={{
        title: 'Columns',
        description: 'Choose the columns to show and their order.',
        options: CANDIDATE_COLUMN_OPTIONS.map((o) => ({ ...o })),
      }}
    />
  );
}
