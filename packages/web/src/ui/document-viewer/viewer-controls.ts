import { useReducer } from 'react';

/** The document viewer's two zoom levels (spec section 9): 60% and 100%. */
export type Zoom = 0.6 | 1;

/** Rotation in degrees, clockwise, in steps of 90 (spec section 9). */
export type Rotation = 0 | 90 | 180 | 270;

export interface ViewerView {
  zoom: Zoom;
  rotation: Rotation;
}

export type ViewerCommand = 'zoomIn' | 'zoomOut' | 'rotateLeft' | 'rotateRight';

const turned = (rotation: Rotation, by: -90 | 90) => ((rotation + by + 360) % 360) as Rotation;

export function nextView(view: ViewerView, command: ViewerCommand): ViewerView {
  switch (command) {
    case 'zoomIn':
      return { ...view, zoom: 1 };
    case 'zoomOut':
      return { ...view, zoom: 0.6 };
    case 'rotateLeft':
      return { ...view, rotation: turned(view.rotation, -90) };
    case 'rotateRight':
      return { ...view, rotation: turned(view.rotation, 90) };
  }
}

/** A document opens upright at 100%. */
export const useViewerControls = () => useReducer(nextView, { zoom: 1, rotation: 0 });
