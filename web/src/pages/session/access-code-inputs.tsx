import Input, { type InputProps } from '@cloudscape-design/components/input';
import { useRef } from 'react';
import { ACCESS_CODE_GROUP, normalizeAccessCode, splitAccessCode } from '../../../../shared/access-code';

/** The three groups of an access code as typed. */
export type CodeParts = [string, string, string];

/** Keeps only what a code can hold: upper-case letters and digits. */
const clean = (value: string) => normalizeAccessCode(value).replace(/[^A-Z0-9]/g, '');

/**
 * Three boxes of up to 3 characters for the access code (docs/product.md#screen-access-code,
 * docs/product.md#rule-access-code). Typing the third character moves focus to the next box; emptying a box
 * (or Backspace in an empty one) moves it back; pasting a whole code, with or without dashes and in any case,
 * into any box fills all three.
 * @param label - accessible name of box `part` (1-based).
 */
export function AccessCodeInputs({
  parts,
  onChange,
  label,
  disabled,
}: {
  parts: CodeParts;
  onChange: (parts: CodeParts) => void;
  label: (part: number, of: number) => string;
  disabled?: boolean;
}) {
  const refs = [useRef<InputProps.Ref>(null), useRef<InputProps.Ref>(null), useRef<InputProps.Ref>(null)];
  const focus = (index: number) => refs[Math.max(0, Math.min(2, index))]?.current?.focus();

  /** A run longer than a box, typed or pasted at box `index`. */
  const spill = (index: number, value: string) => {
    // A paste (or typing past the end): a whole code fills every box, a shorter run spills forward.
    let filled: CodeParts;
    if (value.length >= ACCESS_CODE_GROUP * 3) filled = splitAccessCode(value);
    else {
      filled = [...parts] as CodeParts;
      for (let i = index, rest = value; i < 3 && rest; i++, rest = rest.slice(ACCESS_CODE_GROUP)) {
        filled[i] = rest.slice(0, ACCESS_CODE_GROUP);
      }
    }
    onChange(filled);
    const firstOpen = filled.findIndex((p) => p.length < ACCESS_CODE_GROUP);
    focus(firstOpen === -1 ? 2 : firstOpen);
  };

  const change = (index: number, raw: string) => {
    const value = clean(raw);
    if (value.length > ACCESS_CODE_GROUP) {
      spill(index, value);
      return;
    }
    const next = [...parts] as CodeParts;
    next[index] = value;
    onChange(next);
    if (value.length === ACCESS_CODE_GROUP && index < 2) focus(index + 1);
    else if (value === '' && parts[index] !== '' && index > 0) focus(index - 1);
  };

  return (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'nowrap' }}>
      {parts.map((part, index) => (
        <div key={index} style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
          {index > 0 && <span aria-hidden="true">–</span>}
          <div
            style={{ width: '5.5rem' }}
            onPaste={(event) => {
              // A pasted code replaces what the boxes hold instead of being inserted at the cursor.
              const pasted = clean(event.clipboardData.getData('text'));
              if (pasted.length <= ACCESS_CODE_GROUP) return;
              event.preventDefault();
              spill(index, pasted);
            }}
          >
            <Input
              ref={refs[index]}
              value={part}
              onChange={({ detail }) => change(index, detail.value)}
              onKeyDown={({ detail }) => {
                if (detail.key === 'Backspace' && part === '' && index > 0) focus(index - 1);
              }}
              ariaLabel={label(index + 1, 3)}
              data-testid={`access-code-${index + 1}`}
              autoComplete={false}
              spellcheck={false}
              disabled={disabled}
            />
          </div>
        </div>
      ))}
    </div>
  );
}
