import Box from '@cloudscape-design/components/box';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';

/**
 * Long free text (a bio, a description, work experience) as typed, line breaks kept; empty shows a dash,
 * Cloudscape's convention for "not given".
 */
export function LongText({ value }: { value: string | undefined }) {
  return value ? (
    <Box variant="p" margin="n">
      <span style={{ whiteSpace: 'pre-wrap' }}>{value}</span>
    </Box>
  ) : (
    '-'
  );
}

/**
 * Long free-text fields as one column of key-value pairs, so each paragraph gets the full width of its
 * container instead of being squeezed into a grid cell.
 */
export function LongTextPairs({ items }: { items: { label: string; value: string | undefined }[] }) {
  return (
    <KeyValuePairs
      columns={1}
      items={items.map(({ label, value }) => ({ label, value: <LongText value={value} /> }))}
    />
  );
}
