import { describe, expect, it } from 'vitest';
import { appendNew, changed, moveItem } from './paradas';

describe('stops being edited', () => {
  it('move up, down and to the ends, never out of the list', () => {
    expect(moveItem([1, 2, 3, 4], 2, 1)).toEqual([1, 3, 2, 4]);
    expect(moveItem([1, 2, 3, 4], 0, 1)).toEqual([2, 1, 3, 4]);
    expect(moveItem([1, 2, 3, 4], 0, -1)).toEqual([1, 2, 3, 4]);
    expect(moveItem([1, 2, 3, 4], 3, 9)).toEqual([1, 2, 3, 4]);
    expect(moveItem([1, 2, 3, 4], 3, 0)).toEqual([4, 1, 2, 3]);
  });

  it('adds only orders not on the route, and tells a change from the saved order', () => {
    expect(appendNew([{ c: 1 }, { c: 2 }], [{ c: 2 }, { c: 5 }], (x) => x.c)).toEqual([{ c: 1 }, { c: 2 }, { c: 5 }]);
    expect(changed([1, 2, 3], [1, 2, 3])).toBe(false);
    expect(changed([1, 2, 3], [1, 3, 2])).toBe(true);
    expect(changed([1, 2, 3], [1, 2])).toBe(true);
  });
});
