import { describe, expect, it } from 'vitest';
import { focusAfterMove, moveTarget } from './reorder';

describe('moving a question by keyboard', () => {
  it('moves one place, never past either end', () => {
    expect(moveTarget(1, 'up', 3)).toBe(0);
    expect(moveTarget(1, 'down', 3)).toBe(2);
    expect(moveTarget(0, 'up', 3)).toBeNull();
    expect(moveTarget(2, 'down', 3)).toBeNull();
  });

  it('keeps focus on the pressed button unless it is now disabled, then the other', () => {
    expect(focusAfterMove('up', 1, 3)).toBe('up');
    expect(focusAfterMove('down', 1, 3)).toBe('down');
    expect(focusAfterMove('up', 0, 3)).toBe('down');
    expect(focusAfterMove('down', 2, 3)).toBe('up');
  });
});
