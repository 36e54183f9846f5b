import { useI18n } from '../../lib/i18n/use-i18n.ts';
import type { ViewerCommand, ViewerView } from './viewer-controls.ts';

/** Zoom and rotate buttons, each named for screen readers and keyboard users, with the current view beside. */
export function ViewerToolbar({ view, onCommand }: { view: ViewerView; onCommand(command: ViewerCommand): void }) {
  const { t } = useI18n();
  const labels = t.documents.viewer;
  const button = (command: ViewerCommand, label: string, symbol: string, disabled = false) => (
    <button
      type="button"
      className="button button-secondary"
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={() => onCommand(command)}
    >
      <span aria-hidden="true">{symbol}</span>
    </button>
  );
  return (
    <div className="viewer-toolbar">
      {button('zoomOut', labels.zoomOut(), '−', view.zoom === 0.6)}
      <output className="viewer-zoom" aria-label={labels.zoom()}>
        {Math.round(view.zoom * 100)}%
      </output>
      {button('zoomIn', labels.zoomIn(), '+', view.zoom === 1)}
      {button('rotateLeft', labels.rotateLeft(), '⟲')}
      {button('rotateRight', labels.rotateRight(), '⟳')}
      <output className="viewer-rotation">{labels.rotation({ degrees: view.rotation })}</output>
    </div>
  );
}
