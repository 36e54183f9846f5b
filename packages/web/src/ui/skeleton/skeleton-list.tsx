import './skeleton.css';

/** Grey placeholder rows while a list loads (spec section 9: 5 on the selection screen, 4 in a dropdown). */
export function SkeletonList({ count, label }: { count: number; label: string }) {
  return (
    <ul className="skeleton-list" aria-busy="true" aria-label={label}>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the rows are identical and never reorder
        <li key={index} className="skeleton-row" data-testid="skeleton-row" />
      ))}
    </ul>
  );
}
