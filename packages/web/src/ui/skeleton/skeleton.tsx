import './skeleton.css';

export interface SkeletonProps {
  /** A CSS length; the full width unless given. */
  width?: string | undefined;
  /** A CSS length; one line of text unless given. */
  height?: string | undefined;
}

/** A grey placeholder where something is loading (a figure, a line of text); hidden from assistive technology. */
export function Skeleton({ width, height }: SkeletonProps) {
  return <span className="skeleton" aria-hidden="true" style={{ width, height }} />;
}
