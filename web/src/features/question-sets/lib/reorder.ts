// Moving a question with its Move up / Move down buttons.

export type MoveDirection = 'up' | 'down';

/** Where a Move button takes the question at `index`; null at the list's end it points past. */
export function moveTarget(index: number, direction: MoveDirection, count: number): number | null {
  const to = direction === 'up' ? index - 1 : index + 1;
  return to < 0 || to >= count ? null : to;
}

/**
 * Which of the moved question's buttons takes focus: the one pressed, unless the question now
 * sits at the end it pointed to (that button is disabled), then the other one.
 */
export function focusAfterMove(
  direction: MoveDirection,
  newIndex: number,
  count: number,
): MoveDirection {
  if (direction === 'up' && newIndex === 0) return count > 1 ? 'down' : 'up';
  if (direction === 'down' && newIndex === count - 1) return 'up';
  return direction;
}
