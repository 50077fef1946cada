import {
  type CollisionDetection,
  KeyboardCode,
  type KeyboardCoordinateGetter,
  pointerWithin,
  rectIntersection,
} from '@dnd-kit/core';

/** Under the pointer when there is one (mouse, touch); else the column the card overlaps most (keyboard). */
export const boardCollision: CollisionDetection = (args) => {
  const under = pointerWithin(args);
  return under.length > 0 ? under : rectIntersection(args);
};

/**
 * The keyboard moves a lifted card one column at a time: right and left arrows put it in the middle
 * of the next or previous column. Cards have no order inside a column, so up and down do nothing.
 */
export const columnKeyboardCoordinates: KeyboardCoordinateGetter = (
  event,
  { context, currentCoordinates },
) => {
  const step = event.code === KeyboardCode.Right ? 1 : event.code === KeyboardCode.Left ? -1 : 0;
  const card = context.collisionRect;
  if (step === 0 || !card) return undefined;
  event.preventDefault();
  const columns = context.droppableContainers
    .getEnabled()
    .flatMap((container) => {
      const rect = context.droppableRects.get(container.id);
      return rect ? [rect] : [];
    })
    .sort((a, b) => a.left - b.left);
  const middle = card.left + card.width / 2;
  const distance = (rect: { left: number; width: number }) => Math.abs(rect.left + rect.width / 2 - middle);
  const current = columns.reduce(
    (best, rect, index) => (best === -1 || distance(rect) < distance(columns[best] ?? rect) ? index : best),
    -1,
  );
  const target = columns[current + step];
  if (!target) return currentCoordinates;
  return {
    x: target.left + (target.width - card.width) / 2,
    y: Math.min(
      Math.max(currentCoordinates.y, target.top),
      target.top + Math.max(0, target.height - card.height),
    ),
  };
};
