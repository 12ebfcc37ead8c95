// The line the hall plan draws between two places of a hall: along its aisles, never across a
// stand. The hall is cut into 1 m cells; a cell is free when its centre lies in no stand. The line
// leaves a stand by the free cell nearest its centre, runs from cell to cell (up, down, left,
// right) preferring few turns, and is drawn through its corners only. Between places with no way
// through (a walled-in corner of the data) it is the straight line.

/** A point in the hall's metres. */
interface Point {
  x: number;
  y: number;
}

/** A stand's rectangle in the hall's metres. */
interface Box extends Point {
  width: number;
  depth: number;
}

/** A step costs 1; a turn as much as this many steps, so lines keep to one aisle as long as they can. */
const turnCost = 6;
const directions = [
  [1, 0],
  [-1, 0],
  [0, 1],
  [0, -1],
] as const;

/** The free cells of a hall, and how to find a way through them. */
export interface AisleGrid {
  /** The corners of a way along the aisles from `from` to `to` (both included). */
  path: (from: Point, to: Point) => Point[];
}

/** A hall `width` by `depth` metres whose stands are `boxes`. */
export function aisleGrid(width: number, depth: number, boxes: readonly Box[]): AisleGrid {
  const columns = Math.max(1, Math.ceil(width));
  const rows = Math.max(1, Math.ceil(depth));
  const free = new Uint8Array(columns * rows).fill(1);
  for (const box of boxes)
    for (let y = Math.max(0, Math.floor(box.y)); y < Math.min(rows, Math.ceil(box.y + box.depth)); y += 1)
      for (
        let x = Math.max(0, Math.floor(box.x));
        x < Math.min(columns, Math.ceil(box.x + box.width));
        x += 1
      )
        if (x + 0.5 > box.x && x + 0.5 < box.x + box.width && y + 0.5 > box.y && y + 0.5 < box.y + box.depth)
          free[y * columns + x] = 0;

  const cellOf = (point: Point) => ({
    x: Math.min(columns - 1, Math.max(0, Math.floor(point.x))),
    y: Math.min(rows - 1, Math.max(0, Math.floor(point.y))),
  });
  /** The free cell nearest a point (by rectilinear distance between cell centres). */
  const nearestFree = (point: Point): number | undefined => {
    const start = cellOf(point);
    for (let radius = 0; radius < columns + rows; radius += 1) {
      let best: number | undefined;
      let bestDistance = Infinity;
      for (let dy = -radius; dy <= radius; dy += 1) {
        const dx = radius - Math.abs(dy);
        for (const sx of dx === 0 ? [0] : [dx, -dx]) {
          const x = start.x + sx;
          const y = start.y + dy;
          if (x < 0 || y < 0 || x >= columns || y >= rows || free[y * columns + x] === 0) continue;
          const distance = Math.abs(x + 0.5 - point.x) + Math.abs(y + 0.5 - point.y);
          if (distance < bestDistance) {
            best = y * columns + x;
            bestDistance = distance;
          }
        }
      }
      if (best !== undefined) return best;
    }
    return undefined;
  };

  /** Cells from `source` to `target` with the fewest steps and turns (Dijkstra over cell and heading). */
  const cells = (source: number, target: number): number[] | undefined => {
    const states = columns * rows * 4;
    const cost = new Float64Array(states).fill(Infinity);
    const previous = new Int32Array(states).fill(-1);
    const queue = new MinQueue();
    for (let heading = 0; heading < 4; heading += 1) {
      cost[source * 4 + heading] = 0;
      queue.push(source * 4 + heading, 0);
    }
    let reached = -1;
    while (queue.size > 0) {
      const [state, at] = queue.pop();
      if (at > (cost[state] ?? Infinity)) continue;
      const cell = Math.floor(state / 4);
      if (cell === target) {
        reached = state;
        break;
      }
      const heading = state % 4;
      const x = cell % columns;
      const y = Math.floor(cell / columns);
      directions.forEach(([dx, dy], next) => {
        const nx = x + dx;
        const ny = y + dy;
        if (nx < 0 || ny < 0 || nx >= columns || ny >= rows) return;
        const neighbour = ny * columns + nx;
        if (free[neighbour] === 0) return;
        const nextState = neighbour * 4 + next;
        const nextCost = at + 1 + (next === heading ? 0 : turnCost);
        if (nextCost < (cost[nextState] ?? Infinity)) {
          cost[nextState] = nextCost;
          previous[nextState] = state;
          queue.push(nextState, nextCost);
        }
      });
    }
    if (reached < 0) return undefined;
    const way: number[] = [];
    for (let state = reached; state >= 0; state = previous[state] ?? -1) {
      const cell = Math.floor(state / 4);
      if (way.at(-1) !== cell) way.push(cell);
    }
    return way.reverse();
  };

  return {
    path: (from, to) => {
      const source = nearestFree(from);
      const target = nearestFree(to);
      const way = source === undefined || target === undefined ? undefined : cells(source, target);
      if (way === undefined) return [from, to];
      const centres = way.map((cell) => ({ x: (cell % columns) + 0.5, y: Math.floor(cell / columns) + 0.5 }));
      return corners([from, ...centres, to]);
    },
  };
}

/** The points where a line turns (and its ends): points on a straight run between two others are left out. */
function corners(points: readonly Point[]): Point[] {
  const out: Point[] = [];
  for (const point of points) {
    const last = out.at(-1);
    if (last?.x === point.x && last.y === point.y) continue;
    const before = out.at(-2);
    if (
      before !== undefined &&
      last !== undefined &&
      ((before.x === last.x && last.x === point.x) || (before.y === last.y && last.y === point.y))
    )
      out.pop();
    out.push(point);
  }
  return out;
}

/** A binary heap of states by cost. */
class MinQueue {
  private readonly items: [number, number][] = [];

  get size(): number {
    return this.items.length;
  }

  push(state: number, cost: number): void {
    const items = this.items;
    items.push([state, cost]);
    let index = items.length - 1;
    while (index > 0) {
      const parent = (index - 1) >> 1;
      const up = items[parent];
      const here = items[index];
      if (up === undefined || here === undefined || up[1] <= here[1]) break;
      items[parent] = here;
      items[index] = up;
      index = parent;
    }
  }

  pop(): [number, number] {
    const items = this.items;
    const top = items[0] ?? [0, 0];
    const last = items.pop();
    if (items.length > 0 && last !== undefined) {
      items[0] = last;
      let index = 0;
      for (;;) {
        const left = index * 2 + 1;
        const right = left + 1;
        let smallest = index;
        if ((items[left]?.[1] ?? Infinity) < (items[smallest]?.[1] ?? Infinity)) smallest = left;
        if ((items[right]?.[1] ?? Infinity) < (items[smallest]?.[1] ?? Infinity)) smallest = right;
        if (smallest === index) break;
        const a = items[index];
        const b = items[smallest];
        if (a === undefined || b === undefined) break;
        items[index] = b;
        items[smallest] = a;
        index = smallest;
      }
    }
    return top;
  }
}
